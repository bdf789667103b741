import { themeConfigApi, type MerchantTheme, type ThemeConfig } from '@hub/contracts';
import { callApi, callApiWithCode, hubStore } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { themeConfigBody, toThemeDraft, type ThemeDraft } from '../../domain/themeConfigForm';
import { useConfigForm } from '../../hooks/useConfigForm';

const load = (signal: AbortSignal) => callApi(themeConfigApi.get, { signal });
/** A saved theme repaints the shell and every remote at once (the shared store); other tabs hear the socket. */
const save = async (body: ThemeConfig) => {
  const answer = await callApiWithCode(themeConfigApi.save, { body });
  hubStore.getState().setMerchantTheme(answer.data);
  return answer;
};
const bodyOf = (data: MerchantTheme, draft: ThemeDraft) => themeConfigBody(data, draft);

/** `/config/theme`: load, edit and save the theme (THC000; THC100–THC107 worded in the snackbar). */
export function useThemeConfig() {
  const { t } = useTranslation('mf-config');
  return useConfigForm({ load, toDraft: toThemeDraft, bodyOf, save, savedText: t('theme.saved') });
}
