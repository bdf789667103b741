import { pageFacts, pageHtml, pageScripts, remotePageScripts, sharedScripts, themeFromCookies, type PageChunks, type ShellChunks } from '../src/static';

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
    expect(pageFacts('/ar/products', `hub-theme=dark; ${SIGNED_IN}`)).toEqual({ locale: 'ar', frame: 'default', theme: 'dark', signedInLayout: true, remote: 'mf-catalog', pattern: '/products' });
  });

  it('When the sign-in page is asked, then it has the auth frame and no remote', () => {
    expect(pageFacts('/th/auth/signin', SIGNED_IN)).toEqual({ locale: 'th', frame: 'auth', theme: undefined, signedInLayout: false, remote: undefined, pattern: undefined });
  });

  it("When a shell page or an unknown path is asked, then no remote is preloaded (the dashboard is mf-catalog's); an unknown path has no frame", () => {
    expect(pageFacts('/', SIGNED_IN)).toMatchObject({ frame: 'default', remote: 'mf-catalog', pattern: '/' });
    expect(pageFacts('/zh/notification', SIGNED_IN)).toMatchObject({ locale: 'zh', frame: 'default', signedInLayout: true, remote: undefined });
    expect(pageFacts('/archive', SIGNED_IN)).toMatchObject({ locale: 'en', frame: 'none', signedInLayout: false, remote: undefined });
    expect(pageFacts('/privacypolicy', SIGNED_IN)).toMatchObject({ signedInLayout: false, remote: undefined });
  });

  it('When a signed-in page is asked without the signed-in hint, then it is drawn as the sign-in it will become, with no preloads', () => {
    expect(pageFacts('/', undefined)).toMatchObject({ frame: 'auth', signedInLayout: false, remote: undefined });
    expect(pageFacts('/ar/management/user', 'hub-signed-in=0')).toMatchObject({ frame: 'auth', signedInLayout: false, remote: undefined });
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

  // Issue 30: shell-chunks.json and page-chunks.json as the builds write them, cut down.
  const SHELL: ShellChunks = {
    start: ['/start.js', '/react.js'],
    signedIn: ['/layout.js', '/menu.js'],
    shared: {
      react: { scripts: ['/react.js'], consumes: [] },
      '@fluentui/react-input': { scripts: ['/input.js'], consumes: ['react'] },
      '@fluentui/react-table': { scripts: ['/table.js'], consumes: ['react'] },
    },
  };
  const CATALOG: PageChunks = {
    expose: ['/remotes/mf-catalog/app.js'],
    exposeConsumes: ['react'],
    pages: { '/products': ['/remotes/mf-catalog/products.js'], '/': ['/remotes/mf-catalog/dashboard.js'] },
    pageConsumes: { '/products': ['@fluentui/react-search', 'react'], '/': ['react'] },
    shared: {
      react: { scripts: ['/remotes/mf-catalog/react.js'], consumes: [] },
      '@fluentui/react-search': { scripts: ['/remotes/mf-catalog/search.js'], consumes: ['@fluentui/react-input', 'react'] },
      '@fluentui/react-input': { scripts: ['/remotes/mf-catalog/input.js'], consumes: ['react'] },
    },
  };

  it("When a shared module is resolved, then the host's copy is taken where the host provides it, the remote's otherwise, and what it consumes in turn", () => {
    expect(sharedScripts(['@fluentui/react-search'], SHELL, CATALOG)).toEqual(['/remotes/mf-catalog/search.js', '/react.js', '/input.js']);
    expect(sharedScripts(['@fluentui/react-search', 'unknown'], undefined, CATALOG)).toEqual(['/remotes/mf-catalog/search.js', '/remotes/mf-catalog/react.js', '/remotes/mf-catalog/input.js']);
    expect(sharedScripts(['@fluentui/react-search'], SHELL, undefined)).toEqual([]);
  });

  it("When a signed-in remote page is answered, then the signed-in layout's scripts come first, then the remote's and the shared modules its page consumes, none of the start's and each once", () => {
    const facts = pageFacts('/products', SIGNED_IN);
    expect(pageScripts(facts, SHELL, (remote) => (remote === 'mf-catalog' ? CATALOG : undefined))).toEqual([
      '/layout.js',
      '/menu.js',
      '/remotes/mf-catalog/remoteEntry.js',
      '/remotes/mf-catalog/app.js',
      '/remotes/mf-catalog/products.js',
      '/remotes/mf-catalog/search.js',
      '/input.js',
    ]);
    // The dashboard consumes nothing the start does not hold.
    expect(pageScripts(pageFacts('/', SIGNED_IN), SHELL, () => CATALOG)).toEqual(['/layout.js', '/menu.js', '/remotes/mf-catalog/remoteEntry.js', '/remotes/mf-catalog/app.js', '/remotes/mf-catalog/dashboard.js']);
  });

  it("When a shell page of the signed-in layout is answered, then it preloads the layout's scripts only; signed out, the sign-in page or a public page, nothing", () => {
    expect(pageScripts(pageFacts('/profile', SIGNED_IN), SHELL, () => CATALOG)).toEqual(['/layout.js', '/menu.js']);
    expect(pageScripts(pageFacts('/products', undefined), SHELL, () => CATALOG)).toEqual([]);
    expect(pageScripts(pageFacts('/auth/signin', SIGNED_IN), SHELL, () => CATALOG)).toEqual([]);
    expect(pageScripts(pageFacts('/privacypolicy', SIGNED_IN), SHELL, () => CATALOG)).toEqual([]);
    // Without the builds' lists (not built yet), the remote's entry alone.
    expect(pageScripts(pageFacts('/products', SIGNED_IN), undefined, () => undefined)).toEqual(['/remotes/mf-catalog/remoteEntry.js']);
  });

  it('When no theme was chosen and no remote owns the page, then neither is written', () => {
    const html = pageHtml(INDEX, { locale: 'en', frame: 'auth' });
    expect(html).toContain('<html lang="en" dir="ltr" data-frame="auth"><head>');
    expect(html).not.toContain('data-theme');
    expect(html).not.toContain('preload');
  });
});
