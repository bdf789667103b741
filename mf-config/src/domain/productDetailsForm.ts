import {
  productDetailsIssues,
  type BreakdownConfig,
  type ProductDetailsBody,
  type ProductDetailsConfig,
  type ProductDetailsIssue,
  type ProductDetailsSection,
  type ProductSummaryConfig,
} from '@hub/contracts';
import { moveItem, removeAt, replaceAt } from './listEdit';

/**
 * The product details form (spec section 3, "Product detail config" and "Product summary config"):
 * the dialog's sections, the summary and the breakdown, edited as typed and compared, checked and
 * sent the way POST /merchant/config/product-details takes them.
 */
export type ProductDetailsDraft = ProductDetailsConfig;

/** Limits of productDetailsConfigSchema, so the form stops adding before the server refuses. */
export const PRODUCT_DETAILS_LIMITS = { sections: 30, sectionFields: 200, headers: 10, content: 50, lines: 30 } as const;

export function toProductDetailsDraft(config: ProductDetailsConfig): ProductDetailsDraft {
  return {
    sections: config.sections.map((s) => ({ sectionName: s.sectionName, multiple: s.multiple, sectionFields: [...s.sectionFields] })),
    summary: { headers: config.summary.headers.map((h) => ({ fieldName: h.fieldName })), content: [...config.summary.content] },
    breakdown: { lines: config.breakdown.lines.map((l) => ({ ...l })), totalField: config.breakdown.totalField },
  };
}

/** The draft as the server stores it: names and labels trimmed (the schema trims them too). */
export function normalizeProductDetails(draft: ProductDetailsDraft): ProductDetailsConfig {
  const trim = (v: string) => v.trim();
  return {
    sections: draft.sections.map((s) => ({ sectionName: trim(s.sectionName), multiple: s.multiple, sectionFields: s.sectionFields.map(trim) })),
    summary: { headers: draft.summary.headers.map((h) => ({ fieldName: trim(h.fieldName) })), content: draft.summary.content.map(trim) },
    breakdown: {
      lines: draft.breakdown.lines.map((l) => ({ label: trim(l.label), fieldName: trim(l.fieldName) })),
      totalField: draft.breakdown.totalField === null || trim(draft.breakdown.totalField) === '' ? null : trim(draft.breakdown.totalField),
    },
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The body of the save: only the parts that changed (a summary-only save answers CPD002), or
 * null when nothing changed ('nothing to update': Save stays disabled).
 */
export function productDetailsBody(original: ProductDetailsConfig, draft: ProductDetailsDraft): ProductDetailsBody | null {
  const before = normalizeProductDetails(original);
  const after = normalizeProductDetails(draft);
  const body: ProductDetailsBody = {};
  if (!same(before.sections, after.sections)) body.sections = after.sections;
  if (!same(before.summary, after.summary)) body.summary = after.summary;
  if (!same(before.breakdown, after.breakdown)) body.breakdown = after.breakdown;
  return Object.keys(body).length > 0 ? body : null;
}

/** The server's own rules (CPD100–CPD105) on the draft, so the form shows the codes the save would. */
export function productDetailsDraftIssues(draft: ProductDetailsDraft, productFields: readonly string[]): ProductDetailsIssue[] {
  return productDetailsIssues(normalizeProductDetails(draft), productFields);
}

// Section edits ----------------------------------------------------------------------------------

export function addSection(draft: ProductDetailsDraft): ProductDetailsDraft {
  if (draft.sections.length >= PRODUCT_DETAILS_LIMITS.sections) return draft;
  return { ...draft, sections: [...draft.sections, { sectionName: '', multiple: false, sectionFields: [] }] };
}

export function updateSection(draft: ProductDetailsDraft, index: number, patch: Partial<ProductDetailsSection>): ProductDetailsDraft {
  const section = draft.sections[index];
  if (!section) return draft;
  return { ...draft, sections: replaceAt(draft.sections, index, { ...section, ...patch }) };
}

export function removeSection(draft: ProductDetailsDraft, index: number): ProductDetailsDraft {
  return { ...draft, sections: removeAt(draft.sections, index) };
}

export function moveSection(draft: ProductDetailsDraft, from: number, to: number): ProductDetailsDraft {
  return { ...draft, sections: moveItem(draft.sections, from, to) };
}

/** Adds a field to a section; a field already in it is not added twice ('cannot add duplicate field'). */
export function addSectionField(draft: ProductDetailsDraft, index: number, field: string): ProductDetailsDraft {
  const section = draft.sections[index];
  if (!section || section.sectionFields.length >= PRODUCT_DETAILS_LIMITS.sectionFields) return draft;
  if (section.sectionFields.some((f) => f.toLowerCase() === field.toLowerCase())) return draft;
  return updateSection(draft, index, { sectionFields: [...section.sectionFields, field] });
}

export function setSectionFields(draft: ProductDetailsDraft, index: number, fields: string[]): ProductDetailsDraft {
  return updateSection(draft, index, { sectionFields: fields });
}

// Summary and breakdown edits -------------------------------------------------------------------

export function setSummary(draft: ProductDetailsDraft, summary: ProductSummaryConfig): ProductDetailsDraft {
  return { ...draft, summary };
}

export function setBreakdown(draft: ProductDetailsDraft, breakdown: BreakdownConfig): ProductDetailsDraft {
  return { ...draft, breakdown };
}
