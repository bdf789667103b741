import { IMPORT_BATCH_COLUMNS, IMPORT_PLAN_EXAMPLES, IMPORT_SKIPPED_ITEMS_SHOWN, MASTER_STORE, type ImportFieldChange, type ImportRunPhase, type ImportFileRule, type ImportPlan, type ImportStoreCounts, type ImportValue } from '@hub/contracts';
import { filterFieldsSql, keysForWriting } from './filter-keys';
import type { CopySource, Db } from '@hub/service-kit';
import { batchesHolding, countQuiet, IMPORT_ACTIONS, moveToReject, totalsPerStore, type BatchCounts, type RunBatchCounts } from '../domain/import-batch-counts';
import { countApplied, isApplied } from '../domain/import-batches';

/**
 * The SQL of imports into the catalogue (issue 11 item 5): runs, staging, the dry run and the
 * set-based apply. A record (ImportRecord as JSON) only sets what it holds: a key it lacks leaves the
 * product's value; a configured field given as null is cleared.
 */

export interface ImportRun {
  job_id: string;
  merchant_id: string;
  sid: string;
  batches: string[];
  /** In the job's words (@hub/contracts IMPORT_RUN_PHASES, migration 029). */
  phase: ImportRunPhase;
  staged: number;
  /** Batches applied from the first without a gap. */
  applied: number;
  /** Batches applied after a gap (batches are applied side by side: migration 027). */
  applied_ahead: number[];
  processed: number;
  n_inserted: number;
  n_modified: number;
  skipped: number;
  /** Cumulative counts per store, by store code. */
  store_counts: Record<string, Omit<ImportStoreCounts, 'sid'>>;
  /** A source run that marks the active products of its store(s) the file lacks inactive, after its last batch. */
  mark_missing_inactive: boolean;
  /** How many products it marked inactive (once the apply has ended). */
  n_deactivated: number;
  /** The dry run's snapshot (pg_snapshot text); null for a run planned before migration 024. */
  planned_snapshot: string | null;
  /** The transactions of the run's applied batches (xid8 text). */
  applied_xids: string[];
  /** The check has ended and `batches` is every batch of the file (issue 26 item 5: staging starts before). */
  checked: boolean;
  /** The check's attempt the batches come from. */
  attempt: number;
  /** A light line of this attempt named a row its product no longer holds (ADR 0044): the check is asked again. */
  light_pending: boolean;
  /** Batches whose dry run found a record to rehash (migration 031): each writes a hash, so it is applied alone. */
  rehash_batches: number[];
  /** The apply classified records again (migration 033): the dry run's rejections report is written again before the run ends. */
  rejections_stale: boolean;
  /** The finished import whose row digests this attempt's check knew (ADR 0044; migration 034); null: none. */
  known_from: string | null;
  /** Whether the attempt's light lines are unchanged without a lookup (noteLightTrusted); null until asked. */
  light_trusted: boolean | null;
}

const RUN = `job_id::text, merchant_id, sid, batches, phase, staged, applied, applied_ahead, processed, n_inserted, n_modified, skipped, store_counts, mark_missing_inactive, n_deactivated,
  planned_snapshot::text, applied_xids::text[] as applied_xids, checked, attempt, light_pending, rehash_batches, rejections_stale, known_from::text, light_trusted`;
/** The phase of a run still staging: PLANNING once the check has ended (`checked`, the parameter named), else CHECKING. */
const PHASE_OF_CHECKED = (param: string) => `case when ${param}::boolean then 'PLANNING' else 'CHECKING' end`;
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
const parseRun = (r: ImportRun): ImportRun => ({ ...r, batches: json<string[]>(r.batches), store_counts: json<ImportRun['store_counts']>(r.store_counts) ?? {} });

/** A run's counts per store, in store order. */
export const storeCountsOf = (run: ImportRun): ImportStoreCounts[] =>
  Object.entries(run.store_counts)
    .map(([sid, c]) => ({ sid, ...c }))
    .sort((a, b) => a.sid.localeCompare(b.sid));

/** What svc-import said of a run's batches: every one (`checked`, the check has ended) or those stored so far. */
export interface CheckedBatches {
  jobId: string;
  merchantId: string;
  sid: string;
  batches: string[];
  markMissingInactive: boolean;
  attempt: number;
  checked: boolean;
  /** The finished import whose digests the check knew (ADR 0044); none: null. */
  knownFrom?: string | null;
}

/**
 * Notes a check's batches on its run (issue 26 item 5), creating the run with the first: a longer list
 * of the same attempt replaces the run's, the check's end marks it checked, a later attempt (a check
 * taken over, which starts again) drops what the earlier one staged. Repeated, late or earlier-attempt
 * events and runs past staging change nothing. Answers whether a worker has new work.
 */
export async function noteCheckedBatches(tx: Db, said: CheckedBatches): Promise<boolean> {
  const created = await tx.query(
    `insert into catalog.import_runs (job_id, merchant_id, sid, batches, phase, mark_missing_inactive, checked, attempt, known_from)
     values ($1, $2, $3, $4::jsonb, ${PHASE_OF_CHECKED('$6')}, $5, $6, $7, $8::uuid) on conflict (job_id) do nothing returning job_id`,
    [said.jobId, said.merchantId, said.sid, JSON.stringify(said.batches), said.markMissingInactive, said.checked, said.attempt, said.knownFrom ?? null],
  );
  if (created.length > 0) return true;
  const run = await runById(tx, said.jobId, { lock: true });
  if (!run || run.merchant_id !== said.merchantId || run.phase !== 'CHECKING' || run.checked || said.attempt < run.attempt) return false;
  if (said.attempt > run.attempt) {
    await deleteStaged(tx, said.jobId);
    await tx.query(
      `update catalog.import_runs set batches = $2::jsonb, staged = 0, batch_counts = '{}', rehash_batches = '{}', attempt = $3, checked = $4, light_pending = false,
              known_from = $5::uuid, light_trusted = null, phase = ${PHASE_OF_CHECKED('$4')}, updated_at = now() where job_id = $1`,
      [said.jobId, JSON.stringify(said.batches), said.attempt, said.checked, said.knownFrom ?? null],
    );
    return true;
  }
  if (!said.checked && said.batches.length <= run.batches.length) return false;
  await tx.query(`update catalog.import_runs set batches = $2::jsonb, checked = $3, phase = ${PHASE_OF_CHECKED('$3')}, updated_at = now() where job_id = $1`, [said.jobId, JSON.stringify(said.batches), said.checked]);
  return true;
}

/** A light line of the run's batch was not taken (ADR 0044): once checked, the run asks for the check again. */
export async function noteLightPending(tx: Db, jobId: string): Promise<void> {
  await tx.query('update catalog.import_runs set light_pending = true where job_id = $1 and not light_pending', [jobId]);
}

/**
 * A checked run of `attempt` drops its staging and waits, CHECKING, for the next attempt's batches (ADR
 * 0044: its check is asked again; svc-import's claim of it makes attempt + 1, so a late event of this
 * attempt changes nothing); false when it moved on meanwhile (cancelled, another attempt).
 */
