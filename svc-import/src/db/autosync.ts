import type { AutosyncOutcome } from '@hub/contracts';
import { sql, type Db, type Selectable, type StoreAutosync } from '@hub/service-kit';
import { importDb, type AutosyncStateTable } from './schema';

/** The autosync state of import sources (issue 13 item 2): next due run, last run and its outcome. */

export type AutosyncStateRow = Selectable<AutosyncStateTable>;

export async function autosyncStates(db: Db, sourceIds: readonly string[]): Promise<Map<string, AutosyncStateRow>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await importDb(db).selectFrom('autosync_state').selectAll().where('source_id', 'in', [...sourceIds]).execute();
  return new Map(rows.map((r) => [r.source_id, r]));
}

/** An autosync source with its store's schedule and zone (the store replica), and its state if any. */
export interface ScheduledSource {
  source_id: string;
  merchant_id: string;
  sid: string;
  name: string;
  kind: 'DATABASE' | 'WEB_SERVICE' | 'FTP' | 'OBJECT_STORAGE';
  tz: string | null;
  schedule: StoreAutosync | null;
  schedule_key: string | null;
  next_due_at: Date | null;
}

/** Every autosync source of an active store, with its state (all merchants: the scheduler's view). */
export async function scheduledSources(db: Db): Promise<ScheduledSource[]> {
  return db.query<ScheduledSource>(
    `select s.id as source_id, s.merchant_id, s.sid, s.name, s.kind, r.tz, r.autosync as schedule, st.schedule_key, st.next_due_at
       from "import".import_sources s
       join "import".store_replicas r on r.merchant_id = s.merchant_id and r.code = s.sid and r.active
       left join "import".autosync_state st on st.source_id = s.id
      where s.autosync`,
  );
}

/** Sets when a source runs next (a new or changed schedule); null: not at all. */
export async function scheduleSource(db: Db, source: Pick<ScheduledSource, 'source_id' | 'merchant_id'>, scheduleKey: string, nextDueAt: Date | null): Promise<void> {
  await db.query(
    `insert into "import".autosync_state (source_id, merchant_id, schedule_key, next_due_at) values ($1, $2, $3, $4)
     on conflict (source_id) do update set schedule_key = excluded.schedule_key, next_due_at = excluded.next_due_at, updated_at = now()`,
    [source.source_id, source.merchant_id, scheduleKey, nextDueAt],
  );
}

/** States of sources no longer marked autosync (or whose store went away) are dropped. */
export async function dropUnscheduled(db: Db): Promise<void> {
  await db.query(
    `delete from "import".autosync_state st where not exists (
       select 1 from "import".import_sources s join "import".store_replicas r on r.merchant_id = s.merchant_id and r.code = s.sid and r.active
        where s.id = st.source_id and s.autosync)`,
  );
}

/**
 * Claims one due run (now or earlier), locking its row so another instance skips it; null when none.
 * The caller moves it forward in the same transaction (recordAutosyncRun).
 */
export async function claimDueRun(tx: Db, now: Date): Promise<(ScheduledSource & { next_due_at: Date }) | null> {
  const rows = await tx.query<ScheduledSource & { next_due_at: Date }>(
    `select st.source_id, st.merchant_id, s.sid, s.name, s.kind, r.tz, r.autosync as schedule, st.schedule_key, st.next_due_at
       from "import".autosync_state st
       join "import".import_sources s on s.id = st.source_id and s.autosync
       join "import".store_replicas r on r.merchant_id = s.merchant_id and r.code = s.sid and r.active
      where st.next_due_at <= $1
      order by st.next_due_at
      limit 1
      for update of st skip locked`,
    [now],
  );
  return rows[0] ?? null;
}

export async function recordAutosyncRun(tx: Db, sourceId: string, run: { dueAt: Date; outcome: AutosyncOutcome; jobId: string | null; nextDueAt: Date | null }): Promise<void> {
  await importDb(tx)
    .updateTable('autosync_state')
    .set({ last_due_at: run.dueAt, last_outcome: run.outcome, last_job_id: run.jobId, next_due_at: run.nextDueAt, updated_at: sql<Date>`now()` })
    .where('source_id', '=', sourceId)
    .execute();
}
