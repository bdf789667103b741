import { z } from 'zod';
import { TEXT_MAX } from './limits';
import type { MessageCode } from './messages';

/**
 * File import (issue 11; spec sections 3, 4, 5 and 8): what a checked file can be told, and the
 * products its rows become. The problem codes are in the message catalogue (PDFV…), worded in
 * every language.
 */

/** The rules of spec section 5, "Import file", one code each. */
export const IMPORT_FILE_RULES = {
  CONFIGURED_COLUMN_MISSING: 'PDFV100',
  MANDATORY_COLUMN_MISSING: 'PDFV101',
  COLUMN_SKIPPED: 'PDFV102',
  DUPLICATE_HEADER: 'PDFV103',
  HEADER_NOT_SET: 'PDFV104',
  EMPTY_COLUMN: 'PDFV105',
  DUPLICATE_PRODUCT_CODE: 'PDFV106',
  DUPLICATE_RFID: 'PDFV107',
  PRODUCT_CODE_MISSING: 'PDFV108',
  NOT_A_NUMBER: 'PDFV109',
  NOT_A_DATE: 'PDFV110',
  NOT_A_BOOLEAN: 'PDFV111',
  NOT_HEX: 'PDFV112',
  RAGGED_ROW: 'PDFV113',
  STORE_COLUMN_MISSING: 'PDFV114',
  UNKNOWN_STORE: 'PDFV115',
  VALUE_TOO_LARGE: 'PDFV116',
  CONFLICTING_ROW: 'PDFV117',
} as const satisfies Record<string, MessageCode>;
export type ImportFileRule = (typeof IMPORT_FILE_RULES)[keyof typeof IMPORT_FILE_RULES];

/** Rules that are told but do not stop the import: a skipped column, an empty one. */
export const IMPORT_WARNINGS: ReadonlySet<ImportFileRule> = new Set([IMPORT_FILE_RULES.COLUMN_SKIPPED, IMPORT_FILE_RULES.EMPTY_COLUMN]);

/**
 * How much of a sample file is read (issue 28 item 1): the browser sends its first whole lines up to
 * this; the server keeps as much of a longer file and lets the rest stream past.
 */
export const IMPORT_SAMPLE_BYTES = 1024 * 1024;

/** The largest value a cell may hold (characters); a larger one is PDFV116, not a crash. */
export const IMPORT_MAX_CELL_CHARS = 100_000;

/**
 * What a sample file shows the mapping screen (issue 28 item 1): its header and first rows (at most
 * SAMPLE_ROWS, each as many cells as the file gives), and whether the file has more rows than these.
 */
export const importSampleSchema = z.object({
  fileName: z.string().max(TEXT_MAX),
  header: z.array(z.string().max(IMPORT_MAX_CELL_CHARS)),
  rows: z.array(z.array(z.string().max(IMPORT_MAX_CELL_CHARS))),
  more: z.boolean(),
});
export type ImportSample = z.infer<typeof importSampleSchema>;

/** How many problems an answer carries; the downloadable report has them all. */
export const IMPORT_PROBLEMS_SHOWN = 1_000;

/**
 * One problem of a file: where (row as a spreadsheet numbers it, the header being row 1; the column's
 * header) and which rule. `related` lists the other rows of a duplicate.
 */
export const importFileRuleSchema = z.nativeEnum(IMPORT_FILE_RULES);
export const importProblemSchema = z.object({
  code: importFileRuleSchema,
  row: z.number().int().nullable(),
  column: z.string().max(TEXT_MAX).nullable(),
  value: z.string().max(IMPORT_MAX_CELL_CHARS).optional(),
  related: z.array(z.number().int()).optional(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const isImportWarning = (problem: Pick<ImportProblem, 'code'>): boolean => IMPORT_WARNINGS.has(problem.code);

/** A product field's value as a row gives it: text, number, yes/no, a date (YYYY-MM-DD text), or a list. */
const importScalarSchema = z.union([z.string().max(IMPORT_MAX_CELL_CHARS), z.number(), z.boolean()]);
export const importValueSchema = z.union([importScalarSchema, z.array(importScalarSchema)]);
export type ImportValue = z.infer<typeof importValueSchema>;

/**
 * A product as the file gives it, keyed by merchant, store and product code. Only what the file holds
 * is set: a field the file does not map is left as it is in the catalogue.
 */
export interface ImportRecord {
  sid: string;
  productCode: string;
  /** The spreadsheet row (or first row, for multiple rows) it came from. */
  row: number;
  rfidTag?: string | null;
  designNumber?: string | null;
  itemType?: string | null;
  itemStatus?: string | null;
  active?: boolean;
  imageName?: string[];
  /** The merchant's configured fields. */
  fields: Record<string, ImportValue | null>;
}

/** The product fields that are columns of a product rather than configured fields (spec section 3). */
export const IMPORT_FIXED_FIELDS = ['productCode', 'rfidTag', 'designNumber', 'itemType', 'itemStatus', 'active', 'imageName'] as const;
export type ImportFixedField = (typeof IMPORT_FIXED_FIELDS)[number];
