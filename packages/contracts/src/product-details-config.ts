import { z } from 'zod';

/**
 * Product details and summary config (spec section 3): the sections of the product details dialog
 * (a tab each: name, multiple-values flag, fields), the summary shown above them (headers and
 * content fields), and the breakdown (labelled lines, e.g. metal, stones and making charges, with
 * the field holding their total).
 */

/** The product's own columns, always available to sections besides the configured fields. */
export const FIXED_PRODUCT_FIELDS = [
  'productCode',
  'rfidTag',
  'designNumber',
  'itemType',
  'itemStatus',
  'active',
  'sid',
  'imageName',
] as const;

const fieldName = z.string().trim().min(1).max(64);

export const productDetailsSectionSchema = z.object({
  sectionName: z.string().trim().max(64),
  /** The section holds several values per product (shown as a table: stones, certificates…). */
  multiple: z.boolean().default(false),
  sectionFields: z.array(fieldName).max(200),
});
export type ProductDetailsSection = z.infer<typeof productDetailsSectionSchema>;

export const productSummaryConfigSchema = z.object({
  headers: z.array(z.object({ fieldName })).max(10),
  content: z.array(fieldName).max(50),
});
export type ProductSummaryConfig = z.infer<typeof productSummaryConfigSchema>;

export const breakdownConfigSchema = z.object({
  lines: z.array(z.object({ label: z.string().trim().max(64), fieldName })).max(30),
  /** The field holding the total of the lines (optional). */
  totalField: fieldName.nullable().default(null),
});
export type BreakdownConfig = z.infer<typeof breakdownConfigSchema>;

export const productDetailsConfigSchema = z.object({
  sections: z.array(productDetailsSectionSchema).max(30),
  summary: productSummaryConfigSchema,
  breakdown: breakdownConfigSchema,
});
export type ProductDetailsConfig = z.infer<typeof productDetailsConfigSchema>;

/** `POST /merchant/config/product-details`: any of the three parts; the others keep their value. */
export const productDetailsBodySchema = z
  .object({
    sections: productDetailsConfigSchema.shape.sections.optional(),
    summary: productSummaryConfigSchema.optional(),
    breakdown: breakdownConfigSchema.optional(),
  })
  .strict()
  .refine(
    (b) => b.sections !== undefined || b.summary !== undefined || b.breakdown !== undefined,
    'nothing to save',
  );
export type ProductDetailsBody = z.infer<typeof productDetailsBodySchema>;

export const EMPTY_PRODUCT_DETAILS_CONFIG: ProductDetailsConfig = {
  sections: [],
  summary: { headers: [], content: [] },
  breakdown: { lines: [], totalField: null },
};

export const productDetailsAnswerSchema = productDetailsConfigSchema.extend({ revision: z.number().int(), configured: z.boolean() });
export type ProductDetailsAnswer = z.output<typeof productDetailsAnswerSchema>;

/** The error codes of the product details rules (spec section 5, "Other messages"). */
export const PRODUCT_DETAILS_CODES = {
  EMPTY_SECTION_NAME: 'CPD100',
  DUPLICATE_SECTION_NAME: 'CPD101',
  DUPLICATE_FIELD: 'CPD102',
  UNKNOWN_FIELD: 'CPD103',
  DUPLICATE_HEADER: 'CPD104',
  EMPTY_LABEL: 'CPD105',
} as const;
export type ProductDetailsCode = (typeof PRODUCT_DETAILS_CODES)[keyof typeof PRODUCT_DETAILS_CODES];

export interface ProductDetailsIssue {
  field: string;
  rule: ProductDetailsCode;
}

const norm = (v: string) => v.trim().toLowerCase();

function firstRepeats(values: readonly string[]): number[] {
  const seen = new Set<string>();
  const repeats: number[] = [];
  values.forEach((v, i) => {
    const k = norm(v);
    if (k !== '' && seen.has(k)) repeats.push(i);
    seen.add(k);
  });
  return repeats;
}

/**
 * Every product-details rule `config` breaks, given the merchant's product fields (from the data
 * mapping; the fixed columns are always known): section names present and unique, no field twice
 * in a section ('cannot add duplicate field'), no header twice ('duplicate header value'), every
 * field known, breakdown lines labelled.
 */
export function productDetailsIssues(
  config: ProductDetailsConfig,
  productFields: readonly string[],
): ProductDetailsIssue[] {
  const C = PRODUCT_DETAILS_CODES;
  const known = new Set([...FIXED_PRODUCT_FIELDS, ...productFields].map(norm));
  const issues: ProductDetailsIssue[] = [];
  const unknown = (name: string, field: string) => {
    if (!known.has(norm(name))) issues.push({ field, rule: C.UNKNOWN_FIELD });
  };
  config.sections.forEach((s, i) => {
    if (s.sectionName === '') issues.push({ field: `sections.${i}.sectionName`, rule: C.EMPTY_SECTION_NAME });
    s.sectionFields.forEach((f, j) => unknown(f, `sections.${i}.sectionFields.${j}`));
    for (const j of firstRepeats(s.sectionFields))
      issues.push({ field: `sections.${i}.sectionFields.${j}`, rule: C.DUPLICATE_FIELD });
  });
  for (const i of firstRepeats(config.sections.map((s) => s.sectionName)))
    issues.push({ field: `sections.${i}.sectionName`, rule: C.DUPLICATE_SECTION_NAME });
  config.summary.headers.forEach((h, i) => unknown(h.fieldName, `summary.headers.${i}.fieldName`));
  for (const i of firstRepeats(config.summary.headers.map((h) => h.fieldName)))
    issues.push({ field: `summary.headers.${i}.fieldName`, rule: C.DUPLICATE_HEADER });
  config.summary.content.forEach((f, i) => unknown(f, `summary.content.${i}`));
  for (const i of firstRepeats(config.summary.content))
    issues.push({ field: `summary.content.${i}`, rule: C.DUPLICATE_FIELD });
  config.breakdown.lines.forEach((l, i) => {
    if (l.label === '') issues.push({ field: `breakdown.lines.${i}.label`, rule: C.EMPTY_LABEL });
    unknown(l.fieldName, `breakdown.lines.${i}.fieldName`);
  });
  if (config.breakdown.totalField !== null) unknown(config.breakdown.totalField, 'breakdown.totalField');
  return issues;
}

/** The success code of a save: summary-only saves report CPD002, others CPD000. */
export function productDetailsSavedCode(body: ProductDetailsBody): 'CPD000' | 'CPD002' {
  return body.summary !== undefined && body.sections === undefined && body.breakdown === undefined
    ? 'CPD002'
    : 'CPD000';
}
