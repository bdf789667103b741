import { RECORD_KEY_MAX, TEXT_MAX } from './limits';
import { z } from 'zod';

/**
 * Issue 14 items 1 and 2: the merchant's RFID config (spec section 3: the multiple tags flag, plus the
 * EPC encoding and length) and reusable tag mapping (spec section 7, `POST .../tag-mapping?sid`): a
 * tag (EPC) mapped to a product, unique within the merchant, with each tag's history kept across
 * reuse.
 */

// ------------------------------------------------------------------------------------------------
// RFID config (/config/rfid)
// ------------------------------------------------------------------------------------------------

/** How a reader gives the EPC: hex digits (EPC memory as it is), or the ASCII text the EPC holds. */
export const EPC_ENCODINGS = ['HEX', 'ASCII'] as const;
export type EpcEncoding = (typeof EPC_ENCODINGS)[number];

/**
 * The lengths an EPC may be configured with. Hex: digits, whole 16-bit words of EPC memory (4 digits
 * each), from 32 to 256 bits; 24 digits is the 96-bit EPC most tags carry. ASCII: characters, one byte
 * each, up to the same 256 bits.
 */
export const EPC_LENGTH_RANGE: Readonly<Record<EpcEncoding, { min: number; max: number; step: number }>> = {
  HEX: { min: 8, max: 64, step: 4 },
  ASCII: { min: 1, max: 32, step: 1 },
};

export const rfidConfigSchema = z
  .object({
    /** One product may carry several tags; off, mapping a new tag to a product replaces its tag. */
    multipleTags: z.boolean(),
    encoding: z.enum(EPC_ENCODINGS),
    /** Hex: exactly this many digits; ASCII: at most this many characters (see EPC_LENGTH_RANGE). */
    length: z.number().int().min(1).max(256),
  })
  .strict();
export type RfidConfig = z.infer<typeof rfidConfigSchema>;

export const DEFAULT_RFID_CONFIG: RfidConfig = { multipleTags: false, encoding: 'HEX', length: 24 };

/** `POST /merchant/config/rfid`: the config, or `{ data: config }` as the other config calls take it. */
export const rfidConfigBodySchema = z
  .union([z.object({ data: rfidConfigSchema }).strict(), rfidConfigSchema])
  .transform((body): RfidConfig => ('data' in body ? body.data : body));

/** What `GET`/`POST /merchant/config/rfid` answer: the config (the defaults until one is saved). */
export const rfidConfigAnswerSchema = rfidConfigSchema.extend({ configured: z.boolean(), updatedAt: z.string().max(TEXT_MAX).nullable() });
export type RfidConfigAnswer = z.output<typeof rfidConfigAnswerSchema>;

/** Does the length fit the encoding (EPC_LENGTH_RANGE)? Else the save is CR101. */
export function rfidLengthFits(config: Pick<RfidConfig, 'encoding' | 'length'>): boolean {
  const range = EPC_LENGTH_RANGE[config.encoding];
  return config.length >= range.min && config.length <= range.max && config.length % range.step === 0;
}

// ------------------------------------------------------------------------------------------------
// EPCs
// ------------------------------------------------------------------------------------------------

export type EpcProblem = 'characters' | 'length';
export type ParsedEpc = { ok: true; epc: string } | { ok: false; problem: EpcProblem };

const HEX_DIGITS = /^[0-9A-Fa-f]+$/;
const PRINTABLE_ASCII = /^[\x20-\x7E]+$/;

/**
 * An EPC as typed or read, checked against the RFID config, as it is stored: hex, upper case (what
 * a stock-take tablet reads and what imports store). Hex: exactly `length` hex digits. ASCII: printable
 * text of at most `length` characters, stored as the hex of its bytes (the import's rule for ASCII tags).
 */
export function parseEpc(raw: string, config: Pick<RfidConfig, 'encoding' | 'length'>): ParsedEpc {
  const text = raw.trim();
  if (config.encoding === 'HEX') {
    if (!HEX_DIGITS.test(text)) return { ok: false, problem: 'characters' };
    if (text.length !== config.length) return { ok: false, problem: 'length' };
    return { ok: true, epc: text.toUpperCase() };
  }
  if (!PRINTABLE_ASCII.test(text)) return { ok: false, problem: 'characters' };
  if (text.length > config.length) return { ok: false, problem: 'length' };
  let hex = '';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(2, '0');
  return { ok: true, epc: hex.toUpperCase() };
}