export async function awaitNewAttempt(tx: Db, jobId: string, attempt: number): Promise<boolean> {
  const reset = await tx.query(
    `update catalog.import_runs set phase = 'CHECKING', checked = false, batches = '[]'::jsonb, staged = 0, batch_counts = '{}', rehash_batches = '{}', light_pending = false, attempt = attempt + 1,
            lease_owner = null, lease_until = null, updated_at = now()
      where job_id = $1 and attempt = $2 and phase in ('CHECKING', 'PLANNING') and light_pending returning job_id`,
    [jobId, attempt],
  );
  if (reset.length === 0) return false;
  await deleteStaged(tx, jobId);
  return true;
}

/** A worker that staged every batch there is of a run still being checked lets it go until the next batch. */
export async function releaseRun(db: Db, jobId: string, owner: string): Promise<void> {
  await db.query(`update catalog.import_runs set lease_owner = null, lease_until = null where job_id = $1 and lease_owner = $2`, [jobId, owner]);
}

/** A run whose staging a database crash emptied (the table is unlogged) stages from its first batch again. */
export async function restartStaging(db: Db, jobId: string): Promise<void> {
  await db.query(`update catalog.import_runs set staged = 0, batch_counts = '{}', rehash_batches = '{}', updated_at = now() where job_id = $1 and phase in ('CHECKING', 'PLANNING')`, [jobId]);
}

/** READY → IMPORTING (the user applied); a run in another phase is left as it is. */
export async function requestApply(tx: Db, jobId: string, merchantId: string): Promise<void> {
  await tx.query(`update catalog.import_runs set phase = 'IMPORTING', updated_at = now() where job_id = $1 and merchant_id = $2 and phase = 'READY'`, [jobId, merchantId]);
}

/**
 * Any unfinished run → CANCELLING: the worker stops after its current batch and drops the staging. A job
 * without a run yet is noted CANCELLED, so a batch of its check announced late (Kafka keeps no order
 * between event types) does not start one.
 */
export async function requestCancel(tx: Db, jobId: string, merchantId: string): Promise<void> {
  await tx.query(
    `insert into catalog.import_runs (job_id, merchant_id, sid, batches, phase) values ($1, $2, '', '[]', 'CANCELLED')
     on conflict (job_id) do update set phase = 'CANCELLING', updated_at = now()
      where import_runs.merchant_id = $2 and import_runs.phase in ('CHECKING', 'PLANNING', 'READY', 'IMPORTING')`,
    [jobId, merchantId],
  );
}

/** Claims a run with work (staging, applying, cancelling) whose lease is free or ran out. */
export async function claimRun(db: Db, owner: string, leaseMs: number): Promise<ImportRun | null> {
  const rows = await db.query<ImportRun>(
    `update catalog.import_runs r set lease_owner = $1, lease_until = now() + ($2::int * interval '1 millisecond')
      where r.job_id = (select job_id from catalog.import_runs
                         where phase in ('CHECKING', 'PLANNING', 'IMPORTING', 'CANCELLING') and (lease_until is null or lease_until < now())
                           -- A run still being checked has work only when a batch waits to be staged.
                           and (phase <> 'CHECKING' or staged < jsonb_array_length(batches))
                         order by created_at limit 1 for update skip locked)
      returning ${RUN}`,
    [owner, leaseMs],
  );
  return rows[0] ? parseRun(rows[0]) : null;
}

export async function renewRun(db: Db, jobId: string, owner: string, leaseMs: number): Promise<boolean> {
  const rows = await db.query(`update catalog.import_runs set lease_until = now() + ($3::int * interval '1 millisecond') where job_id = $1 and lease_owner = $2 returning job_id`, [
    jobId,
    owner,
    leaseMs,
  ]);
  return rows.length > 0;
}

/** The run as it is now (its phase may have changed: a cancel); `lock` holds its row until `db`'s transaction ends. */
export async function runById(db: Db, jobId: string, options: { lock?: boolean } = {}): Promise<ImportRun | null> {
  const rows = await db.query<ImportRun>(`select ${RUN} from catalog.import_runs where job_id = $1${options.lock ? ' for update' : ''}`, [jobId]);
  return rows[0] ? parseRun(rows[0]) : null;
}

/** Where each column of a batch line goes in staging: the record as text, parsed only when needed (migration 026). */
const STAGING_COLUMN: Record<(typeof IMPORT_BATCH_COLUMNS)[number], string> = {
  sid: 'sid',
  product_code: 'product_code',
  row_number: 'row_number',
  rfid_tag: 'rfid_tag',
  rec: 'rec_text',
  digest: 'digest',
};

/**
 * Copies batch `n` (COPY text lines of @hub/contracts import-batch.ts) into the staging table in one
 * `COPY`, in `tx`: the rows' job and batch come from the transaction's settings (the table's defaults,
 * migration 024). Answers the rows copied. The batch is classified afterwards, and counted staged
 * (countStaged) last in its transaction: the run's row is locked from then until the commit.
 */
export async function stageBatch(tx: Db, run: ImportRun, n: number, lines: CopySource, lightUnchanged = false): Promise<number> {
  // `lightUnchanged` (a trusted run, noteLightTrusted): every line is staged unchanged, and those with a
  // record are classified after it (classifyRecords with `recordsOnly`).
  await tx.query(`select set_config('hub.import_job', $1, true), set_config('hub.import_batch', $2, true), set_config('hub.import_light_action', $3, true)`, [
    run.job_id,
    String(n),
    lightUnchanged ? 'unchanged' : '',
  ]);
  return tx.copyFrom(`copy catalog.import_staging (${STAGED_COLUMNS}) from stdin`, lines);
}

const STAGED_COLUMNS = IMPORT_BATCH_COLUMNS.map((c) => STAGING_COLUMN[c]).join(', ');
/** Where a run's lines are staged: light lines of a trusted run apart (migration 036), every other line in catalog.import_staging. */
const STAGING_TABLES = ['catalog.import_staging', 'catalog.import_light'] as const;

/**
 * Copies batch `n`, a batch of light lines only (isLightBatchKey) of a run that trusts its light lines
 * (noteLightTrusted), into catalog.import_light in one `COPY`, in `tx`: each line is unchanged as
 * staged, never classified or looked up (migration 036). Answers its lines per store, for its counts.
 */
export async function stageLightBatch(tx: Db, run: ImportRun, n: number, lines: CopySource): Promise<Array<{ sid: string; n: number }>> {
  await tx.query(`select set_config('hub.import_job', $1, true), set_config('hub.import_batch', $2, true)`, [run.job_id, String(n)]);
  await tx.copyFrom(`copy catalog.import_light (${STAGED_COLUMNS}) from stdin`, lines);
  const rows = await tx.query<{ sid: string; n: string }>(`select sid, count(*) as n from catalog.import_light where job_id = $1 and batch = $2 group by sid`, [run.job_id, n]);
  return rows.map((r) => ({ sid: r.sid, n: Number(r.n) }));
}

/**
 * Counts batch `n` staged on its run, with what its classification found (`counts`), in the transaction
 * that staged it; throws StagedMeanwhile (which rolls `tx` back) when the run moved on meanwhile:
 * another worker staged the batch, or a new attempt of the check dropped the run's staging.
 */
export async function countStaged(tx: Db, run: ImportRun, n: number, counts: BatchCounts, rehash = false): Promise<void> {
  const counted = await tx.query(
    `update catalog.import_runs set staged = $2 + 1, batch_counts = jsonb_set(batch_counts, array[$2::text], $4::jsonb),
            rehash_batches = case when $5::boolean then rehash_batches || $2::int else rehash_batches end, updated_at = now()
      where job_id = $1 and staged = $2 and attempt = $3 returning job_id`,
    [run.job_id, n, run.attempt, JSON.stringify(counts), rehash],
  );
  if (counted.length === 0) throw new StagedMeanwhile();
}

