/**
 * Text that PostgreSQL cannot store or that is not Unicode: a U+0000 character (text and jsonb
 * refuse it) or a lone UTF-16 surrogate (JSON allows `"\ud800"`; stored, it becomes U+FFFD).
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what this refuses
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnsafeText(text: string): boolean {
  return UNSAFE_TEXT.test(text);
}

/** Deeper than any request a client sends; a deeper value is refused rather than walked. */
const MAX_DEPTH = 64;

/**
 * The path (`body.a.0.b`) of the first string, or object key, holding unsafe text in a parsed
 * request value; null when there is none. Too deep a value counts as unsafe at its cut-off.
 */
export function findUnsafeText(value: unknown, path = ''): string | null {
  return walk(value, path, 0);
}

function walk(value: unknown, path: string, depth: number): string | null {
  if (typeof value === 'string') return isUnsafeText(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = walk(value[i], `${path}.${i}`, depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (isUnsafeText(key)) return `${path}.${key.replace(UNSAFE_TEXT, '?')}`;
    const found = walk(inner, `${path}.${key}`, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
