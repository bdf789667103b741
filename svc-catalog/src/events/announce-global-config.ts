import { EVENT_TYPES } from '@hub/contracts';
import { createEvent, type Logger, type ServiceEventing } from '@hub/service-kit';
import { configsToAnnounce, markAnnounced } from '../db/global-config';

const PER_TRANSACTION = 200;

/**
 * Publishes once more every stored global config not yet published in the current announcement
 * (GLOBAL_CONFIG_ANNOUNCEMENT): services that keep a copy of it (svc-stocktake's switches, svc-import's
 * image settings) then know a config saved before they kept one. Through the outbox, a few hundred
 * merchants per transaction; several instances share the work (locked rows are skipped).
 */
export async function announceStoredConfigs(eventing: ServiceEventing, logger?: Logger): Promise<number> {
  let announced = 0;
  for (;;) {
    const n = await eventing.transaction(async (tx, emit) => {
      const rows = await configsToAnnounce(tx, PER_TRANSACTION);
      await emit(rows.map((r) => createEvent(EVENT_TYPES.GLOBAL_CONFIG_CHANGED, r.merchant_id, { config: r.config })));
      await markAnnounced(
        tx,
        rows.map((r) => r.merchant_id),
      );
      return rows.length;
    });
    announced += n;
    if (n < PER_TRANSACTION) break;
  }
  if (announced > 0) logger?.info({ announced }, 'stored global configs published again');
  return announced;
}
