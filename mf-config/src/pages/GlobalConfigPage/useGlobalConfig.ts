import { useCallback, useMemo } from 'react';
import { globalConfigApi, type GlobalConfig } from '@hub/contracts';
import { callApi, callApiWithCode, hubStore } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import {
  changedFields,
  toDraft,
  validateDraft,
  type BooleanField,
  type GlobalConfigDraft,
  type TextField,
} from '../../domain/globalConfigForm';
import { useConfigForm } from '../../hooks/useConfigForm';

type GlobalConfigPatch = ReturnType<typeof changedFields>;

/** The changed fields, or null when nothing changed ('nothing to update'). */
function patchOf(original: GlobalConfig, draft: GlobalConfigDraft): GlobalConfigPatch | null {
  const patch = changedFields(original, draft);
  return Object.keys(patch).length > 0 ? patch : null;
}

/** The global config form: the config form's load, dirty detection and save, with the page's own validation. */
export function useGlobalConfig() {
  const { t } = useTranslation('mf-config');
  const form = useConfigForm<GlobalConfig, GlobalConfigDraft, GlobalConfigPatch>({
    load: useCallback((signal: AbortSignal) => callApi(globalConfigApi.get, { signal }), []),
    toDraft,
    bodyOf: patchOf,
    save: (body) => callApiWithCode(globalConfigApi.save, { body }),
    savedText: t('global.saved'),
    onSaved: (saved) =>
      hubStore.getState().setFlags({
        allowPrinting: saved.allowPrinting,
        allowTagMapping: saved.allowTagMapping,
        allowImgImport: saved.allowImgImport,
      }),
  });
  const { resource, draft, body, dirty, saving, saveError, discard, setDraft } = form;

  const errors = useMemo(() => (draft ? validateDraft(draft) : {}), [draft]);
  const valid = Object.keys(errors).length === 0;

  const setSwitch = (field: BooleanField, value: boolean) => setDraft((d) => ({ ...d, [field]: value }));
  const setText = (field: TextField, value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const save = async () => {
    if (valid) await form.save();
  };

  return { resource, draft, patch: body ?? {}, errors, dirty, valid, saving, saveError, setSwitch, setText, discard, save };
}
