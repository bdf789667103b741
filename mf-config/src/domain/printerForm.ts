import {
  DEFAULT_PRINTER_PORT,
  LABEL_DPIS,
  PRINTING_CODES,
  PRINTING_CONFIG_NAME_MAX,
  printingConfigInputSchema,
  type LabelDpi,
  type PrintingConfig,
  type PrintingConfigInput,
} from '@hub/contracts';

/**
 * The printer form of `/config/rfid`'s Printers section (issue 14 item 3, printing configs: name,
 * default flag, the printer's address, resolution, label size, verification, default design).
 * Numbers are typed as text and checked here as the server checks them (printingConfigInputSchema).
 */
export interface PrinterDraft {
  id?: string;
  name: string;
  isDefault: boolean;
  host: string;
  port: string;
  /** '' : the design's resolution. */
  dpi: '' | `${LabelDpi}`;
  /** '' : the design's label size. */
  labelWidthMm: string;
  labelHeightMm: string;
  tagDesignId: string;
  verifyEncoding: boolean;
}
export type PrinterField = 'name' | 'host' | 'port' | 'labelWidthMm' | 'labelHeightMm' | 'tagDesignId';
/** A problem of a field: the key of its wording (printers.problems.*) or a message code. */
export type PrinterProblem = 'required' | 'tooLong' | 'host' | 'port' | 'width' | 'height' | 'bothSizes' | string;

export const DPI_CHOICES = ['', ...LABEL_DPIS.map((d) => `${d}` as const)] as const;

export function emptyPrinterDraft(isFirst: boolean): PrinterDraft {
  return { name: '', isDefault: isFirst, host: '', port: String(DEFAULT_PRINTER_PORT), dpi: '', labelWidthMm: '', labelHeightMm: '', tagDesignId: '', verifyEncoding: true };
}

export function printerDraftOf(config: PrintingConfig): PrinterDraft {
  return {
    id: config.id,
    name: config.name,
    isDefault: config.isDefault,
    host: config.host,
    port: String(config.port),
    dpi: config.dpi === null ? '' : (`${config.dpi}` as PrinterDraft['dpi']),
    labelWidthMm: config.labelWidthMm === null ? '' : String(config.labelWidthMm),
    labelHeightMm: config.labelHeightMm === null ? '' : String(config.labelHeightMm),
    tagDesignId: config.tagDesignId ?? '',
    verifyEncoding: config.verifyEncoding,
  };
}

const number = (text: string): number | null => (/^\s*\d+(\.\d+)?\s*$/.test(text) ? Number(text) : null);
const sizeOrNull = (text: string): number | null => (text.trim() === '' ? null : number(text));

/** The body `POST .../rfid-printing` takes for the draft. */
export function printerBody(draft: PrinterDraft): PrintingConfigInput {
  return {
    ...(draft.id ? { id: draft.id } : {}),
    name: draft.name.trim(),
    isDefault: draft.isDefault,
    host: draft.host.trim(),
    port: number(draft.port) ?? DEFAULT_PRINTER_PORT,
    dpi: draft.dpi === '' ? null : (Number(draft.dpi) as LabelDpi),
    labelWidthMm: sizeOrNull(draft.labelWidthMm),
    labelHeightMm: sizeOrNull(draft.labelHeightMm),
    tagDesignId: draft.tagDesignId === '' ? null : draft.tagDesignId,
    verifyEncoding: draft.verifyEncoding,
  };
}

/** The rules the form checks before saving, by field (the server checks the same: printingConfigInputSchema). */
export function printerIssues(draft: PrinterDraft): Partial<Record<PrinterField, PrinterProblem>> {
  const issues: Partial<Record<PrinterField, PrinterProblem>> = {};
  const name = draft.name.trim();
  if (name === '') issues.name = 'required';
  else if (name.length > PRINTING_CONFIG_NAME_MAX) issues.name = 'tooLong';
  if (draft.host.trim() === '') issues.host = 'required';
  else if (!printingConfigInputSchema.shape.host.safeParse(draft.host.trim()).success) issues.host = 'host';
  const port = number(draft.port);
  if (port === null || !Number.isInteger(port) || port < 1 || port > 65_535) issues.port = 'port';
  const width = sizeOrNull(draft.labelWidthMm);
  const height = sizeOrNull(draft.labelHeightMm);
  if (draft.labelWidthMm.trim() !== '' && (width === null || width < 5 || width > 220)) issues.labelWidthMm = 'width';
  if (draft.labelHeightMm.trim() !== '' && (height === null || height < 5 || height > 400)) issues.labelHeightMm = 'height';
  if (!issues.labelWidthMm && !issues.labelHeightMm && (width === null) !== (height === null)) issues[width === null ? 'labelWidthMm' : 'labelHeightMm'] = 'bothSizes';
  return issues;
}

/** A refused save that names a field: CRP100 (another printer has the name), TGD101 (the design is gone). */
export function printerFieldErrorOf(code: string): Partial<Record<PrinterField, PrinterProblem>> | null {
  if (code === PRINTING_CODES.DUPLICATE_NAME) return { name: code };
  if (code === PRINTING_CODES.DESIGN_NOT_FOUND) return { tagDesignId: code };
  return null;
}