/** Thrown inside stageBatch's transaction to roll its COPY back: the run moved on while it copied. */
export class StagedMeanwhile extends Error {
  constructor() {
    super('the run moved on while its batch was copied');
  }
}

/** Refreshes the planner's statistics of the staging table (after a run staged its batches). */
export async function analyzeStaging(db: Db): Promise<void> {
  for (const table of STAGING_TABLES) await db.query(`analyze ${table}`);
}

/**
 * Refreshes the planner's statistics of the products, before a run looks its records up, while and
 * after it writes them, on both databases: PGlite has no autovacuum, and a server's runs a minute or
 * more behind a fast import. With the statistics of a catalogue a tenth the size, the planner took a
 * (merchant, store) index for a record's lookup by product code and filtered a whole store for each
 * record: 30 s for a batch of 5,000 on PGlite, 15 s for 20,000 on the server; 0.1–0.5 s once analyzed.
 */
/** Analyzes the products; answers how many rows PostgreSQL now counts in the table (every merchant's). */
export async function analyzeProducts(db: Db): Promise<number> {
  await db.query('analyze catalog.products');
  const rows = await db.query<{ rows: number }>(`select greatest(reltuples, 0)::float8 as rows from pg_class where oid = 'catalog.products'::regclass`);
  return Number(rows[0]?.rows ?? 0);
}

/**
 * analyzeProducts unless the server's statistics are fresh: analyzed before, and fewer than a tenth of
 * the products (and 50) inserted, updated or deleted since (autovacuum's own default threshold). A
 * re-sync of an unchanged catalogue of 1,000,000 products paid 1.3 s or more for an analyze that
 * changed nothing. PGlite keeps no such counters: it always analyzes.
 */
export async function analyzeProductsIfStale(db: Db): Promise<void> {
  if (db.kind !== 'pglite') {
    const rows = await db.query<{ fresh: boolean }>(
      `select (coalesce(last_analyze, last_autoanalyze) is not null and n_mod_since_analyze <= 50 + 0.1 * n_live_tup) as fresh
         from pg_stat_user_tables where relid = 'catalog.products'::regclass`,
    );
    if (rows[0]?.fresh === true) return;
  }
  await analyzeProducts(db);
}

/**
 * Whether a run (or one batch of it) has records in staging. The staging table is unlogged (fast, not
 * crash-safe): after a database crash it is empty, and the run stages its batches again from storage.
 * One probe of the batch index: a count of a million-row run's staging, asked each time a worker took
 * the run up again while the check went on, grew to 2 s.
 */
export async function hasStaged(db: Db, jobId: string, batch?: number): Promise<boolean> {
  const where = batch === undefined ? 'job_id = $1' : 'job_id = $1 and batch = $2';
  const rows = await db.query<{ found: boolean }>(
    `select exists (select 1 from catalog.import_staging where ${where}) or exists (select 1 from catalog.import_light where ${where}) as found`,
    batch === undefined ? [jobId] : [jobId, batch],
  );
  return rows[0]?.found === true;
}

/** The batches of a run that have records in staging (after a database crash: none). */
export async function stagedBatches(db: Db, jobId: string): Promise<Set<number>> {
  const rows = await db.query<{ batch: number }>(
    'select distinct batch from catalog.import_staging where job_id = $1 union select distinct batch from catalog.import_light where job_id = $1',
    [jobId],
  );
  return new Set(rows.map((r) => Number(r.batch)));
}

/** How a record's row hash starts (ADR 0035): a product's import hash without it was made otherwise (before migration 026). */
const IMPORT_HASH_PREFIX = 'r';
/** The record part of a row hash: 'r' and md5 of the record's staged text (ADR 0035). */
const RECORD_HASH = (text: string) => `'${IMPORT_HASH_PREFIX}' || md5(${text})`;
/** How long the record part is: the row's digest follows it (ADR 0044). */
const RECORD_HASH_CHARS = 33;

/** Is the staged record (alias `s`) what the product `p` already holds, for every key the record has? */
const unchanged = (s: string) => `(
     (not (${s}.rec ? 'rfidTag') or p.rfid_tag is not distinct from ${s}.rec->>'rfidTag')
 and (not (${s}.rec ? 'designNumber') or p.design_number is not distinct from ${s}.rec->>'designNumber')
 and (not (${s}.rec ? 'itemType') or p.item_type is not distinct from ${s}.rec->>'itemType')
 and (not (${s}.rec ? 'itemStatus') or p.item_status is not distinct from ${s}.rec->>'itemStatus')
 and (not (${s}.rec ? 'active') or p.active = (${s}.rec->>'active')::boolean)
 and (not (${s}.rec ? 'imageName') or p.image_name = array(select jsonb_array_elements_text(${s}.rec->'imageName')))
 and not exists (select 1 from jsonb_each(${s}.rec->'fields') e
                  where (p.fields->e.key) is distinct from nullif(e.value, 'null'::jsonb)))`;

/**
 * A record's lookup of its product by key: the ordering only the unique (merchant, store, code) index
 * gives without a sort, so the planner takes it even when the statistics lag behind a growing
 * catalogue (then every index starting with (merchant, store) looks as cheap, and one of them filtered
 * a whole store for each record: 16 s for a batch of 20,000 instead of 0.3 s).
 */
const BY_KEY = 'order by p.merchant_id, p.sid, p.product_code limit 1';

/** Only the records of these keys (a re-check), or every record of the batch. */
export interface RecordKeys {
  sids: string[];
  productCodes: string[];
}

/**
 * Sorts the staged records of a run's batch (or of some of its keys) into create, update, unchanged
 * and reject, and notes each one's row hash and product (classifyRecords), then refuses the tags
 * another product keeps (rejectHeldTags). The dry run does the first step as each batch is staged and
 * the second once the whole file is; the apply's re-check does both.
 */
export async function classify(tx: Db, run: ImportRun, batch: number, keys?: RecordKeys): Promise<void> {
  // The apply cannot ask for a light line's record any more: a product changed since the dry run keeps what it holds.
  await classifyRecords(tx, run, batch, keys, 'unchanged');
  await rejectHeldTags(tx, run, batch, keys);
}

const keyParams = (run: ImportRun, batch: number, keys?: RecordKeys) => {
  const params: unknown[] = [run.job_id, run.merchant_id, batch];
  if (keys) params.push(keys.sids, keys.productCodes);
  return { params, inKeys: keys ? 'and (s0.sid, s0.product_code) in (select * from unnest($4::text[], $5::text[]))' : '' };
};

