import { EVENT_TYPES, imageImportApi, onHubEvent } from '@hub/contracts';
import { callApi, onBrowserEvent } from '@hub/ui';
import { useCallback, useEffect, useReducer } from 'react';
import { INITIAL_UPLOAD_MODAL, uploadModalReducer, type UploadModalState } from './uploadModalState';

/**
 * The upload progress modal's state, fed by what it is told: the running image import read once
 * (GET /merchant/import/images/progress), each update pushed over the tab's socket (`uploadProgress`
 * channel), and an import started on /image-import (DOM event). The closes the rules wait for are
 * timed here.
 */
export function useUploadProgressModal(enabled: boolean): { state: UploadModalState; dismiss: () => void } {
  const [state, dispatch] = useReducer(uploadModalReducer, INITIAL_UPLOAD_MODAL);

  useEffect(() => {
    if (!enabled) return undefined;
    let alive = true;
    callApi(imageImportApi.progress).then(
      (progress) => {
        if (alive && progress) dispatch({ type: 'status', progress });
      },
      () => undefined,
    );
    const offPushed = onBrowserEvent(EVENT_TYPES.UPLOAD_PROGRESS, (progress) => dispatch({ type: 'status', progress }));
    const offStarted = onHubEvent('hub:image-import-started', (progress) => dispatch({ type: 'start', progress }), window);
    return () => {
      alive = false;
      offPushed();
      offStarted();
    };
  }, [enabled]);

  const closing = state.closing;
  useEffect(() => {
    if (!closing) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'close', seq: closing.seq }), closing.ms);
    return () => clearTimeout(timer);
  }, [closing]);

  const dismiss = useCallback(() => dispatch({ type: 'dismiss' }), []);
  return { state, dismiss };
}
