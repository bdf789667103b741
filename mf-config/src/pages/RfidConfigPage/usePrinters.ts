import { printingConfigApi, tagDesignApi, type PrintingConfig, type PrinterStatus } from '@hub/contracts';
import { callApi, callApiWithCode, hubStore, toFailure, useApiResource, useHubStore, type ApiFailure } from '@hub/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { printerBody, type PrinterDraft } from '../../domain/printerForm';
import { codeWording } from '../../i18n/codeWording';

async function loadPrinters(signal: AbortSignal) {
  const [printers, designs] = await Promise.all([callApi(printingConfigApi.list, { signal }), callApi(tagDesignApi.list, { signal })]);
  return { printers, designs };
}

/**
 * The Printers section's data (issue 14 item 3, printing configs): the printers and the designs one
 * may print with by default; add or edit (CRP000, CRP100), set the default (CRP003), delete (CRP002,
 * CRP102 while jobs of it are queued), and ask a printer for its status (CRP004).
 */
export function usePrinters() {
  const { t } = useTranslation('mf-config');
  const account = useHubStore((s) => `${s.user?.merchantID ?? ''}/${s.user?.profile ?? ''}`);
  const [changes, setChanges] = useState(0);
  const resource = useApiResource(loadPrinters, account, changes);
  const [busy, setBusy] = useState<string | null>(null);
  const [statuses, setStatuses] = useState<Record<string, PrinterStatus | ApiFailure>>({});
  const changed = () => setChanges((n) => n + 1);
  const snackbar = (message: string, intent: 'success' | 'error') => hubStore.getState().showSnackbar(message, intent);

  /** Runs one action on a printer; its answer's code is worded in the snackbar. */
  const act = async (id: string, run: () => Promise<{ code: string }>, fallback: string) => {
    setBusy(id);
    try {
      const { code } = await run();
      snackbar(codeWording(code, fallback), 'success');
      changed();
    } catch (error) {
      const failure = toFailure(error);
      snackbar(codeWording(failure.code, failure.message), 'error');
    } finally {
      setBusy(null);
    }
  };

  const save = async (draft: PrinterDraft): Promise<PrintingConfig> => {
    const { code, data } = await callApiWithCode(printingConfigApi.save, { body: printerBody(draft) });
    snackbar(codeWording(code, t('printers.saved')), 'success');
    changed();
    return data;
  };

  const checkStatus = async (id: string) => {
    setBusy(id);
    try {
      const status = await callApi(printingConfigApi.status, { params: { id } });
      setStatuses((s) => ({ ...s, [id]: status }));
    } catch (error) {
      setStatuses((s) => ({ ...s, [id]: toFailure(error) }));
    } finally {
      setBusy(null);
    }
  };

  return {
    resource,
    reload: resource.reload,
    busy,
    statuses,
    save,
    setDefault: (id: string) => act(id, () => callApiWithCode(printingConfigApi.setDefault, { params: { id } }), t('printers.defaultSet')),
    remove: (id: string) => act(id, () => callApiWithCode(printingConfigApi.remove, { params: { id } }), t('printers.deleted')),
    checkStatus,
  };
}
