import { EVENT_TYPES, nextAutosyncRun } from '@hub/contracts';
import { AppError, createEvent, type Db, type Logger, type ServiceEventing } from '@hub/service-kit';
import { claimDueRun, dropUnscheduled, recordAutosyncRun, scheduledSources, scheduleSource } from '../db/autosync';
import { createSourceJob, hasRunningImport } from '../db/jobs';
import { recordRun } from '../db/sources';
import { progressEvent } from '../events/progress';
import { scheduleKey } from './schedule-key';
import { periodic } from '../periodic';

export interface AutosyncDeps {
  db: Db;
  eventing: ServiceEventing;
  logger?: Logger;
  /** Wakes this instance's check workers once a run started a job. */
  wake: () => void;
}

export interface AutosyncTick {
  started: string[];
  skipped: string[];
}

/** The user a scheduled run is recorded as (the job's creator, the audit entry's user). */
export const AUTOSYNC_USER = 'autosync';
/** Runs started or skipped in one tick at most (the next tick takes the rest). */
const MAX_RUNS_PER_TICK = 50;

/**
 * The autosync scheduler (issue 13 item 2): each tick (1) gives every autosync source whose store's
 * schedule or zone is new or changed its next run, and (2) takes the runs now due one by one, each in
 * its own transaction with its state row locked (another instance skips it), starting the source's
 * job — or skipping the run while another import of the merchant runs — and moving its next run
 * forward. State lives in the database: a restart goes on where it stopped; a run missed while no
 * instance was up is made once at the next tick, then the schedule resumes from then.
 */
export function autosyncScheduler(deps: AutosyncDeps) {
  const refresh = async (now: Date) => {
    await dropUnscheduled(deps.db);
    for (const source of await scheduledSources(deps.db)) {
      const key = scheduleKey(source.schedule, source.tz);
      if (source.schedule_key === key) continue;
      const next = source.schedule ? nextAutosyncRun(source.schedule, source.tz ?? 'UTC', now) : null;
      await scheduleSource(deps.db, source, key, next);
    }
  };

  const runOne = async (now: Date): Promise<{ sourceId: string; started: boolean } | null> =>
    deps.eventing.transaction(async (tx, emit) => {
      const due = await claimDueRun(tx, now);
      if (!due) return null;
      const nextDueAt = due.schedule ? nextAutosyncRun(due.schedule, due.tz ?? 'UTC', now) : null;
      let jobId: string | null = null;
      if (!(await hasRunningImport(tx, due.merchant_id))) {
        // A savepoint: a unique violation (PDDI102) must not abort the transaction that moves the schedule on.
        await tx.query('savepoint autosync_job');
        try {
          const { row, cancelled } = await createSourceJob(tx, { merchantId: due.merchant_id, sid: due.sid, source: due.kind, sourceId: due.source_id, name: due.name, createdBy: AUTOSYNC_USER, createdById: AUTOSYNC_USER });
          await tx.query('release savepoint autosync_job');
          jobId = row.id;
          await recordRun(tx, due.source_id, row.id);
          await emit([
            ...cancelled.map((id) => createEvent(EVENT_TYPES.IMPORT_CANCEL_REQUESTED, due.merchant_id, { jobId: id })),
            progressEvent(row),
            deps.eventing.auditEvent(due.merchant_id, { userId: AUTOSYNC_USER, action: 'import.started', storeCode: due.sid, details: { jobId: row.id, sourceId: due.source_id, name: due.name, kind: due.kind, dueAt: due.next_due_at.toISOString() }, ip: null }),
          ]);
        } catch (error) {
          // Another instance's upload or run took the slot between the check and the insert.
          if (!(error instanceof AppError && error.code === 'PDDI102')) throw error;
          await tx.query('rollback to savepoint autosync_job');
        }
      }
      await recordAutosyncRun(tx, due.source_id, { dueAt: due.next_due_at, outcome: jobId ? 'STARTED' : 'SKIPPED_BUSY', jobId, nextDueAt });
      deps.logger?.info({ sourceId: due.source_id, merchantId: due.merchant_id, jobId, dueAt: due.next_due_at }, jobId ? 'autosync run started' : 'autosync run skipped: another import runs');
      return { sourceId: due.source_id, started: jobId !== null };
    });

  const tick = async (now: Date = new Date()): Promise<AutosyncTick> => {
    await refresh(now);
    const result: AutosyncTick = { started: [], skipped: [] };
    for (let i = 0; i < MAX_RUNS_PER_TICK; i++) {
      const run = await runOne(now);
      if (!run) break;
      (run.started ? result.started : result.skipped).push(run.sourceId);
    }
    if (result.started.length > 0) deps.wake();
    return result;
  };

  return {
    tick,
    /** Ticks every `everyMs` (0: never, e.g. in tests that drive `tick` with their own clock). */
    periodic: (everyMs: number) => periodic(() => tick(), everyMs, (err) => deps.logger?.error({ err }, 'autosync tick failed')),
  };
}

export type AutosyncScheduler = ReturnType<typeof autosyncScheduler>;
