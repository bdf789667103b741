import { EVENT_TYPES, importApi, type ImportJobDetail, type ImportProgress } from '@hub/contracts';
import { callApi, onBrowserEvent, onSocketState, toFailure, useSocketConnected, type ApiFailure } from '@hub/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MOVING } from '../../domain/importJobs';
import { needsReload, withProgress } from '../../domain/pushedProgress';

const POLL_MS = 1_500;

/** What the hook knows of one job beyond the render: the job shown, the latest push for it, the reads under way. */
interface Followed {
  job: ImportJobDetail | null;
  push: ImportProgress | null;
  reading: number;
}

/**
 * One import job as the page follows it (issue 26 item 5): loaded, then each progress pushed for it over
 * the tab's socket is merged in without a request. It is read again only when a push brings another
 * status (the plan, the check, the problems or the error come with it), when the socket connects again
 * (pushes may have been missed), and every 1.5 s while the job moves and the socket is down.
 */
export function useImportJob(jobId: string | null) {
  const [job, setJob] = useState<ImportJobDetail | null>(null);
  const [error, setError] = useState<ApiFailure | null>(null);
  const connected = useSocketConnected();
  const current = useRef(jobId);
  current.current = jobId;
  const followed = useRef<Followed>({ job: null, push: null, reading: 0 });

  const reload = useCallback(async (): Promise<void> => {
    const id = current.current;
    if (!id) return;
    const known = followed.current;
    const pushedBefore = known.push;
    known.reading++;
    try {
      const answer = await callApi(importApi.job, { params: { id } });
      if (current.current !== id) return;
      // A push that came during the read may be newer than the answer: merged in its status, else read again.
      const push = known.push !== pushedBefore ? known.push : null;
      if (push && needsReload(answer, push)) return void reload();
      known.job = push ? withProgress(answer, push) : answer;
      setJob(known.job);
      setError(null);
    } catch (e) {
      if (current.current === id) setError(toFailure(e));
    } finally {
      known.reading--;
    }
  }, []);

  useEffect(() => {
    const known: Followed = { job: null, push: null, reading: 0 };
    followed.current = known;
    setJob(null);
    setError(null);
    if (!jobId) return;
    void reload();
    const offPush = onBrowserEvent(EVENT_TYPES.IMPORT_PROGRESS, (push) => {
      if (push.jobId !== jobId) return;
      known.push = push;
      // A read under way weighs this push against its answer when that arrives.
      if (known.reading > 0) return;
      const shown = known.job;
      if (!shown || needsReload(shown, push)) return void reload();
      known.job = withProgress(shown, push);
      setJob(known.job);
      setError(null);
    });
    const offState = onSocketState((up) => {
      if (up) void reload();
    });
    return () => {
      offPush();
      offState();
    };
  }, [jobId, reload]);

  // The poll stands in for the pushes only while the socket is down.
  const moving = !!job && MOVING.has(job.status);
  useEffect(() => {
    if (!moving || connected) return;
    const timer = setInterval(() => void reload(), POLL_MS);
    return () => clearInterval(timer);
  }, [moving, connected, reload]);

  return { job, error, reload };
}
