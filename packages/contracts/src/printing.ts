import { TEXT_MAX } from './limits';
import { z } from 'zod';
import { formatMoney } from './money';
import { productFiltersSchema } from './products';

/**
 * Issue 14 items 3 and 4: RFID printing (svc-catalog). Printing configs (spec section 3: name,
 * default flag; here also the printer's address, label and verification settings), tag designs
 * (`/config/tag-design`), print jobs that render ZPL with the RFID encode command and send it to a
 * ZPL printer over raw TCP (port 9100), and each product's printing status.
 *
 * The label is laid out once, by `layoutTag` (pure): the design screen draws its live preview from
 * that layout, and `renderZpl` writes the same layout as ZPL, so what the preview shows is what
 * prints.
 */

// ------------------------------------------------------------------------------------------------
// Error and success codes
// ------------------------------------------------------------------------------------------------

export const PRINTING_CODES = {
  CONFIG_SAVED: 'CRP000',
  CONFIGS_FETCHED: 'CRP001',
  CONFIG_DELETED: 'CRP002',
  DEFAULT_SET: 'CRP003',
  PRINTER_STATUS_FETCHED: 'CRP004',
  DUPLICATE_NAME: 'CRP100',
  DEFAULT_NOT_FOUND: 'CRP101',
  DELETE_FAILED: 'CRP102',
  CONFIG_NOT_FOUND: 'CRP103',
  PRINTING_OFF: 'CRP104',
  DESIGN_SAVED: 'TGD000',
  DESIGNS_FETCHED: 'TGD001',
  DESIGN_DELETED: 'TGD002',
  DESIGN_DUPLICATE_NAME: 'TGD100',
  DESIGN_NOT_FOUND: 'TGD101',
  DESIGN_OFF_LABEL: 'TGD102',
  JOB_QUEUED: 'PRJ000',
  JOBS_FETCHED: 'PRJ001',
  JOB_CANCELLED: 'PRJ002',
  JOB_NO_PRODUCTS: 'PRJ100',
  JOB_NOT_FOUND: 'PRJ101',
  JOB_ENDED: 'PRJ102',
  JOB_TOO_MANY: 'PRJ103',
  EPC_EXHAUSTED: 'PRJ104',
  ALREADY_QUEUED: 'PRJ105',
} as const;

/**
 * Why a label (or a whole job) did not print, as the job's items and the products' printing status
 * carry it. Printer problems (PRN100–PRN106) fail the job and its remaining labels; PRN107/PRN108
 * void one label (its tag was written wrong or could not be read back).
 */
export const PRINT_FAILURE_REASONS = {
  /** The printer did not accept the connection or did not answer the host status request in time. */
  NOT_ANSWERING: 'PRN100',
  PAPER_OUT: 'PRN101',
  PAUSED: 'PRN102',
  HEAD_OPEN: 'PRN103',
  RIBBON_OUT: 'PRN104',
  /** Any other error the host status reports (buffer full, corrupt RAM, temperature). */
  PRINTER_ERROR: 'PRN105',
  /** The connection broke while labels were being sent. */
  CONNECTION_LOST: 'PRN106',
  /** Verification: the tag read back holds another EPC than the one written: the label is void. */
  READ_BACK_MISMATCH: 'PRN107',
  /** Verification: the printer sent no read-back for the label in time: the label is void. */
  NO_READ_BACK: 'PRN108',
  /** The job was cancelled before the label was sent. */
  CANCELLED: 'PRN109',
  /** The service stopped while the label was being sent: it may have printed; print it again if not. */
  INTERRUPTED: 'PRN110',
  /** The product is gone (an import removed it) or its EPC is now another product's. */
  PRODUCT_CHANGED: 'PRN111',
  /** The printer's address is one the outbound policy refuses (loopback, link-local, the hub's own hosts): nothing was sent (issue 25). */
  NOT_ALLOWED: 'PRN112',
  /** Something else went wrong in the service (the job ends; nothing more is sent). */
  SERVER_ERROR: 'SE100',
} as const;
export type PrintFailureReason = (typeof PRINT_FAILURE_REASONS)[keyof typeof PRINT_FAILURE_REASONS];

// ------------------------------------------------------------------------------------------------
// Printing configs (printers)
// ------------------------------------------------------------------------------------------------

