/**
 * The merchant's logos (issue 15 item 4, spec section 5: "Logo: .png or .svg. The theme logo accepts a
 * png."): what a file must be before the hub stores it and serves it to every browser. An SVG is active
 * content (it may carry scripts, event handlers and loads of other addresses), so it is parsed and only
 * drawing elements and attributes pass; anything else refuses the file.
 */

/** The two logos: `logo` (top bar and sign-in pages) and `themeLogo` (the browser tab icon, e-mails: PNG only). */
export const LOGO_KINDS = ['logo', 'themeLogo'] as const;
export type LogoKind = (typeof LOGO_KINDS)[number];

export type LogoFormat = 'png' | 'svg';
export const LOGO_FORMATS: Readonly<Record<LogoKind, readonly LogoFormat[]>> = { logo: ['png', 'svg'], themeLogo: ['png'] };
export const LOGO_CONTENT_TYPES: Readonly<Record<LogoFormat, string>> = { png: 'image/png', svg: 'image/svg+xml' };

/** The largest logo file: 512 KB (a logo is shown at 40 px high; larger files only slow every page). */
export const LOGO_MAX_BYTES = 512 * 1024;
/** The multipart field of a logo upload. */
export const LOGO_UPLOAD_FIELD = 'file';

/** The format a file name says (`.png`, `.svg`), or null. */
export function logoFormatOfName(name: string): LogoFormat | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name.trim())?.[1]?.toLowerCase();
  return ext === 'png' || ext === 'svg' ? ext : null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A real PNG: the 8-byte signature, then the IHDR chunk (13 bytes long) with a width and height above 0. */
export function isPng(bytes: Uint8Array): boolean {
  if (bytes.length < 33 || PNG_SIGNATURE.some((b, i) => bytes[i] !== b)) return false;
  const word = (at: number) => ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
  const type = String.fromCharCode(bytes[12]!, bytes[13]!, bytes[14]!, bytes[15]!);
  return word(8) === 13 && type === 'IHDR' && word(16) > 0 && word(20) > 0;
}

/** Elements a logo may draw with. No script, foreignObject, iframe, image, use of other files, animation or style sheets. */
const SVG_ELEMENTS = new Set([
  'svg', 'g', 'defs', 'title', 'desc', 'metadata', 'symbol', 'use',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textpath',
  'lineargradient', 'radialgradient', 'stop', 'clippath', 'mask', 'pattern', 'filter',
  'fegaussianblur', 'feoffset', 'feblend', 'fecolormatrix', 'fecomposite', 'feflood', 'femerge', 'femergenode', 'fedropshadow',
]);

export type SvgProblem =
  | 'not-svg'
  | 'malformed'
  | 'doctype'
  | 'element'
  | 'event-handler'
  | 'external-reference'
  | 'style';

export interface SvgCheck {
  problem: SvgProblem;
  /** The element or attribute at fault. */
  detail?: string;
}

