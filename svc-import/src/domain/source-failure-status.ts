import { OUTBOUND_REFUSED_CODES } from '@hub/contracts';

/**
 * The HTTP status of a source test's failure (issue 25 item 5): a configuration the merchant must
 * fix (no table or query, no password saved, an engine we do not speak, a destination the outbound
 * policy refuses) is 400; the rest, a source
 * that cannot be reached or answers wrong, 502.
 */
const CONFIGURATION_CODES: ReadonlySet<string> = new Set(['PDDB102', 'PDDB103', 'PDDB104', 'PDDB105', ...Object.values(OUTBOUND_REFUSED_CODES)]);

export function failureStatus(code: string): 400 | 502 {
  return CONFIGURATION_CODES.has(code) ? 400 : 502;
}
