import { EVENT_TYPES, importBatchLine, parseEventOf, type EventData, type EventEnvelope, type ImportPlan, type ImportRecord } from '@hub/contracts';
import { randomUUID } from 'node:crypto';
import { createEvent } from '@hub/service-kit';
import { eventually } from '@hub/service-kit/testing';
import type { CatalogHarness } from '../harness';

/** Events of one import job of a given type (svc-catalog's answers to svc-import). */
export const ofJob = (jobId: string, type: string) => (e: EventEnvelope) => e.type === type && (e.data as { jobId: string }).jobId === jobId;

/** Waits for the end of a job's apply (its last hub.catalog.import-applied.v1, not IMPORTING) and answers it. */
export async function appliedEnd(h: CatalogHarness, jobId: string): Promise<EventData<typeof EVENT_TYPES.IMPORT_APPLIED>> {
  const end = (e: EventEnvelope) => ofJob(jobId, EVENT_TYPES.IMPORT_APPLIED)(e) && (e.data as { status: string }).status !== 'IMPORTING';
  await eventually(`the end of ${jobId}`, () => h.events.some(end));
  return parseEventOf(EVENT_TYPES.IMPORT_APPLIED, h.events.find(end)).data;
}

/** Asks for a planned job's apply, as svc-import does when the user applies, and waits for its end. */
export async function applyJob(h: CatalogHarness, jobId: string): Promise<EventData<typeof EVENT_TYPES.IMPORT_APPLIED>> {
  await h.deps.bus.publish(createEvent(EVENT_TYPES.IMPORT_APPLY_REQUESTED, 'DEMO', { jobId }));
  return appliedEnd(h, jobId);
}

/**
 * svc-import's staged event for `batches` of `sid` (each batch as COPY lines in storage, the claim
 * check), as a checked file or source publishes it; waits for the dry run and answers the job and plan.
 */
export async function stageJob(h: CatalogHarness, sid: string, batches: ImportRecord[][], markMissingInactive = false): Promise<{ jobId: string; plan: ImportPlan }> {
  const jobId = randomUUID();
  const keys = batches.map((_, n) => `import/DEMO/${jobId}/batches/${String(n + 1).padStart(6, '0')}.tsv`);
  for (const [n, records] of batches.entries()) await h.deps.storage!.put(keys[n]!, records.map(importBatchLine));
  await h.deps.bus.publish(createEvent(EVENT_TYPES.IMPORT_STAGED, 'DEMO', { jobId, sid, batches: keys, totalCount: batches.flat().length, markMissingInactive }));
  await eventually(`the dry run of ${jobId}`, () => h.events.some(ofJob(jobId, EVENT_TYPES.IMPORT_PLANNED)));
  return { jobId, plan: parseEventOf(EVENT_TYPES.IMPORT_PLANNED, h.events.find(ofJob(jobId, EVENT_TYPES.IMPORT_PLANNED))).data.plan };
}