/**
 * Create, update or unchanged for each staged record of a batch (or of some of its keys), with its row
 * hash and product, in one update of the batch's rows: each row looks its product up by key through
 * the unique index (a lateral lookup, whatever the planner's statistics say of the products), and no
 * row is joined back to the batch (with the statistics of a staging table that grows while it is
 * classified, a join back ran once per pair: 55 s for a batch of 20,000). The batch's rows are read
 * through the staging's batch index: a scan of the whole table for every batch would grow with the
 * square of the file.
 *
 * The row hash is the record part, 'r' || md5 of the record's text as staged (ADR 0035), followed by
 * the row's digest when the line has one (ADR 0044). A product whose hash has the record's part holds
 * what it gives: unchanged, and the record is never parsed (under another digest it is marked
 * `rehash`: the apply notes the new hash on the product). A product with another hash of that form
 * holds what an import gave it since and nothing else changed it (other writers clear the hash): the
 * record updates it. Only a product with no such hash (made by hand, changed by another writer,
 * imported before migration 026) or marked missing has the record compared field by field; found
 * unchanged, it is marked `rehash`. Every record but the unchanged by hash is parsed into `rec` here,
 * beside the check, so the apply after it only reads it.
 *
 * A light line (no record, ADR 0044) is unchanged when its product, not marked missing, still holds
 * its digest; otherwise `lightMiss`: 'pending' while staging (the run then asks for the check again,
 * every row mapped), 'unchanged' in the apply's re-check (the product keeps what it holds; its cleared
 * hash makes the next import map the row).
 */
export async function classifyRecords(
  tx: Db,
  run: ImportRun,
  batch: number,
  keys?: RecordKeys,
  lightMiss: 'pending' | 'unchanged' = 'pending',
  recordsOnly = false,
): Promise<Array<{ sid: string; action: string; rehash: boolean }>> {
  const { params, inKeys } = keyParams(run, batch, keys);
  const only = recordsOnly ? 'and s0.rec_text is not null' : '';
  await tx.query(`select set_config('enable_seqscan', 'off', true)`);
  const classified = await tx.query<{ sid: string; action: string; rehash: boolean }>(
    `update catalog.import_staging s0 set (action, reject_code, hash, product_id, keeps_tag, rec, rehash) = (
       select case when s0.rec_text is null
                   then case when p.id is not null and p.missing_since is null and p.import_hash like '${IMPORT_HASH_PREFIX}%'
                                  and substr(p.import_hash, ${RECORD_HASH_CHARS + 1}) = s0.digest then 'unchanged'
                             else '${lightMiss}' end
                   when p.id is null then 'create'
                   when p.missing_since is not null and coalesce((j.rec->>'active')::boolean, true) then 'update'
                   when left(p.import_hash, ${RECORD_HASH_CHARS}) = h.record_hash then 'unchanged'
                   when p.import_hash like '${IMPORT_HASH_PREFIX}%' then 'update'
                   when ${unchanged('j')} then 'unchanged'
                   else 'update' end,
              null, coalesce(h.hash, p.import_hash), p.id, coalesce(p.rfid_tag = s0.rfid_tag, false), j.rec,
              s0.rec_text is not null and p.id is not null and p.import_hash is distinct from h.hash
         -- offset 0: each a value computed once, not an expression copied into every place that reads it
         -- (the record would be parsed once for each of its keys the comparison asks about).
         from (select r.record_hash, r.record_hash || coalesce(s0.digest, '') as hash
                 from (select ${RECORD_HASH('s0.rec_text')} as record_hash offset 0) r offset 0) h
         left join lateral (select p.* from catalog.products p
                             where p.merchant_id = $2 and p.sid = s0.sid and p.product_code = s0.product_code ${BY_KEY}) p on true
         -- Parsed unless the hash says unchanged: here, beside the check, rather than in the apply after it.
         cross join lateral (select case when left(p.import_hash, ${RECORD_HASH_CHARS}) is distinct from h.record_hash then coalesce(s0.rec, s0.rec_text::jsonb) end as rec offset 0) j)
      where s0.job_id = $1 and s0.batch = $3 ${inKeys} ${only}
      returning s0.sid, s0.action, s0.rehash`,
    params,
  );
  await tx.query(`select set_config('enable_seqscan', 'on', true)`);
  return classified;
}

/** A trusted batch's light lines (staged unchanged by their COPY), one row per store with how many. */
export async function lightLinesOf(tx: Db, run: ImportRun, batch: number): Promise<Array<{ sid: string; n: number }>> {
  const rows = await tx.query<{ sid: string; n: string }>(
    `select sid, count(*) as n from catalog.import_staging where job_id = $1 and batch = $2 and rec_text is null group by sid`,
    [run.job_id, batch],
  );
  return rows.map((r) => ({ sid: r.sid, n: Number(r.n) }));
}

/** The largest transaction id (xid8): the open end of the last range noteLightTrusted probes. */
const XID8_MAX = '18446744073709551615';

/**
 * Whether the run's light lines can be taken as unchanged without looking each product up (ADR 0044,
 * "Next"; migration 034), asked once per attempt, when its first batch is staged (after its dry run's
 * snapshot), and noted on the run. They can when the import its check knew the digests of (`known_from`)
 * finished, and since that import's dry run no transaction but its own batches wrote a product of the
 * merchant, in any store, or deleted one: then every product still holds what that import left it, and a
 * light line names a row whose digest it held. Any write since sends the run back to the lookups. A write
 * after this run's own dry-run snapshot is the apply's re-check's, as for every run.
 */
export async function noteLightTrusted(db: Db, run: ImportRun): Promise<boolean> {
  if (run.light_trusted !== null) return run.light_trusted;
  let trusted = false;
  if (run.known_from !== null) {
    const rows = await db.transaction(async (tx) => {
      await tx.query(`select set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true)`);
      return tx.query<{ trusted: boolean }>(
        `select k.phase = 'FINISHED' and k.planned_snapshot is not null
                -- Per store, one short probe of the (merchant, store, changed_xid) index in each range between
                -- that import's own transactions: the products it wrote itself (up to every one) are never read.
                and not exists (select 1
                                  from (select distinct c.sid from catalog.product_counts c where c.merchant_id = $1) st
                                  cross join (select o.x as lo, lead(o.x) over (order by o.x) as hi from unnest(k.applied_xids) o(x)
                                              union all select null, min(o.x) from unnest(k.applied_xids) o(x)) g
                                  cross join lateral (select 1 from catalog.products p
                                                       where p.merchant_id = $1 and p.sid = st.sid
                                                         and p.changed_xid >= pg_snapshot_xmin(k.planned_snapshot)
                                                         and p.changed_xid > coalesce(g.lo, '0'::xid8)
                                                         and p.changed_xid < coalesce(g.hi, '${XID8_MAX}'::xid8)
                                                         and not pg_visible_in_snapshot(p.changed_xid, k.planned_snapshot)
                                                       limit 1) w)
                and not exists (select 1 from catalog.product_deletions d
                                 where d.merchant_id = $1 and not pg_visible_in_snapshot(d.last_xid, k.planned_snapshot)) as trusted
           from catalog.import_runs k where k.job_id = $2 and k.merchant_id = $1`,
        [run.merchant_id, run.known_from],
      );
    });
    trusted = rows[0]?.trusted === true;
  }
  await db.query('update catalog.import_runs set light_trusted = $2 where job_id = $1 and attempt = $3 and light_trusted is null', [run.job_id, trusted, run.attempt]);
  return trusted;
}

/**
 * PDFV107 for the records of a batch (or of some of its keys) that would create or update a product
 * with a tag another product of the merchant keeps, unless this import takes the tag from that product
 * (its record in the file has another tag): a question of the whole file, asked once it is staged. A
 * record whose product already holds the tag it gives (keeps_tag) gives no product a tag it lacked.
 */