export const LABEL_DPIS = [203, 300, 600] as const;
export type LabelDpi = (typeof LABEL_DPIS)[number];
const labelDpiSchema = z.union([z.literal(203), z.literal(300), z.literal(600)]);
const printFailureReasonSchema = z.nativeEnum(PRINT_FAILURE_REASONS);
/** Raw TCP printing (Zebra "port 9100"). */
export const DEFAULT_PRINTER_PORT = 9100;
export const PRINTING_CONFIG_NAME_MAX = 80;
/** A host name or an IPv4/IPv6 address; never a URL (no scheme, path or credentials). */
const PRINTER_HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[?[0-9A-Fa-f:.]+\]?)$/;

const id = z.string().trim().min(1).max(64);
const mm = (min: number, max: number) => z.number().finite().min(min).max(max);

/**
 * `POST /merchant/products/rfid-printing`: a printing config created (no `id`) or updated (`id`).
 * Saving one with `isDefault` makes it the default (the others lose the flag); the first config saved
 * is the default whatever it says. The body may also be `{ data: config }`.
 */
export const printingConfigInputSchema = z
  .object({
    id: id.optional(),
    name: z.string().trim().min(1).max(PRINTING_CONFIG_NAME_MAX),
    isDefault: z.boolean().default(false),
    host: z.string().trim().min(1).max(253).regex(PRINTER_HOST, { message: 'a host name or IP address' }),
    port: z.number().int().min(1).max(65_535).default(DEFAULT_PRINTER_PORT),
    /** The printer's resolution; null: the design's. */
    dpi: z.union([z.literal(203), z.literal(300), z.literal(600)]).nullable().default(null),
    /** The loaded labels' size in mm; null: the design's. */
    labelWidthMm: mm(5, 220).nullable().default(null),
    labelHeightMm: mm(5, 400).nullable().default(null),
    /** The tag design a print job uses when it names none. */
    tagDesignId: id.nullable().default(null),
    /** Item 4: read each written tag back (^RFR + ^HV) and void a label whose EPC differs. */
    verifyEncoding: z.boolean().default(true),
  })
  .strict();
export type PrintingConfigInput = z.infer<typeof printingConfigInputSchema>;

export const printingConfigBodySchema = z
  .union([z.object({ data: printingConfigInputSchema }).strict(), printingConfigInputSchema])
  .transform((body): PrintingConfigInput => ('data' in body ? body.data : body));

/** A printing config as the API answers it. */
export const printingConfigSchema = z.object({
  id: z.string().max(TEXT_MAX),
  name: z.string().max(TEXT_MAX),
  isDefault: z.boolean(),
  host: z.string().max(TEXT_MAX),
  port: z.number().int(),
  dpi: labelDpiSchema.nullable(),
  labelWidthMm: z.number().nullable(),
  labelHeightMm: z.number().nullable(),
  tagDesignId: z.string().max(TEXT_MAX).nullable(),
  verifyEncoding: z.boolean(),
  createdAt: z.string().max(TEXT_MAX),
  updatedAt: z.string().max(TEXT_MAX),
});
export type PrintingConfig = z.infer<typeof printingConfigSchema>;

export const printingConfigParamsSchema = z.object({ id });
export const tagDesignParamsSchema = z.object({ id });
export const printJobParamsSchema = z.object({ id });

// ------------------------------------------------------------------------------------------------
// Printer status (~HS)
// ------------------------------------------------------------------------------------------------

/** What a printer's host status (`~HS`) can report as a reason not to print. */
export const PRINTER_PROBLEMS = ['PAPER_OUT', 'PAUSED', 'HEAD_OPEN', 'RIBBON_OUT', 'BUFFER_FULL', 'CORRUPT_RAM', 'UNDER_TEMPERATURE', 'OVER_TEMPERATURE'] as const;
export type PrinterProblem = (typeof PRINTER_PROBLEMS)[number];

/** `POST .../rfid-printing/:id/status`: the printer asked for its host status now. */
export const printerStatusSchema = z.object({
  /** Answered and reports nothing that stops printing. */
  ready: z.boolean(),
  /** The printer answered `~HS` (false: not reachable or silent). */
  answered: z.boolean(),
  problems: z.array(z.enum(PRINTER_PROBLEMS)),
  /** The reason a job would fail with (null when ready). */
  reason: printFailureReasonSchema.nullable(),
  /** Labels the printer still holds in its buffer (formats in the receive buffer), when it answered. */
  formatsInBuffer: z.number().int().nullable(),
});
export type PrinterStatus = z.infer<typeof printerStatusSchema>;

