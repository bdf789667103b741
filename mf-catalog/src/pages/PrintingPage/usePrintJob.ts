import { EVENT_TYPES, type PrintJob } from '@hub/contracts';
import { onBrowserEvent, toFailure, type ApiFailure } from '@hub/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchPrintJob } from '../../api/printingApi';
import { isJobMoving } from '../../domain/printingList';

/** While a job prints, it is read again this often even without a pushed event (the socket may be down). */
export const PRINT_JOB_POLL_MS = 1_500;

/**
 * One print job as the page follows it: loaded, then reloaded when its progress is pushed over the
 * tab's socket (hub.catalog.print-progress.v1) and every 1.5 s while it is queued or running.
 * `onChange` is told each time the job's counts or status change (the product list reloads).
 */
export function usePrintJob(jobId: string | null, onChange: () => void) {
  const [job, setJob] = useState<PrintJob | null>(null);
  const [error, setError] = useState<ApiFailure | null>(null);
  const current = useRef(jobId);
  current.current = jobId;
  const changed = useRef(onChange);
  changed.current = onChange;
  const seen = useRef('');

  const reload = useCallback(async () => {
    const id = current.current;
    if (!id) return;
    try {
      const next = await fetchPrintJob(id);
      if (current.current !== id) return;
      setJob(next);
      setError(null);
      const state = `${next.status}|${JSON.stringify(next.counts)}`;
      if (state !== seen.current) {
        seen.current = state;
        changed.current();
      }
    } catch (e) {
      if (current.current === id) setError(toFailure(e));
    }
  }, []);

  useEffect(() => {
    setJob(null);
    setError(null);
    seen.current = '';
    if (!jobId) return;
    void reload();
    return onBrowserEvent(EVENT_TYPES.PRINT_PROGRESS, (progress) => {
      if (progress.jobId === jobId) void reload();
    });
  }, [jobId, reload]);

  const moving = job === null ? jobId !== null && error === null : isJobMoving(job);
  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => void reload(), PRINT_JOB_POLL_MS);
    return () => clearInterval(timer);
  }, [moving, reload]);

  return { job, error, reload };
}