/** The text an ASCII-encoded EPC holds (for display beside its hex); null when it is not printable ASCII. */
export function epcAsciiText(epc: string): string | null {
  if (!HEX_DIGITS.test(epc) || epc.length % 2 !== 0) return null;
  let text = '';
  for (let i = 0; i < epc.length; i += 2) text += String.fromCharCode(parseInt(epc.slice(i, i + 2), 16));
  return PRINTABLE_ASCII.test(text) ? text : null;
}

// ------------------------------------------------------------------------------------------------
// Tag mapping (/reusable-tag-mapping)
// ------------------------------------------------------------------------------------------------

/**
 * The most tags one mapping or unmapping request may carry (a bulk paste of 10,000 fits; TM102 above).
 * With the longest product codes the body may still pass the 1 MB body limit first (IP102).
 */
export const TAG_MAPPING_MAX_TAGS = 20_000;

/** As typed or read: at most this long (the EPC check then applies the config's length). */
export const EPC_INPUT_MAX = 256;
const epcInput = z.string().max(EPC_INPUT_MAX);
const productCode = z.string().trim().min(1).max(128);

/**
 * `POST /merchant/products/tag-mapping?sid=`: tags mapped to products of the store `sid`.
 * `epcs` go to `productCode`; `pairs` each name their own product (`[epc, productCode]`, a pasted
 * "EPC,productCode" line). `move: true` (the user confirmed it) takes a tag from the product that
 * holds it; without it such a tag is refused (TM100, naming that product). The list sizes are
 * checked by the service (TM102), not here, so that the answer names the limit.
 */
export const tagMappingBodySchema = z
  .object({
    productCode: productCode.optional(),
    epcs: z.array(epcInput).default([]),
    pairs: z.array(z.tuple([epcInput, productCode])).default([]),
    move: z.boolean().default(false),
  })
  .strict()
  .refine((b) => b.epcs.length + b.pairs.length > 0, { message: 'epcs or pairs: at least one tag' })
  .refine((b) => b.epcs.length === 0 || b.productCode !== undefined, { message: 'productCode is required with epcs', path: ['productCode'] });
export type TagMappingBody = z.infer<typeof tagMappingBodySchema>;

export const tagMappingQuerySchema = z.object({ sid: z.string().trim().min(1).max(64) });

/** `POST /merchant/products/tag-mapping/unmap`: tags taken off the products that hold them. */
export const tagUnmapBodySchema = z.object({ epcs: z.array(epcInput).min(1) }).strict();
export type TagUnmapBody = z.infer<typeof tagUnmapBodySchema>;

/** `GET /merchant/products/tag-mapping/tag?epc=`. */
export const tagLookupQuerySchema = z.object({ epc: epcInput.refine((v) => v.trim() !== '', { message: 'epc is required' }) });
/** `GET /merchant/products/tag-mapping/product?productCode=&sid=`. */
export const productTagsQuerySchema = z.object({ productCode, sid: z.string().trim().min(1).max(64) });

/** What happened to a tag (a history entry's kind). PRINTED and VOIDED come from printing, SEEN_IN_STOCKTAKE from counts. */
export const TAG_EVENT_KINDS = ['MAPPED', 'UNMAPPED', 'MOVED', 'PRINTED', 'VOIDED', 'SEEN_IN_STOCKTAKE'] as const;
export type TagEventKind = (typeof TAG_EVENT_KINDS)[number];

/** A product as a tag's history and mapping answers name it. */
export const tagProductRefSchema = z.object({ productCode: z.string().max(TEXT_MAX), sid: z.string().max(TEXT_MAX) });
export type TagProductRef = z.infer<typeof tagProductRefSchema>;

/** One entry of a tag's history (newest first in answers). */
export const tagEventSchema = z.object({
  id: z.string().max(TEXT_MAX),
  epc: z.string().max(TEXT_MAX),
  kind: z.enum(TAG_EVENT_KINDS),
  /** The product the entry concerns (for MOVED: the product the tag went to). */
  product: tagProductRefSchema.nullable(),
  /** MOVED: the product the tag came from. */
  from: tagProductRefSchema.nullable(),
  /** The user who did it (null for a count or a job). */
  userId: z.string().max(TEXT_MAX).nullable(),
  /** E.g. a count's id and store for SEEN_IN_STOCKTAKE, a print job for PRINTED. */
  details: z.record(z.string().max(RECORD_KEY_MAX), z.unknown()),
  at: z.string().max(TEXT_MAX),
});
export type TagEvent = z.infer<typeof tagEventSchema>;

