import { EVENT_TYPES, importApi, type ImportProgress } from '@hub/contracts';
import { useCallback, useEffect, useState } from 'react';
import { callApi } from '../api/callApi';
import { isSocketConnected, onBrowserEvent, onSocketState } from './hubSocket';

const DISMISSED_KEY = 'hub.import.dismissed';
const RUNNING = new Set(['WAITING', 'CHECKING', 'PLANNING', 'IMPORTING']);
const POLL_MS = 5_000;
const RETRY_MS = 1_000;

function dismissedJobs(): string[] {
  try {
    return JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
}

/**
 * The merchant's current import as progress (spec section 3): read once, then pushed over the tab's
 * socket (at least once a second while it runs); a slower poll only while the socket is down, and a
 * read when it connects again (issue 26 item 5). It survives a reload and follows an import started in
 * another tab. `dismiss` hides a finished one in this browser.
 */
export function useImportProgress(enabled: boolean): { progress: ImportProgress | null; dismiss: () => void } {
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [dismissed, setDismissed] = useState<string[]>(dismissedJobs);

  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    // Pushes counted: an answer asked for before the latest push is older than what is shown.
    let pushes = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      const asked = pushes;
      clearTimeout(retry);
      return callApi(importApi.current).then(
        (p) => alive && asked === pushes && setProgress(p),
        // A failed read (a reload while the hub is busy) is tried again soon, not at the next poll.
        () => {
          if (alive) retry = setTimeout(() => void load(), RETRY_MS);
        },
      );
    };
    // The poll stands in for the pushes only while the socket is down; a (re)connection reads once for
    // what its absence missed.
    let timer: ReturnType<typeof setInterval> | undefined;
    const follow = (connected: boolean) => {
      clearInterval(timer);
      timer = connected
        ? undefined
        : setInterval(() => {
            if (document.visibilityState === 'visible') void load();
          }, POLL_MS);
    };
    void load();
    const off = onBrowserEvent(EVENT_TYPES.IMPORT_PROGRESS, (p) => {
      pushes++;
      setProgress(p);
    });
    follow(isSocketConnected());
    const offState = onSocketState((connected) => {
      follow(connected);
      if (connected) void load();
    });
    return () => {
      alive = false;
      off();
      offState();
      clearInterval(timer);
      clearTimeout(retry);
    };
  }, [enabled]);

  const dismiss = useCallback(() => {
    if (!progress) return;
    const next = [...dismissed.filter((id) => id !== progress.jobId), progress.jobId].slice(-20);
    localStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    setDismissed(next);
  }, [progress, dismissed]);

  const shown = progress && !dismissed.includes(progress.jobId) ? progress : null;
  return { progress: shown, dismiss };
}

export const isImportRunning = (p: Pick<ImportProgress, 'status'> | null): boolean => !!p && RUNNING.has(p.status);
