import { EVENT_TYPES, type LicenceType } from '@hub/contracts';
import { createEvent, type Db, type Logger, type ServiceEventing } from '@hub/service-kit';
import { licencesNotAnnounced, markLicencesAnnounced, type AnnouncedLicenceRow } from '../db/licence-announcement';

function licenceChangedEvent(l: AnnouncedLicenceRow) {
  return createEvent(EVENT_TYPES.LICENCE_CHANGED, l.merchant_id, {
    licenceId: l.id,
    // Every writer of stocktake.licences takes the type from LICENCE_TYPES (requests, serial keys, the demo).
    type: l.type as LicenceType,
    hardwareType: l.hardware_type,
    quantity: Number(l.quantity),
    startDate: l.start_date,
    endDate: l.end_date,
    status: l.status,
    version: Number(l.version),
  });
}

/**
 * hub.stocktake.licence-changed.v1 of each of the licences as they are now, for `emit` (or the outbox)
 * in the transaction that created or changed them: their version then counts as published. Every
 * write of a licence goes through here.
 */
export async function licenceChangedEvents(tx: Db, ids: readonly string[]) {
  return (await markLicencesAnnounced(tx, ids)).map(licenceChangedEvent);
}

const PER_TRANSACTION = 200;

/**
 * At start: publishes every licence whose current version was never published (stored before the event
 * existed), so svc-auth's replica, and the banner it feeds, heal themselves. Through the outbox, a few
 * hundred licences per transaction; several instances share the work.
 */
export async function announceUnannouncedLicences(eventing: ServiceEventing, logger?: Logger): Promise<number> {
  let announced = 0;
  for (;;) {
    const n = await eventing.transaction(async (tx, emit) => {
      const ids = await licencesNotAnnounced(tx, PER_TRANSACTION);
      await emit(await licenceChangedEvents(tx, ids));
      return ids.length;
    });
    announced += n;
    if (n < PER_TRANSACTION) break;
  }
  if (announced > 0) logger?.info({ announced }, 'licences not announced yet published');
  return announced;
}