export async function rejectHeldTags(tx: Db, run: ImportRun, batch: number, keys?: RecordKeys): Promise<Array<{ sid: string; action: string }>> {
  const { params, inKeys } = keyParams(run, batch, keys);
  // Answers each refused record's store and the action it had (the batch's counts move it to reject).
  return tx.query<{ sid: string; action: string }>(
    `with held as (
       select s.ctid as at, s.sid, s.action from catalog.import_staging s
      where s.job_id = $1 and s.batch = $3 ${inKeys.replaceAll('s0.', 's.')} and s.action in ('create', 'update') and s.rfid_tag is not null and not s.keeps_tag
        and exists (select 1 from catalog.products p
                     where p.merchant_id = $2 and p.rfid_tag = s.rfid_tag and (p.sid, p.product_code) <> (s.sid, s.product_code)
                       and not exists (select 1 from catalog.import_staging o
                                        where o.job_id = s.job_id and o.sid = p.sid and o.product_code = p.product_code
                                          and coalesce(o.rec, o.rec_text::jsonb) ? 'rfidTag' and o.rfid_tag is distinct from p.rfid_tag))
        for update)
     update catalog.import_staging s set action = 'reject', reject_code = 'PDFV107' from held where s.ctid = held.at
     returning held.sid, held.action`,
    params,
  );
}

/** The run classified records again after its dry run (a batch staged again): its rejections report is written again before it ends. */
export async function noteRejectionsStale(tx: Db, jobId: string): Promise<void> {
  await tx.query('update catalog.import_runs set rejections_stale = true where job_id = $1 and not rejections_stale', [jobId]);
}

/** Batch `n`'s counts once the records rejectHeldTags answered (`moved`) are rejects, in its transaction. */
export async function noteRejectedTags(tx: Db, jobId: string, n: number, moved: ReadonlyArray<{ sid: string; action: string }>): Promise<void> {
  if (moved.length === 0) return;
  const rows = await tx.query<{ counts: unknown }>(`select batch_counts->$2::text as counts from catalog.import_runs where job_id = $1 for update`, [jobId, n]);
  const counts = moveToReject(json<BatchCounts | null>(rows[0]?.counts) ?? {}, moved);
  await tx.query(`update catalog.import_runs set batch_counts = jsonb_set(batch_counts, array[$2::text], $3::jsonb) where job_id = $1`, [jobId, n, JSON.stringify(counts)]);
}

/**
 * What each staged batch of a run holds (countStaged); a batch staged without its counts (none since
 * migration 028 emptied the staging, but cheap to make sure of) is counted from the staging.
 */
export async function batchCountsOf(db: Db, run: ImportRun): Promise<RunBatchCounts> {
  const rows = await db.query<{ counts: unknown }>(`select batch_counts as counts from catalog.import_runs where job_id = $1`, [run.job_id]);
  const counts = json<RunBatchCounts | null>(rows[0]?.counts) ?? {};
  for (let n = 0; n < run.batches.length; n++) {
    if (counts[String(n)]) continue;
    const found = await db.query<{ sid: string; action: string; n: string }>(
      `select sid, action, count(*) as n from catalog.import_staging where job_id = $1 and batch = $2 group by sid, action
       union all select sid, 'unchanged', count(*) from catalog.import_light where job_id = $1 and batch = $2 group by sid`,
      [run.job_id, n],
    );
    const batch: BatchCounts = {};
    for (const r of found) if ((IMPORT_ACTIONS as readonly string[]).includes(r.action)) (batch[r.sid] ??= {})[r.action as (typeof IMPORT_ACTIONS)[number]] = Number(r.n);
    counts[String(n)] = batch;
  }
  return counts;
}

/**
 * Notes the dry run's snapshot on the run, before its first batch is classified: whatever a
 * transaction that snapshot cannot see writes may have come after a batch's classification.
 */
export async function notePlannedSnapshot(db: Db, jobId: string): Promise<void> {
  await db.query(`update catalog.import_runs set planned_snapshot = pg_current_snapshot(), applied_xids = '{}', updated_at = now() where job_id = $1`, [jobId]);
}

/** A product row's writer (`xid`) came after the dry run's snapshot (`snapshot`) and is none of the run's own batches (`own`). */
const writtenSincePlan = (xid: string, snapshot = '$4', own = '$5') => `(not pg_visible_in_snapshot(${xid}, ${snapshot}::pg_snapshot) and ${xid} <> all(${own}::xid8[]))`;

/**
 * Whether any product of the merchant, in any store, was written since the dry run by a transaction
 * other than the run's own batches: one short range of the (merchant, store, changed_xid) index per
 * store, from the snapshot's xmin on (what came before it the snapshot saw), stopping at the first.
 * When none was, nothing the dry run classified can have moved (products are never deleted; every
 * writer of a product's values or tag notes changed_xid), and the apply need not look each record up
 * again (issue 26: 0.1–0.3 s a batch, a fifth of an unchanged re-sync of 1,000,000 rows). Asked only
 * while the run itself has written nothing: else the range holds the run's own rows.
 */
export async function writtenSincePlanByOthers(tx: Db, run: ImportRun): Promise<boolean> {
  await tx.query(`select set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true)`);
  const rows = await tx.query<{ written: boolean }>(
    `select exists (select 1 from catalog.products p
                     where p.merchant_id = $1
                       and p.sid = any(array(select distinct c.sid from catalog.product_counts c where c.merchant_id = $1))
                       and p.changed_xid >= pg_snapshot_xmin($2::pg_snapshot)
                       and ${writtenSincePlan('p.changed_xid', '$2', '$3')}) as written`,
    [run.merchant_id, run.planned_snapshot, run.applied_xids],
  );
  await tx.query(`select set_config('enable_seqscan', 'on', true), set_config('enable_bitmapscan', 'on', true)`);
  return rows[0]?.written === true;
}

/**
 * The records of batch `n` the dry run may have classified on a catalogue that changed since (issue 26
 * item 3: the apply re-checks, it does not classify again): a record whose product another transaction
 * wrote, created or removed since the dry run's snapshot, whose tag a product written since holds, or
 * that was rejected (its tag's holder may have let it go). The run's own batches are not "since".
 */
export async function changedSincePlan(tx: Db, run: ImportRun, n: number): Promise<RecordKeys> {
  const rows = await tx.query<{ sid: string; product_code: string }>(
    `select s.sid, s.product_code
       from catalog.import_staging s
       left join lateral (select p.id, p.changed_xid from catalog.products p
                           where p.merchant_id = $2 and p.sid = s.sid and p.product_code = s.product_code ${BY_KEY}) p on true
      where s.job_id = $1 and s.batch = $3
        and (s.action = 'reject'
             or p.id is distinct from s.product_id
             or (p.id is not null and ${writtenSincePlan('p.changed_xid')})
             -- A scalar subquery, not EXISTS (which drops the ordering): the (merchant, tag) index, whatever the statistics.
             -- An unchanged record writes nothing, and its product holds its tag (else it was written since).
             or (s.action <> 'unchanged' and s.rfid_tag is not null
                 and coalesce((select true from catalog.products h
                                where h.merchant_id = $2 and h.rfid_tag = s.rfid_tag and h.id is distinct from s.product_id
                                  and ${writtenSincePlan('h.changed_xid')}
                                order by h.merchant_id, h.rfid_tag limit 1), false)))`,
    [run.job_id, run.merchant_id, n, run.planned_snapshot, run.applied_xids],
  );
  return { sids: rows.map((r) => r.sid), productCodes: rows.map((r) => r.product_code) };
}

