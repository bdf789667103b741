import { openPglite, PGLITE_DEFAULT_SETTINGS, pgliteSettingsFromEnv, pgliteStartParams } from '../src/db';

describe("the hub's PGlite settings (issue 26 item 4: the hub's memory)", () => {
  it('When nothing is set, then the buffer pool is the default; HUB_PGLITE_SHARED_BUFFERS replaces it', () => {
    expect(pgliteSettingsFromEnv({})).toEqual(PGLITE_DEFAULT_SETTINGS);
    expect(pgliteSettingsFromEnv({ HUB_PGLITE_SHARED_BUFFERS: ' 128MB ' })).toEqual({ ...PGLITE_DEFAULT_SETTINGS, shared_buffers: '128MB' });
    expect(pgliteSettingsFromEnv({ HUB_PGLITE_SHARED_BUFFERS: '' })).toEqual(PGLITE_DEFAULT_SETTINGS);
  });

  it("When settings are given, then each follows PGlite's own start parameters as -c name=value; a name or value that could carry another parameter is refused", () => {
    expect(pgliteStartParams(['--single', '-F'], { shared_buffers: '32MB', work_mem: '8MB' })).toEqual([
      '--single',
      '-F',
      '-c',
      'shared_buffers=32MB',
      '-c',
      'work_mem=8MB',
    ]);
    expect(() => pgliteStartParams([], { 'shared_buffers=1GB -c fsync': 'off' })).toThrow('not a PostgreSQL setting');
    expect(() => pgliteStartParams([], { shared_buffers: '32MB -c fsync=off' })).toThrow('not a PostgreSQL setting');
  });

  it('When PGlite is opened with settings, then PostgreSQL runs with them', async () => {
    const db = await openPglite(undefined, { settings: { shared_buffers: '24MB', work_mem: '5MB' } });
    try {
      expect((await db.query<{ shared_buffers: string }>('show shared_buffers'))[0]?.shared_buffers).toBe('24MB');
      expect((await db.query<{ work_mem: string }>('show work_mem'))[0]?.work_mem).toBe('5MB');
    } finally {
      await db.close();
    }
  });
});