/** The reason a job fails with for a printer's problems: the first that stops printing. */
export function reasonOfProblems(problems: readonly PrinterProblem[]): PrintFailureReason | null {
  if (problems.includes('PAPER_OUT')) return PRINT_FAILURE_REASONS.PAPER_OUT;
  if (problems.includes('HEAD_OPEN')) return PRINT_FAILURE_REASONS.HEAD_OPEN;
  if (problems.includes('RIBBON_OUT')) return PRINT_FAILURE_REASONS.RIBBON_OUT;
  if (problems.includes('PAUSED')) return PRINT_FAILURE_REASONS.PAUSED;
  return problems.length > 0 ? PRINT_FAILURE_REASONS.PRINTER_ERROR : null;
}

// ------------------------------------------------------------------------------------------------
// Tag designs (/config/tag-design)
// ------------------------------------------------------------------------------------------------

/**
 * Fields every product has that a design may print; any other key is a catalogue field (data
 * mapping) of the merchant, e.g. `price`, `netWeight`, `karat`. `epc` prints the EPC being encoded.
 */
export const TAG_FIXED_FIELDS = ['productCode', 'designNumber', 'itemType', 'itemStatus', 'sid', 'rfidTag', 'epc'] as const;
/** How a field's value is written: as it is, as money (the product's `currency` field or the store's), as a weight in grams. */
export const TAG_FIELD_FORMATS = ['text', 'money', 'weight'] as const;
export type TagFieldFormat = (typeof TAG_FIELD_FORMATS)[number];
export const TAG_ROTATIONS = [0, 90, 180, 270] as const;
export type TagRotation = (typeof TAG_ROTATIONS)[number];
export const BARCODE_SYMBOLOGIES = ['CODE128', 'QR'] as const;
export type BarcodeSymbology = (typeof BARCODE_SYMBOLOGIES)[number];

export const TAG_DESIGN_NAME_MAX = 80;
export const TAG_DESIGN_MAX_ELEMENTS = 40;
export const TAG_TEXT_MAX = 200;

const fieldKey = z.string().trim().min(1).max(64);
const rotation = z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]).default(0);
/** Position of the element's top-left corner on the label, in mm from the label's top-left corner. */
const position = { x: mm(0, 400), y: mm(0, 400), rotation };
/** Text height in points (1/72 inch). */
const fontSize = z.number().finite().min(4).max(72).default(10);

export const tagFieldElementSchema = z
  .object({
    kind: z.literal('field'),
    field: fieldKey,
    format: z.enum(TAG_FIELD_FORMATS).default('text'),
    /** Printed before the value (e.g. "Ref "). */
    prefix: z.string().max(40).default(''),
    /** The value is cut to this many characters (null: whole). */
    maxChars: z.number().int().min(1).max(TAG_TEXT_MAX).nullable().default(null),
    fontSize,
    ...position,
  })
  .strict();
export const tagTextElementSchema = z
  .object({ kind: z.literal('text'), text: z.string().min(1).max(TAG_TEXT_MAX), fontSize, ...position })
  .strict();
export const tagBarcodeElementSchema = z
  .object({
    kind: z.literal('barcode'),
    symbology: z.enum(BARCODE_SYMBOLOGIES),
    /** The field the barcode holds (`epc` for the tag's EPC). */
    field: fieldKey,
    /** Code 128: bar height in mm. */
    heightMm: mm(2, 100).default(8),
    /** Code 128: narrow bar width in dots (^BY); QR: module size (magnification 1–10). */
    module: z.number().int().min(1).max(10).default(2),
    /** Code 128: print the human-readable line under the bars. */
    showText: z.boolean().default(false),
    ...position,
  })
  .strict();
export const tagElementSchema = z.discriminatedUnion('kind', [tagFieldElementSchema, tagTextElementSchema, tagBarcodeElementSchema]);
export type TagElement = z.infer<typeof tagElementSchema>;
export type TagElementInput = z.input<typeof tagElementSchema>;

