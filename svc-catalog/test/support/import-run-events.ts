import { EVENT_TYPES, parseEventOf, type EventData, type EventEnvelope } from '@hub/contracts';
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
