import {
  DEFAULT_TAG_DESIGN,
  TAG_FIXED_FIELDS,
  elementsOffLabel,
  tagDesignInputSchema,
  type Product,
  type TagDesign,
  type TagDesignInput,
  type TagElement,
  type TagProductData,
} from '@hub/contracts';
import { fieldOptions, type FieldOption } from './productFields';

/**
 * The tag design editor of `/config/tag-design` (issue 14 item 3): a design's label size, DPI and
 * elements, the rules the server checks (tagDesignInputSchema, TGD102), and the sample product the
 * live preview is drawn for.
 */
export type TagDesignDraft = TagDesignInput;
/** What the "add" menu offers: a product field, fixed text, a barcode or QR code of a field, the EPC as text. */
export const NEW_ELEMENT_KINDS = ['field', 'text', 'barcode', 'qr', 'epc'] as const;
export type NewElementKind = (typeof NEW_ELEMENT_KINDS)[number];

export function newDesignDraft(name: string): TagDesignDraft {
  return { name, widthMm: DEFAULT_TAG_DESIGN.widthMm, heightMm: DEFAULT_TAG_DESIGN.heightMm, dpi: DEFAULT_TAG_DESIGN.dpi, elements: DEFAULT_TAG_DESIGN.elements.map((e) => ({ ...e })) };
}

export function designDraftOf(design: TagDesign): TagDesignDraft {
  return { id: design.id, name: design.name, widthMm: design.widthMm, heightMm: design.heightMm, dpi: design.dpi, elements: design.elements.map((e) => ({ ...e })) };
}

/** About how tall each new element is, in mm (10 pt text, a 6 mm barcode, a small QR code). */
const NEW_HEIGHT_MM: Readonly<Record<NewElementKind, number>> = { field: 3.6, text: 3.6, epc: 2.9, barcode: 6, qr: 6 };

/** A new element, placed below the lowest one so it does not cover another, and kept whole on the label when it fits. */
export function newElement(kind: NewElementKind, draft: Pick<TagDesignDraft, 'heightMm' | 'elements'>, text: string): TagElement {
  const lowest = draft.elements.reduce((y, e) => Math.max(y, e.y), -4);
  const y = Math.max(0, Math.min(lowest + 4, Math.floor((draft.heightMm - NEW_HEIGHT_MM[kind]) * 2) / 2));
  const at = { x: 2, y, rotation: 0 as const };
  switch (kind) {
    case 'text':
      return { kind: 'text', text, fontSize: 10, ...at };
    case 'barcode':
      return { kind: 'barcode', symbology: 'CODE128', field: 'productCode', heightMm: 6, module: 1, showText: false, ...at };
    case 'qr':
      return { kind: 'barcode', symbology: 'QR', field: 'epc', heightMm: 8, module: 2, showText: false, ...at };
    case 'epc':
      return { kind: 'field', field: 'epc', format: 'text', prefix: '', maxChars: null, fontSize: 8, ...at };
    default:
      return { kind: 'field', field: 'designNumber', format: 'text', prefix: '', maxChars: null, fontSize: 10, ...at };
  }
}

/** The body `POST /merchant/config/tag-design` takes. */
export function designBody(draft: TagDesignDraft): TagDesignInput {
  return { ...draft, name: draft.name.trim() };
}

/**
 * The rules the draft breaks, by path (`name`, `widthMm`, `heightMm`, `elements.<i>`): the schema's
 * bounds and TGD102 (an element that starts off the label). The value is a problem key of the page.
 */
export function designIssues(draft: TagDesignDraft): Record<string, string> {
  const issues: Record<string, string> = {};
  const parsed = tagDesignInputSchema.safeParse(designBody(draft));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head, index] = issue.path;
      const key = head === 'elements' && typeof index === 'number' ? `elements.${index}` : String(head ?? 'form');
      issues[key] ??= head === 'name' ? (draft.name.trim() === '' ? 'required' : 'tooLong') : 'range';
    }
  }
  for (const index of elementsOffLabel(draft)) issues[`elements.${index}`] ??= 'TGD102';
  return issues;
}

/** The fields an element may print: the EPC being encoded, the data mapping's fields, then the fixed ones. */
export function tagFieldOptions(mapping: Parameters<typeof fieldOptions>[0]): FieldOption[] {
  const options = fieldOptions(mapping);
  const seen = new Set(options.map((o) => o.name.toLowerCase()));
  const fixed = TAG_FIXED_FIELDS.filter((name) => name !== 'epc' && !seen.has(name.toLowerCase())).map((name): FieldOption => ({ name, label: name, type: 'text' }));
  return [{ name: 'epc', label: 'EPC', type: 'text' }, ...options, ...fixed];
}

/** The fields the design prints (the sample values the page asks for), in the order they first appear. */
export function designFields(elements: readonly TagElement[]): string[] {
  const names = elements.flatMap((e) => (e.kind === 'text' || e.field === 'epc' ? [] : [e.field]));
  return [...new Set(names)];
}

/**
 * The product the preview is drawn for: the chosen product's fields, with the values typed over them.
 * A field the design prints that still has no value shows its name in brackets, so the preview shows
 * where it goes (a label leaves an empty field out).
 */
export function sampleProduct(
  chosen: Product | null,
  typed: Readonly<Record<string, string>>,
  placeholders: readonly { name: string; label: string }[] = [],
): TagProductData {
  const typedValues = Object.fromEntries(Object.entries(typed).filter(([, v]) => v !== ''));
  const sample: Record<string, unknown> = { ...(chosen ?? {}), ...typedValues };
  for (const { name, label } of placeholders) {
    if (sample[name] === undefined || sample[name] === null || sample[name] === '') sample[name] = `[${label}]`;
  }
  return sample;
}
