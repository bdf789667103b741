import { DATA_IMPORT_MODULE, DATA_MAPPING_MODULE, EVENT_TYPES } from '@hub/contracts';
import { createEvent, type EventHandlers, type ServiceEventing } from '@hub/service-kit';
import { recordApiKeyUse } from '../db/api-keys';
import { storeAuditEvent } from '../db/audit';
import { recordBannerChannelStatus, recordBannerImportOutcome } from './banner-facts';
import { applyLicenceChanged } from '../db/licence-replicas';
import { recordModuleSaved } from '../db/setup';
import { setStoreConnectionStatus, storeReplicaData } from '../db/stores';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What svc-auth consumes (it publishes the store, session, API-key, password-reset, sign-in and audit
 * events of its own changes, through its outbox):
 * - every service's audit entries (`hub.audit.entry-recorded.v1`) land in its audit trail;
 * - a saved configuration (`hub.setup.module-saved.v1`) makes its setup module CREATED, then UPDATED;
 * - the other services' uses of API keys (`hub.auth.api-key-used.v1`, throttled) set a key's last use;
 * - a store's data import connection status as its import sources make it (svc-import,
 *   `hub.import.source-status-changed.v1`) is kept on the store, published as a store update;
 * - the setup wizard's modules (issue 15): Data Import on a finished import, Data Mapping on a saved mapping;
 * - the banner's facts (issue 15): scheduled imports that fail or succeed (`hub.import.progress.v1`)
 *   and notification channels failing or working again (`hub.notify.channel-status-changed.v1`);
 *   every merchant's licences as svc-stocktake holds them (`hub.stocktake.licence-changed.v1`, a replica:
 *   the highest version of each licence wins).
 */
export function authConsumers(eventing: Pick<ServiceEventing, 'outbox'>): EventHandlers {
  return {
    [EVENT_TYPES.SOURCE_STATUS_CHANGED]: async (event, tx) => {
      const row = await setStoreConnectionStatus(tx, event.merchantId, event.data.sid, event.data.connectionStatus);
      if (row) await eventing.outbox.add(tx, [createEvent(EVENT_TYPES.STORE_UPDATED, event.merchantId, storeReplicaData(row))]);
    },
    [EVENT_TYPES.AUDIT_ENTRY]: async (event, tx) => storeAuditEvent(tx, event),
    [EVENT_TYPES.SETUP_MODULE_SAVED]: async (event, tx) => {
      await recordModuleSaved(tx, event.merchantId, event.data.module);
    },
    [EVENT_TYPES.IMPORT_PROGRESS]: async (event, tx) => {
      await recordBannerImportOutcome(tx, event);
      // The wizard's import step (issue 15): a finished import saves the Data Import module.
      if (event.data.status === 'FINISHED') await recordModuleSaved(tx, event.merchantId, DATA_IMPORT_MODULE);
    },
    // The wizard's data mapping step: a saved data mapping (not a deleted one).
    [EVENT_TYPES.DATA_MAPPING_CHANGED]: async (event, tx) => {
      if (event.data.config !== null) await recordModuleSaved(tx, event.merchantId, DATA_MAPPING_MODULE);
    },
    [EVENT_TYPES.NOTIFY_CHANNEL_STATUS_CHANGED]: (event, tx) => recordBannerChannelStatus(tx, event),
    [EVENT_TYPES.LICENCE_CHANGED]: (event, tx) => applyLicenceChanged(tx, event.merchantId, event.data),
    [EVENT_TYPES.API_KEY_USED]: async (event, tx) => {
      const used = event.data;
      if (UUID.test(used.id)) await recordApiKeyUse(tx, event.merchantId, used.id, used.usedAt);
    },
  };
}
