import type { Logger, ServiceEventing } from '@hub/service-kit';
import { claimProgressTicks } from '../db/jobs';
import { progressEvent } from './progress';
import { periodic } from '../periodic';

/**
 * Import progress at least once a second (issue 11 item 7): events come with each change of a job,
 * but a batch of the apply can take longer than a second, and the time left moves meanwhile. Every
 * `everyMs` the moving jobs whose progress was not sent since are sent again, with the time left
 * computed anew; the claim in the database makes several instances send each tick once.
 */
export function progressTicker(eventing: ServiceEventing, everyMs: number, logger?: Logger) {
  const tick = async () => {
    await eventing.transaction(async (tx, emit) => {
      // A little early rather than late (timers drift): the next tick must find this one's send due.
      for (const row of await claimProgressTicks(tx, Math.floor(everyMs * 0.9))) await emit(progressEvent(row));
    });
  };
  return periodic(tick, everyMs, (err) => logger?.warn({ err }, 'import progress not sent'));
}
