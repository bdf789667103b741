import type { TagInUse, TagMappingResult } from '@hub/contracts';

/**
 * Issue 14 item 2, `/reusable-tag-mapping`: what the page keeps of each tag scanned or typed in this
 * visit (newest first), and what it reads out of the server's answers.
 */

export type ScanStatus = 'mapped' | 'replaced' | 'moved' | 'unchanged' | 'refused';

export interface ScanEntry {
  id: number;
  /** As the reader typed it. */
  epc: string;
  productCode: string;
  status: ScanStatus;
  /** A refusal's message code. */
  code?: string;
}

/** How a one-tag request went: moved from another product, replaced the product's tag, mapped, or nothing to do. */
export function scanStatusOf(result: TagMappingResult): Exclude<ScanStatus, 'refused'> {
  if (result.moved > 0) return 'moved';
  if (result.mapped > 0) return result.unmapped > 0 ? 'replaced' : 'mapped';
  return 'unchanged';
}

/** The products holding tags of a TM100 refusal (its `details.tags`). */
export function tagsInUseOf(details: unknown): { count: number; tags: TagInUse[] } {
  const d = (details ?? {}) as { count?: unknown; tags?: unknown };
  const tags = Array.isArray(d.tags)
    ? d.tags.filter((t): t is TagInUse => !!t && typeof t === 'object' && typeof (t as TagInUse).epc === 'string' && typeof (t as TagInUse).productCode === 'string')
    : [];
  return { count: typeof d.count === 'number' ? d.count : tags.length, tags };
}

/** The lines of a pasted list a TM101 refusal names (its `details.tags`: index in the request, value, problem). */
export function badLinesOf(details: unknown): { index: number; value: string; problem: string }[] {
  const tags = (details as { tags?: unknown } | null)?.tags;
  if (!Array.isArray(tags)) return [];
  return tags.filter((t): t is { index: number; value: string; problem: string } => !!t && typeof (t as { index?: unknown }).index === 'number');
}

/** Newest first, at most `max` kept. */
export function withEntry(log: readonly ScanEntry[], entry: ScanEntry, max = 50): ScanEntry[] {
  return [entry, ...log].slice(0, max);
}
