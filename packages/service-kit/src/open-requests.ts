import type { RequestHandler } from 'express';
import { setTimeout as sleep } from 'node:timers/promises';
import { yieldToOthers } from './event-loop';

/**
 * The HTTP requests this process is answering now, so that long work done in turns on its own
 * thread can let them go first (issue 26 item 7). On PGlite the database runs inside the hub's
 * process: while one of an import's statements runs, nothing else does, not even the parsing of a
 * request. Between two such statements the requests that arrived meanwhile go first, and so do the
 * ones that follow them closely (a page's scripts, then its first calls), within a bound the work
 * sets, so that a steady stream of requests cannot hold the work up for ever.
 *
 * One count per process: the all-in-one hub's gateway and each service process of the distributed
 * mode count their own (socket.io's long-lived connections do not pass through Express).
 */
let open = 0;
let lastEnded = 0;
let idle: (() => void)[] = [];

/**
 * A request is being answered from now until the returned function is called (once counts; later
 * calls do nothing). `countOpenRequests` calls it for every request of an Express app.
 */
export function requestOpened(): () => void {
  open++;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    open--;
    lastEnded = performance.now();
    if (open === 0) {
      const waiting = idle;
      idle = [];
      for (const wake of waiting) wake();
    }
  };
}

/** Express middleware: each request counts as open until its answer is sent or its connection closes. */
export function countOpenRequests(): RequestHandler {
  return (_req, res, next) => {
    const ended = requestOpened();
    res.once('finish', ended);
    res.once('close', ended);
    next();
  };
}

/** Requests being answered now (for tests and diagnostics). */
export const openRequests = (): number => open;

/**
 * How long after the last request ended the work still waits for the next: a browser asks for a page's
 * scripts and then its data a few milliseconds apart, and the work should not start between them.
 */
export const REQUEST_QUIET_MS = 100;

function untilIdle(timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(done, timeoutMs);
    function done() {
      clearTimeout(timer);
      idle = idle.filter((w) => w !== done);
      resolve();
    }
    idle.push(done);
  });
}

/**
 * A turn of the event loop (`yieldToOthers`), then a wait while requests are being answered, or one
 * ended less than `quietMs` ago, for at most `maxWaitMs` in all.
 */
export async function yieldToRequests(maxWaitMs: number, quietMs = REQUEST_QUIET_MS): Promise<void> {
  await yieldToOthers();
  const deadline = performance.now() + maxWaitMs;
  for (;;) {
    const now = performance.now();
    if (now >= deadline) return;
    if (open > 0) {
      await untilIdle(deadline - now);
      continue;
    }
    const quietFor = now - lastEnded;
    if (quietFor >= quietMs) return;
    await sleep(Math.min(quietMs - quietFor, deadline - now));
  }
}
