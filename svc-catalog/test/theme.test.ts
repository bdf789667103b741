import { DEFAULT_THEME_CONFIG, EVENT_TYPES, LOGO_MAX_BYTES, THEME_ACCENT, type MerchantTheme } from '@hub/contracts';
import { expectNoStackTrace, testDatabaseTargets } from '@hub/service-kit/testing';
import request from 'supertest';
import { bearer, useCatalogService } from './harness';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** Another real PNG (a 2×1 image): another content, another file name. */
const PNG_2 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR42mNk+M9Qz8DAwAAADfsBgQ7C4l0AAAAASUVORK5CYII=', 'base64');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#e91e63"/></svg>');
const SVG_SCRIPT = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/merchant/users")</script></svg>');

describe.each(testDatabaseTargets())('svc-catalog theme (issue 15 item 4, /config/theme) on %s', (target) => {
  const admin = bearer('ADMIN');
  const h = useCatalogService(target);
  const get = (auth = admin) => request(h.app).get('/merchant/config/theme').set('Authorization', auth);
  const save = (body: unknown, auth = admin) => request(h.app).post('/merchant/config/theme').set('Authorization', auth).send(body as object);
  const upload = (kind: string, name: string, bytes: Buffer, auth = admin) =>
    request(h.app).post(`/merchant/config/theme/logo/${kind}`).set('Authorization', auth).attach('file', bytes, name);
  const removeLogo = (kind: string, auth = admin) => request(h.app).delete(`/merchant/config/theme/logo/${kind}`).set('Authorization', auth);
  const media = (path: string) => request(h.app).get(path).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
  const theme = async (auth = admin) => (await get(auth)).body.data as MerchantTheme;

  it('When nothing is saved, then every signed-in user of the merchant reads the defaults (accent #536dfe, the browser decides light or dark, no logo)', async () => {
    const res = await get();
    expect(res.body).toEqual({
      status: 'success',
      code: 'THC001',
      message: expect.any(String),
      data: { accent: THEME_ACCENT, defaultMode: 'system', logo: null, themeLogo: null, configured: false, revision: 0, updatedAt: null },
    });
    // The shell of every role paints with it: a store user and an app user without any config permission read it too.
    expect((await get(bearer('STORE_USER', 'DEMO', { stores: ['BKK-SIAM'] }))).status).toBe(200);
    expect((await get(bearer('USER', 'DEMO', { stores: ['BKK-SIAM'] }))).status).toBe(200);
    expect((await request(h.app).get('/merchant/config/theme')).status).toBe(401);
  });

  it('When the admin uploads a PNG and an SVG logo and saves them with an accent, then THC000 answers the theme, its logos are served publicly with safe headers, and the quick-settings module Theme is marked', async () => {
    const logo = await upload('logo', 'brand.svg', SVG);
    expect([logo.status, logo.body.code]).toEqual([201, 'THC002']);
    expect(logo.body.data).toMatchObject({ kind: 'logo', format: 'svg', size: SVG.length });
    expect(logo.body.data.file).toMatch(/^logo-[0-9a-f]{24}\.svg$/);
    expect(logo.body.data.url).toBe(`/media/theme/DEMO/${logo.body.data.file}`);
    const icon = await upload('themeLogo', 'icon.png', PNG);
    expect([icon.status, icon.body.code]).toEqual([201, 'THC002']);
    // Uploaded is not saved: the theme is unchanged until a save names the files.
    expect((await theme()).logo).toBeNull();

    const res = await save({ data: { accent: '#E91E63', defaultMode: 'dark', logo: logo.body.data.file, themeLogo: icon.body.data.file } });
    expect([res.status, res.body.code]).toEqual([200, 'THC000']);
    expect(res.body.data).toMatchObject({
      accent: '#e91e63',
      defaultMode: 'dark',
      logo: { file: logo.body.data.file, url: logo.body.data.url, format: 'svg' },
      themeLogo: { file: icon.body.data.file, format: 'png' },
      configured: true,
      revision: 1,
    });
    expect(await theme(bearer('STORE_USER', 'DEMO', { stores: ['BKK-SIAM'] }))).toEqual(res.body.data);

    const svg = await media(logo.body.data.url);
    expect(svg.status).toBe(200);
    expect(Buffer.compare(svg.body as Buffer, SVG)).toBe(0);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['x-content-type-options']).toBe('nosniff');
    expect(svg.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(svg.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const png = await media(res.body.data.themeLogo.url);
    expect([png.status, png.headers['content-type'], Buffer.compare(png.body as Buffer, PNG)]).toEqual([200, 'image/png', 0]);

    expect(h.events.filter((e) => e.type === EVENT_TYPES.SETUP_MODULE_SAVED).map((e) => e.data)).toEqual([{ module: 'Theme' }]);
    expect(h.events.filter((e) => e.type === EVENT_TYPES.THEME_CHANGED).map((e) => [e.merchantId, e.data])).toEqual([['DEMO', { revision: 1 }]]);
    const audit = h.events.filter((e) => e.type === EVENT_TYPES.AUDIT_ENTRY).map((e) => e.data as { action: string; details: Record<string, unknown> });
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'theme-config.changed',
        details: { before: DEFAULT_THEME_CONFIG, after: { accent: '#e91e63', defaultMode: 'dark', logo: logo.body.data.file, themeLogo: icon.body.data.file } },
      }),
    ]);
  });

  it.each([
    ['not a colour', 'pink', 'THC101'],
    ['a colour too pale for white pages', '#ffeb3b', 'THC102'],
    ['a colour too dark for dark mode', '#0d1b4c', 'THC102'],
  ])('When the accent is %s (%s), then %s and nothing changes', async (_label, accent, code) => {
    const before = await theme();
    const res = await save({ ...DEFAULT_THEME_CONFIG, accent, logo: before.logo?.file ?? null, themeLogo: before.themeLogo?.file ?? null });
    expect([res.status, res.body.code]).toEqual([400, code]);
    expectNoStackTrace(res.body);
    if (code === 'THC102') expect(res.body.details[0]).toMatchObject({ path: 'accent', min: 3 });
    expect(await theme()).toEqual(before);
  });

  it('When a logo is sent in the wrong slot, or a save names a file never uploaded, then THC103 or THC107 and nothing changes', async () => {
    const before = await theme();
    const swapped = await save({ accent: '#536dfe', defaultMode: 'light', logo: before.themeLogo!.file, themeLogo: null });
    expect([swapped.status, swapped.body.code]).toEqual([400, 'THC103']);
    const unknown = await save({ accent: '#536dfe', defaultMode: 'light', logo: `logo-${'0'.repeat(24)}.png`, themeLogo: null });
    expect([unknown.status, unknown.body.code]).toEqual([409, 'THC107']);
    expect((await save({ accent: '#536dfe', defaultMode: 'light', logo: '../../secrets.png', themeLogo: null })).body.code).toBe('IP100');
    expect(await theme()).toEqual(before);
  });

  it.each([
    ['a GIF as the logo', 'logo', 'brand.gif', PNG, 415, 'THC103'],
    ['an SVG as the theme logo (PNG only)', 'themeLogo', 'icon.svg', SVG, 415, 'THC103'],
    ['text named .png', 'logo', 'brand.png', Buffer.from('this is not an image, only a text file renamed'), 415, 'THC105'],
    ['an SVG named .png', 'themeLogo', 'icon.png', SVG, 415, 'THC105'],
    ['an SVG with a script', 'logo', 'brand.svg', SVG_SCRIPT, 415, 'THC106'],
    ['an SVG with an event handler', 'logo', 'brand.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 415, 'THC106'],
    ['an SVG loading another address', 'logo', 'brand.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.example/a.svg#x"/></svg>'), 415, 'THC106'],
    ['an empty file', 'logo', 'brand.png', Buffer.alloc(0), 413, 'THC104'],
    ['a file one byte over 512 KB', 'logo', 'brand.png', Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES + 1 - PNG.length)]), 413, 'THC104'],
  ])('When the upload is %s (%s %s), then %i %s and nothing is stored', async (_label, kind, name, bytes, status, code) => {
    const stored = await h.deps.storage!.list('theme/DEMO');
    const res = await upload(kind, name, bytes);
    expect([res.status, res.body.code]).toEqual([status, code]);
    expectNoStackTrace(res.body);
    expect(await h.deps.storage!.list('theme/DEMO')).toEqual(stored);
  });

  it('When an upload has no file, or names a kind that does not exist, then THC108 or IP100', async () => {
    const none = await request(h.app).post('/merchant/config/theme/logo/logo').set('Authorization', admin).field('name', 'x');
    expect([none.status, none.body.code]).toEqual([400, 'THC108']);
    const kind = await upload('favicon', 'icon.png', PNG);
    expect([kind.status, kind.body.code]).toEqual([400, 'IP100']);
  });

  it('When a logo is replaced and saved, then the new one has a new address and the old file is gone (browsers cannot keep showing it)', async () => {
    const before = await theme();
    const next = await upload('themeLogo', 'icon2.png', PNG_2);
    expect(next.body.data.file).not.toBe(before.themeLogo!.file);
    const saved = await save({ ...before, logo: before.logo!.file, themeLogo: next.body.data.file, configured: undefined, revision: undefined, updatedAt: undefined });
    expect(saved.body.code).toBe('THC000');
    expect((await media(next.body.data.url)).status).toBe(200);
    const old = await media(before.themeLogo!.url);
    expect([old.status, JSON.parse(String(old.body)).code]).toEqual([404, 'THC109']);
    expect(await h.deps.storage!.list('theme/DEMO')).toEqual([`theme/DEMO/${before.logo!.file}`, `theme/DEMO/${next.body.data.file}`].sort());
  });

  it('When a user may read but not change the theme, then save, upload and remove are refused (UAC114) and nothing changes', async () => {
    const before = await theme();
    const manager = bearer('STORE_MANAGER', 'DEMO', { stores: ['BKK-SIAM'] });
    expect((await save({ ...DEFAULT_THEME_CONFIG }, manager)).body.code).toBe('UAC114');
    expect((await upload('logo', 'brand.png', PNG, manager)).body.code).toBe('UAC114');
    expect((await removeLogo('logo', manager)).body.code).toBe('UAC114');
    expect(await theme()).toEqual(before);
  });

  it("When another merchant reads, saves, uploads or removes, then it sees only its own theme and never changes DEMO's", async () => {
    const before = await theme();
    const acme = bearer('ADMIN', 'ACME');
    expect((await theme(acme)).configured).toBe(false);
    // DEMO's uploaded file is under DEMO's folder: ACME cannot make it its own logo.
    const stolen = await save({ accent: '#536dfe', defaultMode: 'light', logo: before.logo!.file, themeLogo: null }, acme);
    expect([stolen.status, stolen.body.code]).toEqual([409, 'THC107']);
    const own = await upload('logo', 'acme.png', PNG, acme);
    expect(own.body.data.url).toMatch(/^\/media\/theme\/ACME\//);
    expect((await save({ accent: '#00897b', defaultMode: 'light', logo: own.body.data.file, themeLogo: null }, acme)).body.code).toBe('THC000');
    expect((await removeLogo('logo', acme)).body.data.logo).toBeNull();
    expect(await theme()).toEqual(before);
    expect((await media(before.logo!.url)).status).toBe(200);
    expect(h.events.filter((e) => e.type === EVENT_TYPES.THEME_CHANGED && e.merchantId === 'ACME')).toHaveLength(2);
  });

  it("When the admin removes the logo, then THC003 answers the theme without it at once, its file is gone, and removing again changes nothing", async () => {
    const before = await theme();
    const res = await removeLogo('logo');
    expect([res.status, res.body.code]).toEqual([200, 'THC003']);
    expect(res.body.data).toMatchObject({ logo: null, themeLogo: before.themeLogo, accent: before.accent, revision: before.revision + 1 });
    expect((await media(before.logo!.url)).status).toBe(404);
    const again = await removeLogo('logo');
    expect(again.body.data.revision).toBe(before.revision + 1);
    // DEMO's saves so far: the first, the replaced logo, this removal (the second removal changed nothing).
    expect(h.events.filter((e) => e.type === EVENT_TYPES.SETUP_MODULE_SAVED && e.merchantId === 'DEMO')).toHaveLength(3);
  });

  it('When a logo address is made up (another file, a path out of the folder), then 404 THC109 or 400, never a file', async () => {
    expect((await media(`/media/theme/DEMO/logo-${'1'.repeat(24)}.png`)).status).toBe(404);
    expect((await media('/media/theme/DEMO/..%2F..%2Fsecrets.png')).status).toBe(400);
    expect((await media('/media/theme/..%2Fimport/logo-111111111111111111111111.png')).status).toBe(404);
  });
});
