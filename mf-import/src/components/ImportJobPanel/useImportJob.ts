import { EVENT_TYPES, importApi, type ImportJobDetail } from '@hub/contracts';
import { callApi, onBrowserEvent, toFailure, type ApiFailure } from '@hub/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MOVING } from '../../domain/importJobs';

/**
 * One import job as the page follows it: loaded, then reloaded when its progress arrives over the
 * tab's socket, and every 1.5 s while it moves on its own (the socket may be down).
 */
export function useImportJob(jobId: string | null) {
  const [job, setJob] = useState<ImportJobDetail | null>(null);
  const [error, setError] = useState<ApiFailure | null>(null);
  const current = useRef(jobId);
  current.current = jobId;

  const reload = useCallback(async () => {
    const id = current.current;
    if (!id) return;
    try {
      const next = await callApi(importApi.job, { params: { id } });
      if (current.current === id) {
        setJob(next);
        setError(null);
      }
    } catch (e) {
      if (current.current === id) setError(toFailure(e));
    }
  }, []);

  useEffect(() => {
    setJob(null);
    setError(null);
    if (!jobId) return;
    void reload();
    const off = onBrowserEvent(EVENT_TYPES.IMPORT_PROGRESS, (progress) => {
      if (progress.jobId === jobId) void reload();
    });
    return off;
  }, [jobId, reload]);

  const moving = !!job && MOVING.has(job.status);
  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => void reload(), 1_500);
    return () => clearInterval(timer);
  }, [moving, reload]);

  return { job, error, reload };
}
