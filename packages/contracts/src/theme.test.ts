import {
  accentPalette,
  accentProblem,
  brandRamp,
  contrastRatio,
  DARK_BACKGROUND,
  MIN_TEXT_CONTRAST,
  normalizeHexColour,
  readableTextOn,
  relativeLuminance,
} from './theme-colour';
import { isPng, logoProblem, LOGO_MAX_BYTES, svgLogoProblem } from './theme-logo';
import {
  DEFAULT_THEME_CONFIG,
  effectiveThemeMode,
  logoFileName,
  parseLogoFileName,
  themeConfigBodySchema,
  themeLogoOf,
  themeLogoUrl,
} from './theme';
import { THEME_ACCENT } from './constants';

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND). */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const svg = (body: string, attrs = '') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attrs}>${body}</svg>`;

describe('accent colour (issue 15 item 4; spec section 9: accent #536dfe)', () => {
  it('When a colour is written as #rgb, #rrggbb or without #, then it is read as #rrggbb in lower case; anything else is not a colour', () => {
    expect(normalizeHexColour('#536DFE')).toBe('#536dfe');
    expect(normalizeHexColour('536dfe')).toBe('#536dfe');
    expect(normalizeHexColour('#abc')).toBe('#aabbcc');
    for (const bad of ['', '#12345', '#gggggg', 'blue', '#536dfe00', 'rgb(1,2,3)']) expect(normalizeHexColour(bad)).toBeNull();
  });

  it('When contrast is computed, then it follows WCAG 2.x: 21:1 black on white, 1:1 a colour on itself, symmetric', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 5);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#536dfe', '#536dfe')).toBe(1);
    expect(contrastRatio('#536dfe', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#536dfe'), 10);
    // Known WCAG figures: #767676 is the palest grey reaching 4.5:1 on white.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('When the accent is the default #536dfe, then it passes on both backgrounds', () => {
    expect(accentProblem(THEME_ACCENT)).toBeNull();
    expect(contrastRatio(THEME_ACCENT, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(THEME_ACCENT, DARK_BACKGROUND)).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['not a colour', 'red', 'format'],
    ['too pale for white pages (yellow)', '#ffeb3b', 'light-contrast'],
    ['too pale for white pages (light grey)', '#cccccc', 'light-contrast'],
    ['too dark for dark mode (navy)', '#0d1b4c', 'dark-contrast'],
    ['too dark for dark mode (black)', '#000000', 'dark-contrast'],
    ['too dark for dark mode (purple 500)', '#9c27b0', 'dark-contrast'],
  ])('When the accent is %s, then it is refused (%s)', (_label, accent, problem) => {
    expect(accentProblem(accent)).toBe(problem);
  });

  it('When the ramp of #536dfe is derived, then step 80 is the accent and the ends match the ramp the hub was designed with', () => {
    const ramp = brandRamp(THEME_ACCENT);
    expect(ramp[80]).toBe('#536dfe');
    // The hand-made ramp had #293582 at 40 and #f1f3ff at 160: the derived one is within a few units.
    const near = (a: string, b: string) => [1, 3, 5].every((i) => Math.abs(parseInt(a.slice(i, i + 2), 16) - parseInt(b.slice(i, i + 2), 16)) <= 6);
    expect(near(ramp[40], '#293582')).toBe(true);
    expect(near(ramp[160], '#f1f3ff')).toBe(true);
    expect(near(ramp[10], '#090b25')).toBe(true);
  });

  it.each(['#536dfe', '#e91e63', '#00897b', '#ff5722', '#e53935', '#1e88e5', '#43a047'])(
    'When the accent is %s, then every text the palette paints reaches 4.5:1 on what it sits on',
    (accent) => {
      expect(accentProblem(accent)).toBeNull();
      const p = accentPalette(accent);
      expect(contrastRatio(p.light.onBackground, p.light.background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio(p.light.text, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio(p.dark.text, DARK_BACKGROUND)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio(p.dark.onBackground, p.dark.background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio(p.onAccent, p.accent)).toBeGreaterThanOrEqual(contrastRatio(p.onAccent === '#ffffff' ? '#111111' : '#ffffff', p.accent));
    },
  );

  it('When text goes on a pale or a dark colour, then the readable one is dark or white', () => {
    expect(readableTextOn('#ffeb3b')).toBe('#111111');
    expect(readableTextOn('#1e2763')).toBe('#ffffff');
  });
});

describe('light or dark (spec section 4 with the merchant default)', () => {
  it("When the user saved a theme, then it wins; with none, the merchant's light/dark default; with 'system', the browser's preference", () => {
    expect(effectiveThemeMode('light', 'dark', true)).toBe('light');
    expect(effectiveThemeMode(null, 'dark', false)).toBe('dark');
    expect(effectiveThemeMode(null, 'light', true)).toBe('light');
    expect(effectiveThemeMode(null, 'system', true)).toBe('dark');
    expect(effectiveThemeMode(null, 'system', false)).toBe('light');
  });
});

describe('logo files (spec section 5: .png or .svg; the theme logo a png)', () => {
  it('When a PNG is checked, then its signature and IHDR chunk are needed, not its name', () => {
    expect(isPng(PNG_1X1)).toBe(true);
    expect(isPng(Buffer.from('not a png at all, only text pretending to be one'))).toBe(false);
    const truncated = PNG_1X1.subarray(0, 20);
    expect(isPng(truncated)).toBe(false);
    const noHeader = Buffer.from(PNG_1X1);
    noHeader.write('IDAT', 12, 'latin1');
    expect(isPng(noHeader)).toBe(false);
  });

  it('When a logo is checked, then its kind decides the formats, and size and content are checked', () => {
    expect(logoProblem('logo', 'brand.png', PNG_1X1)).toBeNull();
    expect(logoProblem('logo', 'brand.svg', Buffer.from(svg('<path d="M0 0h10v10z" fill="#536dfe"/>')))).toBeNull();
    expect(logoProblem('themeLogo', 'brand.svg', Buffer.from(svg('')))).toMatchObject({ problem: 'type' });
    expect(logoProblem('logo', 'brand.gif', PNG_1X1)).toMatchObject({ problem: 'type' });
    expect(logoProblem('logo', 'brand.png', Buffer.alloc(0))).toMatchObject({ problem: 'size' });
    expect(logoProblem('logo', 'brand.png', Buffer.alloc(LOGO_MAX_BYTES + 1))).toMatchObject({ problem: 'size' });
    expect(logoProblem('logo', 'brand.png', Buffer.from(svg('')))).toMatchObject({ problem: 'content' });
    expect(logoProblem('logo', 'brand.svg', PNG_1X1)).toMatchObject({ problem: 'content' });
    expect(logoProblem('logo', 'brand.svg', Buffer.from(svg('<script>alert(1)</script>')))).toMatchObject({ problem: 'active-content' });
  });

  it('When an SVG only draws (shapes, gradients, text, local references), then it passes', () => {
    const drawing = `<?xml version="1.0" encoding="UTF-8"?>