/** `POST /merchant/config/tag-design`: a design created (no `id`) or updated (`id`). */
export const tagDesignInputSchema = z
  .object({
    id: id.optional(),
    name: z.string().trim().min(1).max(TAG_DESIGN_NAME_MAX),
    widthMm: mm(5, 220),
    heightMm: mm(5, 400),
    dpi: z.union([z.literal(203), z.literal(300), z.literal(600)]).default(203),
    elements: z.array(tagElementSchema).max(TAG_DESIGN_MAX_ELEMENTS),
  })
  .strict();
export type TagDesignInput = z.infer<typeof tagDesignInputSchema>;
export const tagDesignBodySchema = z
  .union([z.object({ data: tagDesignInputSchema }).strict(), tagDesignInputSchema])
  .transform((body): TagDesignInput => ('data' in body ? body.data : body));

/** The parts of a design the layout needs. */
export interface TagDesignLayoutInput {
  widthMm: number;
  heightMm: number;
  dpi: LabelDpi;
  elements: readonly TagElement[];
}

export interface TagDesign extends TagDesignLayoutInput {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
}
export const tagDesignSchema = z.object({
  id: z.string().max(TEXT_MAX),
  name: z.string().max(TEXT_MAX),
  widthMm: z.number(),
  heightMm: z.number(),
  dpi: labelDpiSchema,
  elements: z.array(tagElementSchema).readonly(),
  createdAt: z.string().max(TEXT_MAX),
  updatedAt: z.string().max(TEXT_MAX),
});

/** A design to start from (the screen's "new design"): code, design number, price and the EPC as a barcode. */
export const DEFAULT_TAG_DESIGN: TagDesignLayoutInput & { name: string } = {
  name: 'Standard tag',
  widthMm: 50,
  heightMm: 25,
  dpi: 203,
  elements: [
    { kind: 'field', field: 'productCode', format: 'text', prefix: '', maxChars: null, fontSize: 12, x: 3, y: 2, rotation: 0 },
    { kind: 'field', field: 'designNumber', format: 'text', prefix: '', maxChars: null, fontSize: 9, x: 3, y: 8, rotation: 0 },
    { kind: 'field', field: 'price', format: 'money', prefix: '', maxChars: null, fontSize: 11, x: 3, y: 13, rotation: 0 },
    { kind: 'barcode', symbology: 'CODE128', field: 'productCode', heightMm: 5, module: 1, showText: false, x: 3, y: 19, rotation: 0 },
  ],
};

/**
 * Issue 28 item 4: the label sizes a merchant starts with a design for (common RFID label stock, in
 * inches as it is sold), each printed at 203 dpi. `defaultTagDesigns` keeps those the RFID config
 * allows: the EPC it encodes must fit across the label as text and as Code 128.
 */
export const DEFAULT_LABEL_SIZES: ReadonlyArray<{ name: string; widthMm: number; heightMm: number }> = [
  { name: 'Default 1.5 × 1 in', widthMm: 38.1, heightMm: 25.4 },
  { name: 'Default 2 × 1 in', widthMm: 50.8, heightMm: 25.4 },
  { name: 'Default 4 × 2 in', widthMm: 101.6, heightMm: 50.8 },
];
const DEFAULT_DESIGN_DPI = 203;
const DEFAULT_DESIGN_MARGIN_MM = 2;
/** The smallest EPC text a default design prints (points); a label narrower than that needs is left out. */
const EPC_TEXT_MIN_PT = 5;
/** About how wide a character of ZPL font 0 is, against its height (generous for hex digits). */
const FONT0_WIDTH_RATIO = 0.6;
const POINT_MM = 25.4 / 72;
const roundHalf = (value: number) => Math.floor(value * 2) / 2;

/** How many hex digits the EPC printed on a label has: HEX the configured digits, ASCII two per character. */
export function epcHexDigits(config: { encoding: 'HEX' | 'ASCII'; length: number }): number {
  return config.encoding === 'HEX' ? config.length : config.length * 2;
}

/** Code 128 (subset B, as ^BC and the preview draw it) of `chars` characters with its quiet zones, in modules. */
export function code128Modules(chars: number): number {
  return 11 * (chars + 2) + 13 + 20;
}

/**
 * The designs a new merchant (and the demo) starts with, one per DEFAULT_LABEL_SIZES the RFID config
 * allows: the product code, the EPC as text and the EPC as Code 128 (one dot a module), stacked from
 * the top. A size is allowed when the EPC's Code 128 and its text (at least 5 pt) fit between the
 * margins. Pure: svc-catalog stores them.
 */
