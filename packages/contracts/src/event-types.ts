/**
 * The hub's event names and the channels the gateway pushes some of them to browsers on, without
 * their data's schemas (events.ts, which re-exports these): the shell's start subscribes by name and
 * parses only once a session's socket is open, so a signed-out page loads no zod (issue 30 item 3).
 */

/** Topic names follow `hub.<domain>.<event>.v<version>`. */
export const EVENT_TYPE_PATTERN = /^hub\.[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*\.v[0-9]+$/;

export const EVENT_TYPES = {
  GLOBAL_CONFIG_CHANGED: 'hub.catalog.global-config-changed.v1',
  IMPORT_PROGRESS: 'hub.import.progress.v1',
  IMPORT_FINISHED: 'hub.import.finished.v1',
  /** svc-import checked a file: its products wait in storage batches (claim check) for svc-catalog to plan. */
  IMPORT_STAGED: 'hub.import.staged.v1',
  /**
   * Issue 26 item 5: svc-import stored one more checked batch while its check goes on, so svc-catalog
   * copies it into staging beside the check; `hub.import.staged.v1` still ends the check with every batch.
   */
  IMPORT_BATCH_CHECKED: 'hub.import.batch-checked.v1',
  IMPORT_APPLY_REQUESTED: 'hub.import.apply-requested.v1',
  IMPORT_CANCEL_REQUESTED: 'hub.import.cancel-requested.v1',
  /**
   * ADR 0044: a check's light lines named rows whose products no longer hold their digests (edited,
   * removed, marked missing since): svc-catalog dropped the run's staging and asks for the check again,
   * every row mapped.
   */
  IMPORT_CHECK_AGAIN: 'hub.catalog.import-check-again.v1',
  /** svc-catalog's dry run of a staged import. */
  IMPORT_PLANNED: 'hub.catalog.import-planned.v1',
  /** svc-catalog applied one more batch of an import (or ended it). */
  IMPORT_APPLIED: 'hub.catalog.import-applied.v1',
  /** Issue 13: svc-import converted a batch of images into storage; svc-catalog names them on the products they match. */
  IMAGES_STAGED: 'hub.import.images-staged.v1',
  /** svc-catalog's answer: which names of the batch matched products. */
  IMAGES_MATCHED: 'hub.catalog.images-matched.v1',
  /** An image import's counts for the upload progress modal (browsers, `uploadProgress` channel). */
  UPLOAD_PROGRESS: 'hub.import.upload-progress.v1',
  /** A store's data import connection status (spec section 3) as its import sources make it: svc-auth keeps it on the store. */
  SOURCE_STATUS_CHANGED: 'hub.import.source-status-changed.v1',
  USER_SIGNED_IN: 'hub.auth.user-signed-in.v1',
  STORE_CREATED: 'hub.auth.store-created.v1',
  STORE_UPDATED: 'hub.auth.store-updated.v1',
  STORE_DELETED: 'hub.auth.store-deleted.v1',
  AUDIT_ENTRY: 'hub.audit.entry-recorded.v1',
  SESSION_REVOKED: 'hub.auth.session-revoked.v1',
  NOTIFY_CONFIG_CHANGED: 'hub.notify.config-changed.v1',
  PASSWORD_RESET_REQUESTED: 'hub.auth.password-reset-requested.v1',
  /** Issue 29 item 2: a user's e-mail verification link, for svc-notify to mail. */
  EMAIL_VERIFICATION_REQUESTED: 'hub.auth.email-verification-requested.v1',
  /** Issue 29 item 1: a PIN reset one-time password, for svc-notify to mail. */
  PIN_RESET_REQUESTED: 'hub.auth.pin-reset-requested.v1',
  API_KEY_CREATED: 'hub.auth.api-key-created.v1',
  API_KEY_UPDATED: 'hub.auth.api-key-updated.v1',
  API_KEY_REVOKED: 'hub.auth.api-key-revoked.v1',
  API_KEY_USED: 'hub.auth.api-key-used.v1',
  SETUP_MODULE_SAVED: 'hub.setup.module-saved.v1',
  DATA_MAPPING_CHANGED: 'hub.catalog.data-mapping-changed.v1',
  /** Issue 25 item 5: the merchant saved its RFID config (svc-catalog); svc-import checks imported tags with it. */
  RFID_CONFIG_CHANGED: 'hub.catalog.rfid-config-changed.v1',
  /** Issue 12: a count's reads changed (svc-stocktake), their reconciliation (svc-catalog), a submitted count. */
  STOCKTAKE_COUNT_CHANGED: 'hub.stocktake.count-changed.v1',
  STOCKTAKE_RECONCILED: 'hub.catalog.stocktake-reconciled.v1',
  STOCKTAKE_SUBMITTED: 'hub.stocktake.submitted.v1',
  /** A count's figures changed, for the merchant's open screens (sent only with allowPushStocktake on). */
  STOCKTAKE_LIVE: 'hub.stocktake.live.v1',
  /** svc-stocktake saved its stock-take or report config: svc-catalog answers the tablet's call with it. */
  STOCKTAKE_CONFIG_SAVED: 'hub.stocktake.config-saved.v1',
  /** Issue 15 item 4: the merchant saved its theme (svc-catalog); its browsers load it again. */
  THEME_CHANGED: 'hub.catalog.theme-changed.v1',
  /** Issue 14 item 3: a print job's counts changed (svc-catalog), for the printing page (browsers, `printing` channel). */
  PRINT_PROGRESS: 'hub.catalog.print-progress.v1',
  /** Issue 15: a merchant registered with a serial key (svc-auth); svc-stocktake adds the key's licence. */
  MERCHANT_REGISTERED: 'hub.auth.merchant-registered.v1',
  /** Issue 15: a notification channel of the merchant failed, or works again (svc-notify); svc-auth's banner shows it. */
  NOTIFY_CHANNEL_STATUS_CHANGED: 'hub.notify.channel-status-changed.v1',
  /** Issue 15: a user of the merchant was created or changed (svc-auth); svc-notify keeps its recipients from it. */
  USER_CHANGED: 'hub.auth.user-changed.v1',
  /** Issue 15 item 6: a licence of the merchant as svc-stocktake holds it now; svc-auth's banner keeps a replica. */
  LICENCE_CHANGED: 'hub.stocktake.licence-changed.v1',
  /**
   * A marker in one service's outbox stream: when it has been published, so has everything that
   * service wrote before it (for the same merchant on Kafka). Tests wait for it instead of sleeping.
   */
  SENTINEL: 'hub.kit.sentinel.v1',
} as const;
export type EventType = (typeof EVENT_TYPES)[keyof typeof EVENT_TYPES];

/**
 * Which events the gateway pushes to the browser, and on which socket.io event name. An event goes
 * to the sockets of its merchant's room `merchant:<merchantId>` that may receive it (the gateway's
 * live-rights.ts: the channel's permission, a store-bound user's stores).
 */
export const BROWSER_EVENT_CHANNELS: readonly { prefix: string; channel: string }[] = [
  { prefix: 'hub.import.progress.', channel: 'progress' },
  { prefix: 'hub.import.finished.', channel: 'progress' },
  { prefix: 'hub.import.upload-progress.', channel: 'uploadProgress' },
  { prefix: 'hub.catalog.global-config-changed.', channel: 'config' },
  { prefix: 'hub.stocktake.live.', channel: 'stocktake' },
  { prefix: 'hub.catalog.theme-changed.', channel: 'theme' },
  { prefix: 'hub.catalog.print-progress.', channel: 'printing' },
];

export function browserChannelFor(type: string): string | undefined {
  return BROWSER_EVENT_CHANNELS.find((c) => type.startsWith(c.prefix))?.channel;
}

/** The event types the gateway forwards to browsers. */
export function browserEventTypes(): EventType[] {
  return Object.values(EVENT_TYPES).filter((t) => browserChannelFor(t) !== undefined);
}
