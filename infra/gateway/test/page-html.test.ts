import { pageFacts, pageHtml, themeFromCookies } from '../src/static';

const INDEX = '<!doctype html><html lang="en" dir="ltr" data-frame="default"><head><title>Hub</title></head><body></body></html>';

describe('the page as the server answers it (issue 30 item 2)', () => {
  it('When the theme cookie says dark or light, then that is the theme; when it is missing or anything else, then there is none', () => {
    expect(themeFromCookies('a=1; hub-theme=dark; b=2')).toBe('dark');
    expect(themeFromCookies('hub-theme=light')).toBe('light');
    expect(themeFromCookies('hub-theme=purple')).toBeUndefined();
    expect(themeFromCookies('my-hub-theme=dark')).toBeUndefined();
    expect(themeFromCookies(undefined)).toBeUndefined();
  });

  it("When an Arabic remote page is asked, then it is right to left with the default frame and the remote's entry", () => {
    expect(pageFacts('/ar/products', 'hub-theme=dark')).toEqual({ locale: 'ar', frame: 'default', theme: 'dark', remote: 'mf-catalog' });
  });

  it('When the sign-in page is asked, then it has the auth frame and no remote', () => {
    expect(pageFacts('/th/auth/signin', undefined)).toEqual({ locale: 'th', frame: 'auth', theme: undefined, remote: undefined });
  });

  it("When a shell page or an unknown path is asked, then no remote is preloaded (the dashboard is mf-catalog's); an unknown path has no frame", () => {
    expect(pageFacts('/', undefined)).toMatchObject({ frame: 'default', remote: 'mf-catalog' });
    expect(pageFacts('/zh/notification', undefined)).toMatchObject({ locale: 'zh', frame: 'default', remote: undefined });
    expect(pageFacts('/archive', undefined)).toMatchObject({ locale: 'en', frame: 'none', remote: undefined });
  });

  it('When the page is written, then the html tag carries language, direction, frame and theme, and a remote page preloads its entry', () => {
    const html = pageHtml(INDEX, { locale: 'ar', frame: 'default', theme: 'dark', remote: 'mf-import' });
    expect(html).toContain('<html lang="ar" dir="rtl" data-frame="default" data-theme="dark"><head>');
    expect(html).toContain('<link rel="preload" href="/remotes/mf-import/remoteEntry.js" as="script" /></head>');
    expect(html.match(/<html/g)).toHaveLength(1);
  });

  it('When no theme was chosen and no remote owns the page, then neither is written', () => {
    const html = pageHtml(INDEX, { locale: 'en', frame: 'auth' });
    expect(html).toContain('<html lang="en" dir="ltr" data-frame="auth"><head>');
    expect(html).not.toContain('data-theme');
    expect(html).not.toContain('preload');
  });
});