export function defaultTagDesigns(config: { encoding: 'HEX' | 'ASCII'; length: number }): TagDesignInput[] {
  const digits = epcHexDigits(config);
  const dpi = DEFAULT_DESIGN_DPI;
  const m = DEFAULT_DESIGN_MARGIN_MM;
  return DEFAULT_LABEL_SIZES.flatMap((size) => {
    const usableMm = size.widthMm - 2 * m;
    if (dotsOf(usableMm, dpi) < code128Modules(digits)) return [];
    const epcPt = Math.min(8, Math.floor(usableMm / (digits * FONT0_WIDTH_RATIO * POINT_MM)));
    if (epcPt < EPC_TEXT_MIN_PT) return [];
    const scale = size.heightMm / 25.4;
    const codePt = Math.min(24, Math.round(12 * scale));
    const epcY = roundHalf(m + codePt * POINT_MM + 1);
    const barY = roundHalf(epcY + epcPt * POINT_MM + 1.5);
    const barHeight = Math.min(15, roundHalf(size.heightMm - barY - m));
    const elements: TagElement[] = [
      { kind: 'field', field: 'productCode', format: 'text', prefix: '', maxChars: null, fontSize: codePt, x: m, y: m, rotation: 0 },
      { kind: 'field', field: 'epc', format: 'text', prefix: '', maxChars: null, fontSize: epcPt, x: m, y: epcY, rotation: 0 },
      { kind: 'barcode', symbology: 'CODE128', field: 'epc', heightMm: barHeight, module: 1, showText: false, x: m, y: barY, rotation: 0 },
    ];
    return [{ name: size.name, widthMm: size.widthMm, heightMm: size.heightMm, dpi, elements }];
  });
}

/** An element that lies (at least its top-left corner) off the label: the save is refused (TGD102). */
export function elementsOffLabel(design: Pick<TagDesignLayoutInput, 'widthMm' | 'heightMm' | 'elements'>): number[] {
  return design.elements.flatMap((e, i) => (e.x >= design.widthMm || e.y >= design.heightMm ? [i] : []));
}

// ------------------------------------------------------------------------------------------------
// Layout (preview) and ZPL (print): one model
// ------------------------------------------------------------------------------------------------

/** What a label is printed for: the product as the API answers it (fixed and configured fields). */
export type TagProductData = Readonly<Record<string, unknown>>;

export interface TagRenderOptions {
  /** The language money and weights are written in (the printing user's). */
  locale?: string;
  /** The currency of money fields when the product has no `currency` field (its store's). */
  currency?: string | null;
  /** The printer's resolution, when it differs from the design's. */
  dpi?: LabelDpi | null;
  /** Labels per product (^PQ); each copy is encoded with the same EPC. */
  copies?: number;
  /** Read the tag back and send it to the host (^RFR + ^HV): item 4. */
  verify?: boolean;
}

export type TagLayoutItem =
  | { kind: 'text'; x: number; y: number; rotation: TagRotation; height: number; text: string }
  | { kind: 'code128'; x: number; y: number; rotation: TagRotation; height: number; module: number; showText: boolean; data: string }
  | { kind: 'qr'; x: number; y: number; rotation: TagRotation; module: number; data: string };

/** A laid-out label, in printer dots (`dpi` dots per inch); the preview scales dots to pixels. */
export interface TagLayout {
  dpi: LabelDpi;
  width: number;
  height: number;
  items: TagLayoutItem[];
}

export const dotsOf = (mmValue: number, dpi: number): number => Math.round((mmValue * dpi) / 25.4);
const pointsToDots = (points: number, dpi: number): number => Math.max(1, Math.round((points * dpi) / 72));

function plainValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(plainValue).filter((v) => v !== '').join(', ');
  if (typeof value === 'number') return Number.isFinite(value) ? String(Math.round(value * 100) / 100) : '';
  if (typeof value === 'boolean') return value ? 'Y' : 'N';
  if (typeof value === 'object') return '';
  return String(value);
}

function numeric(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value.trim());
  return null;
}