type FixedKey = 'rfidTag' | 'designNumber' | 'itemType' | 'itemStatus' | 'active' | 'imageName';
const FIXED_COLUMNS: Record<FixedKey, string> = {
  rfidTag: 'rfid_tag',
  designNumber: 'design_number',
  itemType: 'item_type',
  itemStatus: 'item_status',
  active: 'active',
  imageName: 'image_name',
};

/** What an update changes, field by field (the dry run's examples). */
function changesOf(rec: Record<string, unknown>, product: Record<string, unknown>): ImportFieldChange[] {
  const changes: ImportFieldChange[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  for (const [key, column] of Object.entries(FIXED_COLUMNS)) {
    if (!(key in rec)) continue;
    if (!same(product[column], rec[key])) changes.push({ field: key, from: (product[column] ?? null) as ImportValue | null, to: (rec[key] ?? null) as ImportValue | null });
  }
  // Marked inactive as missing from a source, the product comes back active with the file.
  if (!('active' in rec) && product.missing_since != null) changes.push({ field: 'active', from: false, to: true });
  const fields = (rec.fields ?? {}) as Record<string, ImportValue | null>;
  const now = (product.fields ?? {}) as Record<string, ImportValue | null>;
  for (const [field, value] of Object.entries(fields)) if (!same(now[field], value)) changes.push({ field, from: now[field] ?? null, to: value });
  return changes;
}

/**
 * The products a run marks inactive as missing (alias `p`; $1 the job, $2 the merchant, $3 the run's
 * store): active, of the run's store (a MASTER run: of the stores its file names), and not in the file.
 */
const MISSING = `p.merchant_id = $2 and p.active
   and p.sid in (select m.sid from catalog.import_staging m where m.job_id = $1 and ($3 = '${MASTER_STORE}' or m.sid = $3)
                 union select l.sid from catalog.import_light l where l.job_id = $1 and ($3 = '${MASTER_STORE}' or l.sid = $3))
   and not exists (select 1 from catalog.import_staging s where s.job_id = $1 and s.sid = p.sid and s.product_code = p.product_code)
   and not exists (select 1 from catalog.import_light l where l.job_id = $1 and l.sid = p.sid and l.product_code = p.product_code)`;

/** What marking missing products inactive would do: how many per store, and the first few. None for a run without the flag. */
async function missingOf(db: Db, run: ImportRun): Promise<{ perStore: Map<string, number>; examples: Array<{ sid: string; productCode: string }> }> {
  if (!run.mark_missing_inactive) return { perStore: new Map(), examples: [] };
  const params = [run.job_id, run.merchant_id, run.sid];
  const counts = await db.query<{ sid: string; n: string }>(`select p.sid, count(*) as n from catalog.products p where ${MISSING} group by p.sid`, params);
  const examples = await db.query<{ sid: string; product_code: string }>(
    `select p.sid, p.product_code from catalog.products p where ${MISSING} order by p.sid, p.product_code limit ${IMPORT_PLAN_EXAMPLES}`,
    params,
  );
  return { perStore: new Map(counts.map((c) => [c.sid, Number(c.n)])), examples: examples.map((e) => ({ sid: e.sid, productCode: e.product_code })) };
}

/**
 * Marks the products missing from a run's file inactive, in one statement, and counts them on the run
 * (a run without the flag marks none). Called once its last batch is applied, in the transaction that
 * ends it, with every batch in staging. A later import holding the product again makes it active again.
 */
export async function deactivateMissing(tx: Db, run: ImportRun): Promise<number> {
  if (!run.mark_missing_inactive) return 0;
  const rows = await tx.query<{ n_deactivated: number }>(
    `with gone as (
       update catalog.products p set active = false, missing_since = now(), updated_at = now(), changed_xid = pg_current_xact_id()
        where ${MISSING}
       returning 1)
     update catalog.import_runs set n_deactivated = (select count(*) from gone), updated_at = now() where job_id = $1 returning n_deactivated`,
    [run.job_id, run.merchant_id, run.sid],
  );
  return Number(rows[0]?.n_deactivated ?? 0);
}

/**
 * The dry run of a classified run: counts (in all and per store), and a few examples of each (an update
 * with its changed fields), the skipped items. Two reads of the run's staging, whatever its size: one
 * counts per store and action, one takes the first rows of each action by a window.
 */
export async function planOf(db: Db, run: ImportRun, counts: RunBatchCounts): Promise<ImportPlan> {
  const perStore = totalsPerStore(counts);
  // The first records of each action, read from the batches that hold them (the batch index), by row.
  const limitOf = (action: string) => (action === 'reject' ? Math.max(IMPORT_PLAN_EXAMPLES, IMPORT_SKIPPED_ITEMS_SHOWN) : IMPORT_PLAN_EXAMPLES);
  const firsts: Array<{ sid: string; product_code: string; row_number: number; rec: unknown; reject_code: string | null; action: string; product: unknown; nth: number }> = [];
  for (const action of IMPORT_ACTIONS) {
    const batches = batchesHolding(counts, action, limitOf(action));
    if (batches.length === 0) continue;
    const rows = await db.query<Omit<(typeof firsts)[number], 'nth'>>(
      `select f.*,
              (select coalesce(r.rec, r.rec_text::jsonb) from catalog.import_staging r where r.job_id = $1 and r.sid = f.sid and r.product_code = f.product_code) as rec,
              case when f.action = 'update'
                   then (select to_jsonb(p) from catalog.products p where p.merchant_id = $2 and p.sid = f.sid and p.product_code = f.product_code) end as product
         from (select s.sid, s.product_code, s.row_number, s.reject_code, s.action
                 from catalog.import_staging s where s.job_id = $1 and s.batch = any($3::int[]) and s.action = $4
               union all
               select l.sid, l.product_code, l.row_number, null, 'unchanged'
                 from catalog.import_light l where l.job_id = $1 and l.batch = any($3::int[]) and $4 = 'unchanged'
                order by 3, 1, 2 limit $5) f
        order by f.row_number, f.sid, f.product_code`,
      [run.job_id, run.merchant_id, batches, action, action === 'update' ? IMPORT_PLAN_EXAMPLES : limitOf(action)],
    );
    rows.forEach((r, i) => firsts.push({ ...r, nth: i + 1 }));
  }
  const record = (v: unknown) => json<Record<string, unknown> | null>(v) ?? {};
  const examples = (action: string, limit = IMPORT_PLAN_EXAMPLES) => firsts.filter((r) => r.action === action && r.nth <= limit);
  const total = (action: 'create' | 'update' | 'unchanged' | 'reject') => perStore.reduce((sum, r) => sum + r[action], 0);
  const missing = await missingOf(db, run);
  const rejectCode = (code: string | null) => (code ?? 'PDFV107') as ImportFileRule;
  return {
    create: total('create'),
    update: total('update'),
    unchanged: total('unchanged'),
    reject: total('reject'),
    deactivate: [...missing.perStore.values()].reduce((sum, k) => sum + k, 0),
    examples: {
      create: examples('create').map((r) => ({ sid: r.sid, productCode: r.product_code })),
      update: examples('update').map((r) => ({ sid: r.sid, productCode: r.product_code, changes: changesOf(record(r.rec), record(r.product)) })),
      unchanged: examples('unchanged').map((r) => ({ sid: r.sid, productCode: r.product_code })),
      reject: examples('reject').map((r) => ({
        sid: r.sid,
        productCode: r.product_code,
        row: r.row_number,
        code: rejectCode(r.reject_code),
        value: (record(r.rec).rfidTag as string | undefined) ?? undefined,
      })),
      deactivate: missing.examples,
    },
    stores: perStore.map((r) => ({
      sid: r.sid,
      create: Number(r.create),
      update: Number(r.update),
      unchanged: Number(r.unchanged),
      reject: Number(r.reject),
      deactivate: missing.perStore.get(r.sid) ?? 0,
    })),
    skippedItems: examples('reject', IMPORT_SKIPPED_ITEMS_SHOWN).map((r) => ({ sid: r.sid, productCode: r.product_code, row: r.row_number, code: rejectCode(r.reject_code) })),
  };
}

export async function markPlanned(tx: Db, jobId: string): Promise<void> {
  await tx.query(`update catalog.import_runs set phase = 'READY', lease_owner = null, lease_until = null, updated_at = now() where job_id = $1 and phase in ('CHECKING', 'PLANNING')`, [jobId]);
}

/**
 * Applies batch `n` in `tx`, set-based: only its records whose catalogue changed since the dry run are
 * classified again (all of them for a run planned before migration 024, which has no snapshot; none
 * looked up when no other writer touched the merchant's products since, writtenSincePlanByOthers), new
 * products inserted and changed ones updated by primary key in one statement each (unchanged ones are
 * not written), and the run's counts and own transactions advanced. Answers the batch's counts.
 */
export async function applyBatch(tx: Db, run: ImportRun, n: number): Promise<{ processed: number; inserted: number; modified: number; skipped: number }> {
  // Whether records are classified again here: a record may then be refused, or taken, against the dry run.
  let reclassified = false;
  if (run.planned_snapshot === null) {
    await classify(tx, run, n);
    reclassified = true;
  } else if (Number(run.n_inserted) + Number(run.n_modified) > 0 || (await writtenSincePlanByOthers(tx, run))) {
    const changed = await changedSincePlan(tx, run, n);
    if (changed.sids.length > 0) {
      await classify(tx, run, n, changed);
      reclassified = true;
    }
  }
  // What the batch holds, in one read of its rows: a statement with nothing to do is not run (each
  // reads every row of the batch through its index: an unchanged batch of 20,000 was read four times).
  const actions = await tx.query<{ sid: string; action: string; rehash: boolean; n: string }>(
    `select sid, action, rehash, count(*) as n from catalog.import_staging where job_id = $1 and batch = $2 group by sid, action, rehash
     union all select sid, 'unchanged', false, count(*) from catalog.import_light where job_id = $1 and batch = $2 group by sid`,
    [run.job_id, n],
  );
  const has = (action: string, rehash?: boolean) => actions.some((a) => a.action === action && (rehash === undefined || a.rehash === rehash));
  // The update below joins each record to its product by primary key: a nested loop from the batch,
  // not a hash of the merchant's whole catalogue (which stale statistics on a growing table invite).
  if (has('create') || has('update')) await tx.query(`select set_config('enable_hashjoin', 'off', true), set_config('enable_mergejoin', 'off', true)`);
  // The fields the products' filter index holds (ADR 0050), held for this transaction.
  const filterKeys = has('create') || has('update') ? await keysForWriting(tx, run.merchant_id) : [];
  const inserted = !has('create') ? [] : await tx.query<{ sid: string }>(
    `insert into catalog.products (merchant_id, sid, product_code, rfid_tag, design_number, item_type, item_status, active, image_name, fields, filter_fields, import_hash)
     select $2, s.sid, s.product_code, s.rec->>'rfidTag', s.rec->>'designNumber', s.rec->>'itemType', s.rec->>'itemStatus',
            coalesce((s.rec->>'active')::boolean, true),
            coalesce(array(select jsonb_array_elements_text(s.rec->'imageName')), '{}'),
            coalesce(jsonb_strip_nulls(s.f), '{}'),
            ${filterFieldsSql(filterKeys, 's.f')},
            s.hash
       -- Each record as its classification parsed it, and its fields (offset 0: computed once, then read for each column).
       from (select s.*, s.rec->'fields' as f
               from (select s.sid, s.product_code, s.hash, coalesce(s.rec, s.rec_text::jsonb) as rec from catalog.import_staging s
                      where s.job_id = $1 and s.batch = $3 and s.action = 'create' offset 0) s offset 0) s
     on conflict (merchant_id, sid, product_code) do nothing
     returning sid`,
    [run.job_id, run.merchant_id, n],
  );
  const modified = !has('update') ? [] : await tx.query<{ sid: string }>(
    `update catalog.products p set
        rfid_tag = case when s.rec ? 'rfidTag' then s.rec->>'rfidTag' else p.rfid_tag end,
        design_number = case when s.rec ? 'designNumber' then s.rec->>'designNumber' else p.design_number end,
        item_type = case when s.rec ? 'itemType' then s.rec->>'itemType' else p.item_type end,
        item_status = case when s.rec ? 'itemStatus' then s.rec->>'itemStatus' else p.item_status end,
        active = case when s.rec ? 'active' then (s.rec->>'active')::boolean when p.missing_since is not null then true else p.active end,
        missing_since = null,
        image_name = case when s.rec ? 'imageName' then array(select jsonb_array_elements_text(s.rec->'imageName')) else p.image_name end,
        fields = (p.fields - coalesce(array(select e.key from jsonb_each(s.f) e where e.value = 'null'::jsonb), '{}'))
                 || coalesce(jsonb_strip_nulls(s.f), '{}'),
        filter_fields = ${filterFieldsSql(filterKeys, 's.f', 'p.fields')},
        import_hash = s.hash,
        updated_at = now(),
        changed_xid = pg_current_xact_id()
       from (select s.*, s.rec->'fields' as f
               from (select s.product_id, s.hash, coalesce(s.rec, s.rec_text::jsonb) as rec from catalog.import_staging s
                      where s.job_id = $1 and s.batch = $3 and s.action = 'update' offset 0) s offset 0) s
      where p.id = s.product_id and p.merchant_id = $2
     returning p.sid`,
    [run.job_id, run.merchant_id, n],
  );
  // Unchanged records whose product holds their values under another hash: the hash is noted (not a
  // change of the product: changed_xid and updated_at stay), so the next re-sync decides them by it alone.
  if (has('unchanged', true)) {
    await tx.query(
      `update catalog.products p set import_hash = s.hash
         from catalog.import_staging s
        where s.job_id = $1 and s.batch = $3 and s.action = 'unchanged' and s.rehash
          and p.id = s.product_id and p.merchant_id = $2`,
      [run.job_id, run.merchant_id, n],
    );
  }
  const perStore = new Map<string, number>();
  for (const a of actions) perStore.set(a.sid, (perStore.get(a.sid) ?? 0) + Number(a.n));
  // The run's row is locked from here to the commit only: a batch applied beside this one counts itself
  // before or after, never over it (its counts are read again under the lock).
  const locked = await runById(tx, run.job_id, { lock: true });
  if (!locked || isApplied(locked, n)) throw new AppliedMeanwhile();
  const stores = { ...locked.store_counts };
  const tally = (rows: Array<{ sid: string }>, key: 'nInserted' | 'nModified') => {
    for (const { sid } of rows) stores[sid] = { ...(stores[sid] ?? { processed: 0, nInserted: 0, nModified: 0, skipped: 0 }), [key]: (stores[sid]?.[key] ?? 0) + 1 };
  };
  const before = Object.fromEntries(Object.entries(stores).map(([sid, c]) => [sid, c.nInserted + c.nModified]));
  tally(inserted, 'nInserted');
  tally(modified, 'nModified');
  let processed = 0;
  for (const [sid, batchRows] of perStore) {
    const c = stores[sid] ?? { processed: 0, nInserted: 0, nModified: 0, skipped: 0 };
    const written = c.nInserted + c.nModified - (before[sid] ?? 0);
    stores[sid] = { ...c, processed: c.processed + batchRows, skipped: c.skipped + batchRows - written };
    processed += batchRows;
  }
  const counts = { processed, inserted: inserted.length, modified: modified.length, skipped: processed - inserted.length - modified.length };
  const done = countApplied(locked, n);
  await tx.query(
    `update catalog.import_runs set applied = $2, applied_ahead = $8::int[], processed = processed + $3, n_inserted = n_inserted + $4, n_modified = n_modified + $5, skipped = skipped + $6,
            store_counts = $7::jsonb, applied_xids = applied_xids || pg_current_xact_id(), rejections_stale = rejections_stale or $9, updated_at = now()
      where job_id = $1`,
    [run.job_id, done.applied, counts.processed, counts.inserted, counts.modified, counts.skipped, JSON.stringify(stores), done.ahead, reclassified],
  );
  return counts;
}

/**
 * Applies `batches`, which write nothing (quietBatches: only unchanged and rejected records, none to
 * rehash), together in `tx`: they are counted applied, each record processed and skipped, with no read
 * of their staging (issue 26: a transaction, a read of the batch and a progress event each were 9.0 s
 * of an unchanged re-sync of 1,000,000 rows). Only while nothing can have moved since the dry run: the
 * run has written nothing and no other writer touched the merchant's products since its snapshot
 * (writtenSincePlanByOthers). Answers false, having done nothing, when that does not hold: then each
 * batch is applied alone and re-checks its records (applyBatch).
 */
export async function applyQuietBatches(tx: Db, jobId: string, batches: readonly number[], counts: RunBatchCounts): Promise<boolean> {
  const run = await runById(tx, jobId, { lock: true });
  if (!run || run.phase !== 'IMPORTING' || run.planned_snapshot === null) return false;
  if (Number(run.n_inserted) + Number(run.n_modified) > 0 || (await writtenSincePlanByOthers(tx, run))) return false;
  const todo = batches.filter((n) => !isApplied(run, n));
  if (todo.length === 0) return true;
  let done = { applied: run.applied, ahead: run.applied_ahead };
  for (const n of todo) done = countApplied({ applied: done.applied, applied_ahead: done.ahead }, n);
  const { stores, processed } = countQuiet(run.store_counts, todo, counts);
  await tx.query(
    `update catalog.import_runs set applied = $2, applied_ahead = $3::int[], processed = processed + $4, skipped = skipped + $4, store_counts = $5::jsonb, updated_at = now()
      where job_id = $1`,
    [jobId, done.applied, done.ahead, processed, JSON.stringify(stores)],
  );
  return true;
}

/** Thrown inside applyBatch's transaction to roll it back: another worker applied the batch meanwhile. */
export class AppliedMeanwhile extends Error {
  constructor() {
    super('the batch was applied meanwhile');
  }
}

/**
 * Ends a run (FINISHED, CANCELLED, FAILED); a run already ended stays as it ended (null): a step that
 * fails after its run finished (its staging's drop) must not tell the job it failed. Its staging rows
 * are dropped after the commit (dropStaging): a million of them took 1.6 s inside the transaction that
 * tells the job it ended.
 */
export async function endRun(tx: Db, jobId: string, phase: Extract<ImportRunPhase, 'FINISHED' | 'CANCELLED' | 'FAILED'>): Promise<ImportRun | null> {
  const rows = await tx.query<ImportRun>(
    `update catalog.import_runs set phase = $2, lease_owner = null, lease_until = null, updated_at = now()
      where job_id = $1 and phase not in ('FINISHED', 'CANCELLED', 'FAILED') returning ${RUN}`,
    [jobId, phase],
  );
  return rows[0] ? parseRun(rows[0]) : null;
}

/**
 * Drops an ended run's staging rows (endRun): both tables truncated when they hold no other run's lines
 * (migration 037), else its rows deleted. A DELETE of an all-changed import's million lines took 6 s of
 * the server beside the next import, most of it on the disk; a TRUNCATE takes none and leaves nothing
 * for a vacuum.
 */
export async function dropStaging(db: Db, jobId: string): Promise<void> {
  for (const table of STAGING_TABLES) if (!(await truncatedAlone(db, table, jobId))) await db.query(`delete from ${table} where job_id = $1`, [jobId]);
}

/**
 * How long dropStaging waits for the lock it truncates under: past the server's deadlock_timeout (1 s by
 * default), when an autovacuum or analyze of the table that stands in the way is cancelled for it.
 * Requests for the table queue behind the wait, so it stays short.
 */
const TRUNCATE_LOCK_WAIT = '2s';

/**
 * Truncates a staging table that holds only `jobId`'s lines, and answers whether it did. Under an
 * ACCESS EXCLUSIVE lock (not had within TRUNCATE_LOCK_WAIT: a run staging or applying beside it holds the
 * table, and its lines are deleted instead), nothing can be added meanwhile. The lowest and the highest
 * job of the batch index are two probes of its ends, whatever the table holds.
 */
async function truncatedAlone(db: Db, table: (typeof STAGING_TABLES)[number], jobId: string): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query(`select set_config('lock_timeout', '${TRUNCATE_LOCK_WAIT}', true)`);
      await tx.query(`lock table ${table} in access exclusive mode`);
      const [ends] = await tx.query<{ alone: boolean }>(
        `select (select job_id from ${table} order by job_id limit 1) = $1 and (select job_id from ${table} order by job_id desc limit 1) = $1 as alone`,
        [jobId],
      );
      if (ends?.alone !== true) return false;
      await tx.query(`truncate ${table}`);
      return true;
    });
  } catch (error) {
    // 55P03: lock_not_available, another transaction held the table all that time.
    if ((error as { code?: string }).code === '55P03') return false;
    throw error;
  }
}

/** A run's staged lines, in both tables (migration 036). */
async function deleteStaged(db: Db, jobId: string): Promise<void> {
  for (const table of STAGING_TABLES) await db.query(`delete from ${table} where job_id = $1`, [jobId]);
}

/**
 * Drops the staging rows every ended run still has: a process stopped between a run's end and
 * dropStaging left them. One probe of the batch index per ended run.
 */
export async function dropEndedStaging(db: Db): Promise<void> {
  for (const table of STAGING_TABLES)
    await db.query(
      `delete from ${table} where job_id in (
         select r.job_id from catalog.import_runs r
          where r.phase in ('FINISHED', 'CANCELLED', 'FAILED') and exists (select 1 from ${table} s where s.job_id = r.job_id))`,
    );
}