<!-- made by hand -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="40">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#536dfe"/><stop offset="1" stop-color="#8e24aa"/></linearGradient></defs>
  <rect width="120" height="40" fill="url(#g)" rx="6"/>
  <text x="10" y="26" font-family="sans-serif" fill="#fff">Gold &amp; Co</text>
  <use xlink:href="#g" href="#g"/>
</svg>`;
    expect(svgLogoProblem(drawing)).toBeNull();
  });

  it.each([
    ['a script element', svg('<script>fetch("/x")</script>'), 'style-or-element'],
    ['an event handler', svg('<rect width="1" height="1" onload="alert(1)"/>'), 'event-handler'],
    ['an event handler on the root', svg('', ' onclick="alert(1)"'), 'event-handler'],
    ['a link to another page', svg('<a href="https://evil.example"><rect width="1" height="1"/></a>'), 'element'],
    ['an external image', svg('<image href="https://evil.example/x.png"/>'), 'element'],
    ['a use of another file', svg('<use href="https://evil.example/sprite.svg#a"/>'), 'external-reference'],
    ['a javascript: href', svg('<use xlink:href="javascript:alert(1)"/>'), 'external-reference'],
    ['a fill from another address', svg('<rect width="1" height="1" fill="url(https://evil.example/p.svg#x)"/>'), 'external-reference'],
    ['a style attribute loading a file', svg('<rect width="1" height="1" style="fill:url(//evil.example/x)"/>'), 'style'],
    ['a style sheet', svg('<style>@import url(https://evil.example/a.css);</style>'), 'style'],
    ['foreign HTML', svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'), 'element'],
    ['an animation that sets an href', svg('<set attributeName="href" to="javascript:alert(1)"/>'), 'element'],
    ['a DOCTYPE with entities', `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg('<text>&x;</text>')}`, 'doctype'],
    ['a style sheet processing instruction', `<?xml-stylesheet href="https://evil.example/a.css"?>${svg('')}`, 'external-reference'],
    ['CDATA', svg('<text><![CDATA[x]]></text>'), 'element'],
  ])('When an SVG holds %s, then it is refused', (_label, source, problem) => {
    const found = svgLogoProblem(source);
    expect(found).not.toBeNull();
    if (problem === 'style-or-element') expect(['style', 'element']).toContain(found!.problem);
    else expect(found!.problem).toBe(problem);
  });

  it.each([
    ['HTML', '<html><body><svg></svg></body></html>', 'not-svg'],
    ['text', 'hello', 'not-svg'],
    ['an element left open', '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>', 'malformed'],
    ['two roots', `${svg('')}${svg('')}`, 'malformed'],
    ['an unquoted attribute', '<svg width=10></svg>', 'malformed'],
    ['an unknown entity', svg('<text>&nbsp;</text>'), 'malformed'],
  ])('When the file is %s, then it is not an SVG logo', (_label, source, problem) => {
    expect(svgLogoProblem(source)?.problem).toBe(problem);
  });
});

describe('theme config', () => {
  it('When a logo file name is made from a content hash, then it names its kind and format and its address is public by merchant', () => {
    const file = logoFileName('logo', 'ab'.repeat(32), 'svg');
    expect(file).toBe(`logo-${'ab'.repeat(12)}.svg`);
    expect(parseLogoFileName(file)).toEqual({ kind: 'logo', format: 'svg' });
    expect(parseLogoFileName('logo-../../etc.svg')).toBeNull();
    expect(themeLogoUrl('DEMO', file)).toBe(`/media/theme/DEMO/${file}`);
    expect(themeLogoOf('DEMO', file)).toEqual({ file, url: `/media/theme/DEMO/${file}`, format: 'svg' });
    expect(themeLogoOf('DEMO', null)).toBeNull();
  });

  it('When a save body is parsed, then `{ data }` or the config itself is taken, and unknown fields or file names are refused', () => {
    expect(themeConfigBodySchema.parse({ data: DEFAULT_THEME_CONFIG })).toEqual(DEFAULT_THEME_CONFIG);
    expect(themeConfigBodySchema.parse(DEFAULT_THEME_CONFIG)).toEqual(DEFAULT_THEME_CONFIG);
    expect(themeConfigBodySchema.safeParse({ ...DEFAULT_THEME_CONFIG, font: 'x' }).success).toBe(false);
    expect(themeConfigBodySchema.safeParse({ ...DEFAULT_THEME_CONFIG, logo: '../secret.png' }).success).toBe(false);
    expect(themeConfigBodySchema.safeParse({ ...DEFAULT_THEME_CONFIG, defaultMode: 'sepia' }).success).toBe(false);
  });
});