/** A product field's text on a label (`epc`: the EPC encoded), formatted as the element says. */
export function tagFieldText(product: TagProductData, field: string, epc: string, format: TagFieldFormat = 'text', options: TagRenderOptions = {}): string {
  const raw = field === 'epc' ? epc : product[field];
  const locale = options.locale ?? 'en';
  if (format === 'money') {
    const amount = numeric(raw);
    if (amount === null) return plainValue(raw);
    const currency = typeof product.currency === 'string' && product.currency ? product.currency : options.currency;
    return formatMoney(amount, currency, locale);
  }
  if (format === 'weight') {
    const grams = numeric(raw);
    return grams === null ? plainValue(raw) : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(grams)} g`;
  }
  return plainValue(raw);
}

/**
 * The label for one product: each element placed in dots, its text resolved. Elements whose value is
 * empty are left out (a label shows no empty prefix or empty barcode). Pure: the design screen's live
 * preview and the print job's ZPL (`renderZpl`) both come from it.
 */
export function layoutTag(design: TagDesignLayoutInput, product: TagProductData, epc: string, options: TagRenderOptions = {}): TagLayout {
  const dpi = options.dpi ?? design.dpi;
  const items: TagLayoutItem[] = [];
  for (const element of design.elements) {
    const at = { x: dotsOf(element.x, dpi), y: dotsOf(element.y, dpi), rotation: element.rotation };
    if (element.kind === 'text') {
      items.push({ kind: 'text', ...at, height: pointsToDots(element.fontSize, dpi), text: element.text });
    } else if (element.kind === 'field') {
      let value = tagFieldText(product, element.field, epc, element.format, options);
      if (value === '') continue;
      if (element.maxChars !== null) value = [...value].slice(0, element.maxChars).join('');
      items.push({ kind: 'text', ...at, height: pointsToDots(element.fontSize, dpi), text: `${element.prefix}${value}` });
    } else {
      const data = tagFieldText(product, element.field, epc, 'text', options);
      if (data === '') continue;
      if (element.symbology === 'QR') items.push({ kind: 'qr', ...at, module: element.module, data });
      else items.push({ kind: 'code128', ...at, height: dotsOf(element.heightMm, dpi), module: element.module, showText: element.showText, data });
    }
  }
  return { dpi, width: dotsOf(design.widthMm, dpi), height: dotsOf(design.heightMm, dpi), items };
}

/** The live preview of a design for a sample product: the same layout the printer gets. */
export const renderTagPreview = layoutTag;

const ZPL_ORIENTATION: Record<TagRotation, string> = { 0: 'N', 90: 'R', 180: 'I', 270: 'B' };

/**
 * Field data made safe for `^FH_^FD…^FS`: the ZPL command characters `^` and `~` and the hex
 * indicator `_` itself are written as `_5E`, `_7E`, `_5F`, so no product text can end a field or
 * start a command. Control characters are dropped.
 */
export function zplFieldData(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what a label may not carry
  return text.replace(/[\x00-\x1F\x7F]/g, '').replace(/[_^~]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The header the printer puts before each read-back (`^HV`), and the line it sends: `EPC[<hex>]`. */
export const READ_BACK_PATTERN = /EPC\[([0-9A-Fa-f]*)\]/g;
/** The ^FN field number the read-back goes through. */
const READ_BACK_FIELD = 1;

/** An EPC as ZPL's RFID write takes it in hex (^RFW,H): upper-case hex digits only. */
const HEX_EPC = /^[0-9A-F]+$/;

/**
 * One label as ZPL (Zebra ZPL II): UTF-8 text (^CI28), label size (^PW, ^LL), RFID setup (^RS8, Gen 2),
 * the EPC written in hex (^RFW,H), with `verify` the tag read back into field 1 (^RFR,H) and sent to
 * the host once per label (^HV … `EPC[<hex>]` CR LF), the design's elements (^FO, ^A0 text, ^BC Code
 * 128, ^BQ QR), the copies (^PQ), ^XZ.
 */
export function renderZpl(design: TagDesignLayoutInput, product: TagProductData, epc: string, options: TagRenderOptions = {}): string {
  const hex = epc.toUpperCase();
  if (!HEX_EPC.test(hex) || hex.length % 2 !== 0) throw new Error('renderZpl: the EPC must be an even number of hex digits');
  const layout = layoutTag(design, product, hex, options);
  const copies = Math.max(1, Math.min(99, Math.floor(options.copies ?? 1)));
  const lines = ['^XA', '^CI28', `^PW${layout.width}`, `^LL${layout.height}`, '^RS8', `^RFW,H^FD${hex}^FS`];
  if (options.verify) {
    lines.push(`^FN${READ_BACK_FIELD}^RFR,H,0,${hex.length / 2},E^FS`);
    lines.push(`^FH_^HV${READ_BACK_FIELD},${hex.length},EPC[,]_0D_0A,L^FS`);
  }
  for (const item of layout.items) {
    const o = ZPL_ORIENTATION[item.rotation];
    if (item.kind === 'text') {
      lines.push(`^FO${item.x},${item.y}^A0${o},${item.height},${item.height}^FH_^FD${zplFieldData(item.text)}^FS`);
    } else if (item.kind === 'code128') {
      // In ^BC data `>` starts a subset code; `><` is a literal `>`.
      const data = zplFieldData(item.data).replace(/>/g, '><');
      lines.push(`^FO${item.x},${item.y}^BY${item.module}^BC${o},${item.height},${item.showText ? 'Y' : 'N'},N,N^FH_^FD${data}^FS`);
    } else {
      // QR (model 2, error correction M, automatic input): readable in any orientation, so printed upright.
      lines.push(`^FO${item.x},${item.y}^BQN,2,${item.module}^FH_^FDMA,${zplFieldData(item.data)}^FS`);
    }
  }
  lines.push(`^PQ${copies}`, '^XZ');
  return `${lines.join('\n')}\n`;
}

/** The EPCs a printer sent back (^HV lines), in order, upper case. */
export function readBackEpcs(text: string): string[] {
  return [...text.matchAll(READ_BACK_PATTERN)].map((m) => m[1]!.toUpperCase());
}

// ------------------------------------------------------------------------------------------------
// Printing status of products (POST .../allRfid)
// ------------------------------------------------------------------------------------------------

/** A product's printing status (products.ts PRINTING_STATUSES orders them for allRfid's sort). */
export type ProductPrintingStatus = 'NOT_PRINTED' | 'QUEUED' | 'PRINTED' | 'FAILED' | 'VOIDED';

// ------------------------------------------------------------------------------------------------
// Print jobs
// ------------------------------------------------------------------------------------------------

/** The most products one print job may carry (PRJ103 above). */
export const PRINT_JOB_MAX_PRODUCTS = 5_000;
export const PRINT_JOB_MAX_COPIES = 10;

const productRef = z.object({ productCode: z.string().trim().min(1).max(128), sid: z.string().trim().min(1).max(64) }).strict();

/**
 * `POST /merchant/products/rfid-printing/jobs`: what to print. Either `products` (code and store of
 * each), or `selection`: every product the `POST .../allRfid` list criteria match (its query fields and
 * body filters), e.g. all NOT_PRINTED products of a store. `configId` absent: the default printing
 * config (CRP101 when there is none); `designId` absent: the config's design, else the first design.
 *
 * Each product is encoded with its primary tag (`rfidTag`); a product without one gets an EPC the
 * server allocates from the merchant's EPC serial (`allocatedEpc`), mapped to it once its label printed.
 */
export const printJobBodySchema = z
  .object({
    products: z.array(productRef).max(PRINT_JOB_MAX_PRODUCTS * 2).optional(),
    selection: z
      .object({
        sid: z.string().trim().min(1).max(64).optional(),
        active: z.boolean().optional(),
        searchText: z.string().trim().max(128).optional(),
        printingStatus: z.array(z.enum(['NOT_PRINTED', 'QUEUED', 'PRINTED', 'FAILED', 'VOIDED'])).max(5).optional(),
        /** Body filters as `POST .../all` takes them. */
        filters: productFiltersSchema.optional(),
      })
      .strict()
      .optional(),
    configId: id.optional(),
    designId: id.optional(),
    copies: z.number().int().min(1).max(PRINT_JOB_MAX_COPIES).default(1),
  })
  .strict()
  .refine((b) => (b.products === undefined) !== (b.selection === undefined), { message: 'products or selection (one of them) is required' });
export type PrintJobBody = z.infer<typeof printJobBodySchema>;

export const PRINT_JOB_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED', 'CANCELLED'] as const;
export type PrintJobStatus = (typeof PRINT_JOB_STATUSES)[number];
/** A label's status: SENDING while its ZPL is on the way (a restart then marks it INTERRUPTED, never prints it again). */
export const PRINT_ITEM_STATUSES = ['QUEUED', 'SENDING', 'PRINTED', 'VOIDED', 'FAILED', 'CANCELLED'] as const;
export type PrintItemStatus = (typeof PRINT_ITEM_STATUSES)[number];

const count = z.number().int();
export const printJobCountsSchema = z.object({ total: count, queued: count, printed: count, voided: count, failed: count, cancelled: count });
export type PrintJobCounts = z.infer<typeof printJobCountsSchema>;

export const printJobSummarySchema = z.object({
  id: z.string().max(TEXT_MAX),
  status: z.enum(PRINT_JOB_STATUSES),
  configId: z.string().max(TEXT_MAX),
  configName: z.string().max(TEXT_MAX),
  designId: z.string().max(TEXT_MAX).nullable(),
  designName: z.string().max(TEXT_MAX),
  copies: z.number().int(),
  counts: printJobCountsSchema,
  /** Why the job failed (a printer problem), when it did. */
  reason: printFailureReasonSchema.nullable(),
  userId: z.string().max(TEXT_MAX).nullable(),
  createdAt: z.string().max(TEXT_MAX),
  startedAt: z.string().max(TEXT_MAX).nullable(),
  endedAt: z.string().max(TEXT_MAX).nullable(),
});
export type PrintJobSummary = z.infer<typeof printJobSummarySchema>;

export const printJobItemSchema = z.object({
  productCode: z.string().max(TEXT_MAX),
  sid: z.string().max(TEXT_MAX),
  epc: z.string().max(TEXT_MAX),
  /** The EPC was allocated by the server (the product had no tag). */
  allocated: z.boolean(),
  status: z.enum(PRINT_ITEM_STATUSES),
  reason: printFailureReasonSchema.nullable(),
  /** Verification: the EPC the printer read back (differs from `epc` when VOIDED for a mismatch). */
  readBackEpc: z.string().max(TEXT_MAX).nullable(),
  endedAt: z.string().max(TEXT_MAX).nullable(),
});
export type PrintJobItem = z.infer<typeof printJobItemSchema>;

export const printJobSchema = printJobSummarySchema.extend({ items: z.array(printJobItemSchema) });
export type PrintJob = z.infer<typeof printJobSchema>;

/** `GET .../rfid-printing/jobs?limit=`: the newest jobs first. */
export const printJobListQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

/** A job's progress, pushed to the merchant's browsers (channel `printing`) as labels end. */
export const printProgressDataSchema = z.object({
  jobId: z.string().max(64),
  status: z.enum(PRINT_JOB_STATUSES),
  total: z.number().int().nonnegative(),
  queued: z.number().int().nonnegative(),
  printed: z.number().int().nonnegative(),
  voided: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  cancelled: z.number().int().nonnegative(),
  reason: z.string().max(16).nullable(),
  /** The stores of the job's labels (the gateway sends the event to users who see them all); absent in older events. */
  stores: z.array(z.string().max(64)).max(10_000).optional(),
});
export type PrintProgressData = z.infer<typeof printProgressDataSchema>;

// ------------------------------------------------------------------------------------------------
// EPC allocation
// ------------------------------------------------------------------------------------------------

/**
 * The EPC the server gives a product without a tag, from the merchant's serial (1, 2, 3 …), so that it
 * fits the RFID config: HEX — the serial in hex, zero-padded to the configured number of digits (24:
 * `000000000000000000000001`); ASCII — the serial in decimal digits, zero-padded to the configured
 * number of characters, stored as the hex of those characters (as `parseEpc` stores ASCII EPCs).
 * Null when the serial does not fit in the length (the serial space is exhausted: PRJ104).
 */
export function allocatedEpc(serial: bigint, config: { encoding: 'HEX' | 'ASCII'; length: number }): string | null {
  if (serial < 1n) return null;
  if (config.encoding === 'HEX') {
    const digits = serial.toString(16).toUpperCase();
    return digits.length > config.length ? null : digits.padStart(config.length, '0');
  }
  const text = serial.toString(10);
  if (text.length > config.length) return null;
  return [...text.padStart(config.length, '0')].map((c) => c.charCodeAt(0).toString(16).toUpperCase()).join('');
}
