import { pageFacts, pageHtml, remotePageScripts, themeFromCookies } from '../src/static';

const SIGNED_IN = 'hub-signed-in=1';

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
    expect(pageFacts('/ar/products', `hub-theme=dark; ${SIGNED_IN}`)).toEqual({ locale: 'ar', frame: 'default', theme: 'dark', remote: 'mf-catalog', pattern: '/products' });
  });

  it('When the sign-in page is asked, then it has the auth frame and no remote', () => {
    expect(pageFacts('/th/auth/signin', SIGNED_IN)).toEqual({ locale: 'th', frame: 'auth', theme: undefined, remote: undefined, pattern: undefined });
  });

  it("When a shell page or an unknown path is asked, then no remote is preloaded (the dashboard is mf-catalog's); an unknown path has no frame", () => {
    expect(pageFacts('/', SIGNED_IN)).toMatchObject({ frame: 'default', remote: 'mf-catalog', pattern: '/' });
    expect(pageFacts('/zh/notification', SIGNED_IN)).toMatchObject({ locale: 'zh', frame: 'default', remote: undefined });
    expect(pageFacts('/archive', SIGNED_IN)).toMatchObject({ locale: 'en', frame: 'none', remote: undefined });
  });

  it('When a signed-in page is asked without the signed-in hint, then it is drawn as the sign-in it will become, with no preloads', () => {
    expect(pageFacts('/', undefined)).toMatchObject({ frame: 'auth', remote: undefined });
    expect(pageFacts('/ar/management/user', 'hub-signed-in=0')).toMatchObject({ frame: 'auth', remote: undefined });
    expect(pageFacts('/auth/signin', undefined)).toMatchObject({ frame: 'auth' });
  });

  it('When the page is written, then the html tag carries language (zh-CN as the shell writes it), direction, frame and theme, and a remote page preloads its scripts', () => {
    const scripts = remotePageScripts('mf-import', '/data-import', {
      expose: ['/remotes/mf-import/1.a.js'],
      pages: { '/data-import': ['/remotes/mf-import/1.a.js', '/remotes/mf-import/2.b.js'], '/erp': ['/remotes/mf-import/3.c.js'] },
    });
    expect(scripts).toEqual(['/remotes/mf-import/remoteEntry.js', '/remotes/mf-import/1.a.js', '/remotes/mf-import/2.b.js']);
    expect(remotePageScripts('mf-import', '/data-import', undefined)).toEqual(['/remotes/mf-import/remoteEntry.js']);
    const html = pageHtml(INDEX, { locale: 'ar', frame: 'default', theme: 'dark', remote: 'mf-import' }, scripts);
    expect(html).toContain('<html lang="ar" dir="rtl" data-frame="default" data-theme="dark"><head>');
    expect(html).toContain(
      '<link rel="preload" href="/remotes/mf-import/remoteEntry.js" as="script" /><link rel="preload" href="/remotes/mf-import/1.a.js" as="script" /><link rel="preload" href="/remotes/mf-import/2.b.js" as="script" /></head>',
    );
    expect(pageHtml(INDEX, { locale: 'zh', frame: 'default' })).toContain('<html lang="zh-CN" dir="ltr" data-frame="default">');
    expect(html.match(/<html/g)).toHaveLength(1);
  });

  it('When no theme was chosen and no remote owns the page, then neither is written', () => {
    const html = pageHtml(INDEX, { locale: 'en', frame: 'auth' });
    expect(html).toContain('<html lang="en" dir="ltr" data-frame="auth"><head>');
    expect(html).not.toContain('data-theme');
    expect(html).not.toContain('preload');
  });
});