/** How many history entries an answer holds at most (the newest). */
export const TAG_HISTORY_LIMIT = 200;

/** A tag a product carries; the primary tag is the product's `rfidTag`. */
export const productTagSchema = z.object({ epc: z.string().max(TEXT_MAX), primary: z.boolean() });
export type ProductTag = z.infer<typeof productTagSchema>;

/** `GET .../tag-mapping/tag?epc=`: who holds the tag now, and its history. */
export const tagLookupAnswerSchema = z.object({
  epc: z.string().max(TEXT_MAX),
  /** The product holding the tag; null when nobody does. */
  product: tagProductRefSchema.extend({ designNumber: z.string().max(TEXT_MAX).nullable(), itemType: z.string().max(TEXT_MAX).nullable() }).nullable(),
  history: z.array(tagEventSchema),
});
export type TagLookupAnswer = z.infer<typeof tagLookupAnswerSchema>;

/** `GET .../tag-mapping/product?productCode=&sid=`: a product's tags and their history on it. */
export const productTagsAnswerSchema = tagProductRefSchema.extend({ tags: z.array(productTagSchema), history: z.array(tagEventSchema) });
export type ProductTagsAnswer = z.infer<typeof productTagsAnswerSchema>;

/** `POST .../tag-mapping` and `.../unmap`: what the request did. */
export const tagMappingResultSchema = z.object({
  /** Tags now mapped that were not on their product before. */
  mapped: z.number().int(),
  /** Tags taken from another product (`move: true`). */
  moved: z.number().int(),
  /** Tags taken off (unmap; or replaced on a product that carries one tag). */
  unmapped: z.number().int(),
  /** Tags that were already on their product (nothing changed for them). */
  unchanged: z.number().int(),
  /** The products whose tags changed, with their tags now (at most 100 listed). */
  products: z.array(tagProductRefSchema.extend({ tags: z.array(productTagSchema) })),
});
export type TagMappingResult = z.infer<typeof tagMappingResultSchema>;

/** A tag the request names that another product holds (TM100 details; at most 50 listed). */
export interface TagInUse {
  epc: string;
  productCode: string;
  sid: string;
}

/** Error codes of RFID config and tag mapping (spec section 8 and issue 14). */
export const RFID_CODES = {
  CONFIG_SAVE_FAILED: 'CR100',
  CONFIG_LENGTH: 'CR101',
  CONFIG_SEVERAL_TAGS: 'CR102',
  TAG_IN_USE: 'TM100',
  TAG_INVALID: 'TM101',
  TOO_MANY_TAGS: 'TM102',
  TAG_TWICE: 'TM103',
  ONE_TAG_PER_PRODUCT: 'TM104',
  TAG_NOT_MAPPED: 'TM105',
  TAG_MAPPING_OFF: 'TM106',
  STORE_REQUIRED: 'TM107',
} as const;

/** One line of a pasted list: an EPC, and the product it goes to when the line names one. */
export interface PastedTagLine {
  line: number;
  epc: string;
  productCode: string | null;
}

/**
 * A pasted list: one tag per line, `EPC` or `EPC,productCode` (a comma, semicolon or tab between);
 * blank lines are skipped. The EPC is checked later (parseEpc), against the config.
 */
export function parseTagLines(text: string): PastedTagLine[] {
  const lines: PastedTagLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const trimmed = raw.trim();
    if (trimmed === '') return;
    const [epc = '', code] = trimmed.split(/[,;\t]/, 2).map((part) => part.trim());
    lines.push({ line: i + 1, epc, productCode: code ? code : null });
  });
  return lines;
}

/**
 * The request body of pasted lines: lines without a product go to `productCode` (the product chosen
 * on the page); null when such lines exist and no product is chosen.
 */
export function tagMappingBodyOf(lines: readonly PastedTagLine[], productCode: string | null, move = false): TagMappingBody | null {
  const epcs = lines.filter((l) => l.productCode === null).map((l) => l.epc);
  if (epcs.length > 0 && !productCode) return null;
  const pairs = lines.filter((l) => l.productCode !== null).map((l) => [l.epc, l.productCode!] as [string, string]);
  return { ...(epcs.length > 0 ? { productCode: productCode! } : {}), epcs, pairs, move };
}
