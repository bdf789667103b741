import type { EVENT_TYPES, EventData, EventEnvelope } from '@hub/contracts';
import type { Db } from '@hub/service-kit';
import { clearChannelFailure, clearImportFailure, recordChannelFailure, recordImportFailure } from '../db/banner';

/** Import statuses that end a scheduled run in failure (the check refused the file, or the run failed). */
const FAILED = new Set(['FAILED', 'REJECTED']);

/**
 * The banner's import facts: a scheduled (autosync) run of a store that ends FAILED or REJECTED is
 * the store's last failure; one that FINISHES clears it. Other progress (and runs started by a
 * person, who sees the outcome on the import page) changes nothing.
 */
export async function recordBannerImportOutcome(tx: Db, event: EventEnvelope<EventData<typeof EVENT_TYPES.IMPORT_PROGRESS>>): Promise<void> {
  const p = event.data;
  if (!p.scheduled) return;
  if (FAILED.has(p.status)) await recordImportFailure(tx, event.merchantId, { sid: p.sid, jobId: p.jobId, status: p.status, errorCode: p.errorCode }, event.occurredAt);
  else if (p.status === 'FINISHED') await clearImportFailure(tx, event.merchantId, p.sid, event.occurredAt);
}

/** The banner's channel facts: failing since the first failure, gone once the channel works again. */
export async function recordBannerChannelStatus(tx: Db, event: EventEnvelope<EventData<typeof EVENT_TYPES.NOTIFY_CHANNEL_STATUS_CHANGED>>): Promise<void> {
  const { channel, ok, error } = event.data;
  if (ok) await clearChannelFailure(tx, event.merchantId, channel);
  else await recordChannelFailure(tx, event.merchantId, channel, error ?? null, event.occurredAt);
}
