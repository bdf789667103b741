import { z } from 'zod';
import type { MessageCode } from './messages';

/**
 * Connections a merchant can aim (issue 25, ADR 0031): every host, URL or port a merchant types goes
 * through one outbound policy (service-kit's `OutboundPolicy`). The kind decides the defaults: a label
 * printer sits on the store's LAN, so private ranges are open to printers; sources and channels reach
 * only public addresses unless the operator opens more with `HUB_OUTBOUND_ALLOW`.
 */
export const OUTBOUND_KINDS = ['IMPORT_SOURCE', 'NOTIFICATION_CHANNEL', 'PRINTER'] as const;
export type OutboundKind = (typeof OUTBOUND_KINDS)[number];

/** Why a destination is refused: what the address is (never what a remote said). */
export const OUTBOUND_REFUSALS = [
  'LOOPBACK',
  'LINK_LOCAL',
  'METADATA',
  'UNSPECIFIED',
  'MULTICAST',
  'RESERVED',
  'PRIVATE',
  'INFRASTRUCTURE',
  'UNRESOLVED',
] as const;
export type OutboundRefusal = (typeof OUTBOUND_REFUSALS)[number];

/**
 * What a failed connection answers (issue 25 item 2): a category, never the remote's bytes, greeting,
 * error text or body. NOT_ALLOWED is the outbound policy's refusal (nothing was sent).
 */
export const CONNECTION_FAILURES = ['NOT_ALLOWED', 'REFUSED', 'TIMED_OUT', 'TLS', 'AUTHENTICATION', 'NOT_FOUND', 'PROTOCOL'] as const;
export type ConnectionFailure = (typeof CONNECTION_FAILURES)[number];
export const connectionFailureSchema = z.enum(CONNECTION_FAILURES);

/** The `details` of a connection failure's error answer. */
export interface ConnectionFailureDetails {
  failure: ConnectionFailure;
}

/**
 * The code of a refused destination, one per kind of connection, in the style of each kind's
 * connection failure code (DBC100 → DBC101 …): what the merchant sees beside the field they typed.
 */
export const OUTBOUND_REFUSED_CODES = {
  DATABASE: 'DBC101',
  WEB_SERVICE: 'WSC101',
  FTP: 'FTPC102',
  SFTP: 'SFTPC101',
  OBJECT_STORAGE: 'OSC101',
  SMTP: 'NC112',
  PRINTER: 'PRN112',
} as const satisfies Record<string, MessageCode>;
export type OutboundTarget = keyof typeof OUTBOUND_REFUSED_CODES;

/** The audit action of a refused destination (svc-auth keeps it with the merchant's other entries). */
export const OUTBOUND_REFUSED_ACTION = 'outbound.refused' as const;
