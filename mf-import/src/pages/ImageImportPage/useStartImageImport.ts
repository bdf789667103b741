import { useState } from 'react';
import { emitHubEvent, type ImageImportJob } from '@hub/contracts';
import { hubStore, isApiError } from '@hub/ui';
import { codeWording } from '../../i18n/codeWording';

/**
 * Starting an image import (an upload or an FTP folder sync): one at a time, a refusal worded by its
 * code, and once the server answers the upload progress modal opens with the job (DOM event for the
 * shell) and the snackbar says it started.
 */
export function useStartImageImport(onStarted: (job: ImageImportJob) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async (call: () => Promise<{ data: ImageImportJob; code: string }>): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    setError(null);
    try {
      const { data, code } = await call();
      emitHubEvent('hub:image-import-started', data, window);
      hubStore.getState().showSnackbar(codeWording(code), 'success');
      onStarted(data);
      return true;
    } catch (e) {
      setError(isApiError(e) ? codeWording(e.code, e.message) : codeWording('SE100'));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, start };
}