/** An attribute value that reaches outside the file: only same-document references (`#id`, `url(#id)`) pass. */
function referencesOutside(value: string): boolean {
  const text = value.replace(/\s+/g, '').toLowerCase();
  if (/javascript:|data:|vbscript:|@import|expression\(/.test(text)) return true;
  for (const found of text.matchAll(/url\(([^)]*)\)/g)) {
    if (!found[1]!.replace(/['"]/g, '').startsWith('#')) return true;
  }
  return false;
}

const NAME = /^[A-Za-z_][\w.:-]*$/;

/** The attributes of a start tag's text after its name; null when they do not parse. */
function parseAttributes(text: string): [string, string][] | null {
  const attrs: [string, string][] = [];
  const pattern = /\s*([^\s=/>]+)\s*(?:=\s*("[^"]*"|'[^']*'))?/y;
  let at = 0;
  const rest = text.replace(/\/\s*$/, '');
  while (at < rest.length) {
    if (/^\s*$/.test(rest.slice(at))) break;
    pattern.lastIndex = at;
    const found = pattern.exec(rest);
    if (!found || found[0].length === 0 || !NAME.test(found[1]!) || found[2] === undefined) return null;
    attrs.push([found[1]!, found[2].slice(1, -1)]);
    at = pattern.lastIndex;
  }
  return attrs;
}

/**
 * Why an SVG logo is refused (null: it may be stored). The markup is parsed: it must be well-formed
 * (every element closed in order), have `svg` as its root, declare no DOCTYPE or entities (XXE), use
 * only drawing elements (SVG_ELEMENTS), no `on*` event handler, no `style` element, and reference
 * nothing outside the file (`href` only to `#id`, `url()` only to `#id`, no `javascript:` or `data:`).
 */
export function svgLogoProblem(source: string): SvgCheck | null {
  const text = source.replace(/^\uFEFF/, '');
  const stack: string[] = [];
  let root: string | null = null;
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('<', at);
    const between = text.slice(at, open === -1 ? text.length : open);
    if (stack.length === 0 && between.trim() !== '') return { problem: root ? 'malformed' : 'not-svg' };
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(between)) return { problem: 'malformed' };
    if (open === -1) break;
    if (text.startsWith('<!--', open)) {
      const end = text.indexOf('-->', open + 4);
      if (end === -1) return { problem: 'malformed' };
      at = end + 3;
      continue;
    }
    if (text.startsWith('<?', open)) {
      const end = text.indexOf('?>', open + 2);
      if (end === -1) return { problem: 'malformed' };
      // Only the XML declaration, before anything else: a style sheet processing instruction loads a file.
      if (!/^<\?xml\s/i.test(text.slice(open, end)) || root !== null) return { problem: 'external-reference', detail: 'processing-instruction' };
      at = end + 2;
      continue;
    }
    if (text.startsWith('<!', open)) {
      if (text.startsWith('<![CDATA[', open)) return { problem: 'element', detail: 'CDATA' };
      return { problem: 'doctype' };
    }
    const end = text.indexOf('>', open);
    if (end === -1) return { problem: 'malformed' };
    const tag = text.slice(open + 1, end);
    at = end + 1;
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim().toLowerCase();
      if (stack.pop() !== name) return { problem: 'malformed' };
      continue;
    }
    const name = /^[^\s/>]+/.exec(tag)?.[0] ?? '';
    if (!NAME.test(name)) return { problem: 'malformed' };
    const local = name.toLowerCase().replace(/^svg:/, '');
    if (root === null) {
      if (local !== 'svg') return { problem: 'not-svg' };
      root = local;
    } else if (stack.length === 0) {
      return { problem: 'malformed' };
    }
    if (local === 'style') return { problem: 'style', detail: name };
    if (!SVG_ELEMENTS.has(local)) return { problem: 'element', detail: name };
    const attrs = parseAttributes(tag.slice(name.length));
    if (!attrs) return { problem: 'malformed' };
    for (const [attr, value] of attrs) {
      const key = attr.toLowerCase();
      if (key.startsWith('on')) return { problem: 'event-handler', detail: attr };
      if ((key === 'href' || key.endsWith(':href')) && !value.trim().startsWith('#')) return { problem: 'external-reference', detail: attr };
      if (key === 'xml:base') return { problem: 'external-reference', detail: attr };
      if (referencesOutside(value)) return { problem: key === 'style' ? 'style' : 'external-reference', detail: attr };
    }
    if (!tag.trimEnd().endsWith('/')) stack.push(name.toLowerCase());
  }
  if (root === null) return { problem: 'not-svg' };
  if (stack.length > 0) return { problem: 'malformed' };
  return null;
}

export type LogoProblem = 'type' | 'size' | 'content' | 'active-content';

/**
 * Why a logo file is refused (null: it may be stored): a format its kind does not take (`type`), over
 * LOGO_MAX_BYTES or empty (`size`), bytes that are not what the name says (`content`), an SVG with
 * active content or references outside it (`active-content`).
 */
export function logoProblem(kind: LogoKind, fileName: string, bytes: Uint8Array): { problem: LogoProblem; format: LogoFormat | null; svg?: SvgCheck } | null {
  const format = logoFormatOfName(fileName);
  if (!format || !LOGO_FORMATS[kind].includes(format)) return { problem: 'type', format };
  if (bytes.length === 0 || bytes.length > LOGO_MAX_BYTES) return { problem: 'size', format };
  if (format === 'png') return isPng(bytes) ? null : { problem: 'content', format };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { problem: 'content', format };
  }
  const svg = svgLogoProblem(text);
  if (!svg) return null;
  return { problem: svg.problem === 'not-svg' || svg.problem === 'malformed' ? 'content' : 'active-content', format, svg };
}
