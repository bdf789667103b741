import type { EpcEncoding } from '@hub/contracts';

const HEX_TAG = /^[0-9A-Fa-f]+$/;

/**
 * Whether an imported tag breaks the merchant's RFID config (issue 25 item 5): under HEX a tag is hex
 * digits only, as readers report it (PDFV112 by row and column). Under ASCII a field mapping encodes
 * the text as hex; with no config known (null) nothing is checked.
 */
export function breaksTagEncoding(tag: string, encoding: EpcEncoding | null): boolean {
  return encoding === 'HEX' && !HEX_TAG.test(tag);
}
