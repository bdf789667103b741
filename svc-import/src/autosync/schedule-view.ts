import { nextAutosyncRun } from '@hub/contracts';
import { listStoreReplicas, type Db } from '@hub/service-kit';
import { autosyncStates } from '../db/autosync';
import { IMPORT_SCHEMA } from '../db/schema';
import type { SourceRow, SourceSchedule } from '../db/sources';
import { scheduleKey } from './schedule-key';

/**
 * Each source's next scheduled run and last one, as /erp shows them: the scheduler's state when it is
 * up to date with the store's schedule, else computed from the schedule (a source saved a moment ago,
 * before the scheduler's next tick).
 */
export async function schedulesOf(db: Db, merchantId: string, rows: readonly SourceRow[], now = new Date()): Promise<Map<string, SourceSchedule>> {
  const scheduled = rows.filter((r) => r.autosync);
  const schedules = new Map<string, SourceSchedule>();
  if (scheduled.length === 0) return schedules;
  const stores = new Map((await listStoreReplicas(db, IMPORT_SCHEMA, merchantId)).filter((s) => s.active).map((s) => [s.code, s]));
  const states = await autosyncStates(db, scheduled.map((r) => r.id));
  for (const row of scheduled) {
    const store = stores.get(row.sid);
    const state = states.get(row.id);
    const key = scheduleKey(store?.autosync ?? null, store?.tz ?? null);
    const next = state && state.schedule_key === key ? state.next_due_at : store?.autosync ? nextAutosyncRun(store.autosync, store.tz ?? 'UTC', now) : null;
    schedules.set(row.id, {
      nextRunAt: store ? (next ? new Date(next).toISOString() : null) : null,
      lastAutosync: state?.last_due_at && state.last_outcome ? { dueAt: new Date(state.last_due_at).toISOString(), outcome: state.last_outcome, jobId: state.last_job_id } : null,
    });
  }
  return schedules;
}
