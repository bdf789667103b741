import { DEFAULT_RFID_CONFIG, EPC_LENGTH_RANGE, rfidLengthFits, type EpcEncoding, type RfidConfig, type RfidConfigAnswer } from '@hub/contracts';

/**
 * `/config/rfid` (issue 14 item 1): the multiple tags flag and the EPC encoding and length, saved
 * whole. A config not saved yet starts from the defaults and can be saved as it is.
 */

/** The length a newly chosen encoding starts with: a 96-bit EPC (24 hex digits, 12 ASCII characters). */
export const DEFAULT_EPC_LENGTH: Readonly<Record<EpcEncoding, number>> = { HEX: DEFAULT_RFID_CONFIG.length, ASCII: 12 };

export function toRfidDraft(answer: RfidConfigAnswer): RfidConfig {
  return { multipleTags: answer.multipleTags, encoding: answer.encoding, length: answer.length };
}

/** The body to save; null when a saved config equals the draft ('nothing to update'). */
export function rfidConfigBody(answer: RfidConfigAnswer, draft: RfidConfig): RfidConfig | null {
  const loaded = toRfidDraft(answer);
  const same = loaded.multipleTags === draft.multipleTags && loaded.encoding === draft.encoding && loaded.length === draft.length;
  return answer.configured && same ? null : { ...draft };
}

/** Another encoding: the length stays when it fits the new one, else it takes the new one's default. */
export function withEncoding(draft: RfidConfig, encoding: EpcEncoding): RfidConfig {
  return { ...draft, encoding, length: rfidLengthFits({ encoding, length: draft.length }) ? draft.length : DEFAULT_EPC_LENGTH[encoding] };
}

/** Rules the draft breaks, by field: the length out of the encoding's range (the server's CR101). */
export function rfidDraftIssues(draft: RfidConfig): Record<string, 'range'> {
  return Number.isInteger(draft.length) && rfidLengthFits(draft) ? {} : { length: 'range' };
}

/** An EPC of the draft's form, to show what a reader must give. */
export function sampleEpc(draft: Pick<RfidConfig, 'encoding' | 'length'>): string {
  const pattern = draft.encoding === 'HEX' ? 'E28011700000020A1B2C3D4E5F60718293A4B5C6D7E8F9' : 'RG000123ABCDEFGHIJKLMNOPQRSTUVWX';
  const length = Math.max(EPC_LENGTH_RANGE[draft.encoding].min, Math.min(draft.length, EPC_LENGTH_RANGE[draft.encoding].max));
  return pattern.repeat(2).slice(0, length);
}
