import { rfidConfigApi, type RfidConfig, type RfidConfigAnswer } from '@hub/contracts';
import { callApi, callApiWithCode } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { rfidConfigBody, toRfidDraft } from '../../domain/rfidConfigForm';
import { useConfigForm } from '../../hooks/useConfigForm';

const load = (signal: AbortSignal) => callApi(rfidConfigApi.get, { signal });
const save = (body: RfidConfig) => callApiWithCode(rfidConfigApi.save, { body });
const bodyOf = (data: RfidConfigAnswer, draft: RfidConfig) => rfidConfigBody(data, draft);

/** `/config/rfid`: load, edit and save the RFID config (CR000; CR100–CR102 worded in the snackbar). */
export function useRfidConfig() {
  const { t } = useTranslation('mf-config');
  return useConfigForm({ load, toDraft: toRfidDraft, bodyOf, save, savedText: t('rfid.saved') });
}
