import { EVENT_TYPES } from '@hub/contracts';
import { createEvent } from '@hub/service-kit';
import { signTestToken, testClaims, testDatabaseTargets, useService, allowOutboundTo } from '@hub/service-kit/testing';
import FtpSrv from 'ftp-srv';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo, Server as NetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createImportService } from '../src';
import { imageImportDriver, jpeg } from './support/images';
import { startSftpServer, type SftpTestServer } from './support/sftp-server';

// Issue 13 item 3: image import by FTP folder sync, against a real FTP server (ftp-srv on 127.0.0.1)
// and a real SFTP one (ssh2's, test/support/sftp-server.ts): the folder's images are imported like
// uploaded ones, a file imported before and unchanged is skipped (UNCHANGED) next time, a file whose
// name matched nothing is fetched again.
const PASSWORD = 'Ftp-ภาพ-1';
const root = mkdtempSync(join(tmpdir(), 'hub-ftp-images-'));
const silentLog = { child: () => silentLog, trace() {}, debug() {}, info() {}, warn() {}, error() {}, fatal() {} };
let ftpServer: FtpSrv;
let ftpPort: number;
let sftpServer: SftpTestServer;

const dated = (path: string, bytes: Buffer, hoursAgo: number) => {
  writeFileSync(join(root, path), bytes);
  const when = new Date(Date.now() - hoursAgo * 3_600_000);
  utimesSync(join(root, path), when, when);
};

beforeAll(async () => {
  mkdirSync(join(root, 'images', 'archive'), { recursive: true });
  dated('images/R1.jpg', await jpeg(30), 5);
  dated('images/R2.jpg', await jpeg(60), 5);
  dated('images/notes.txt', Buffer.from('not an image'), 5);
  dated('images/products.csv', Buffer.from('CODE\r\nR1\r\n'), 5);
  mkdirSync(join(root, 'sftp'));
  dated('sftp/S1.jpg', await jpeg(90), 5);
  dated('sftp/S2.jpg', await jpeg(200), 5);
  dated('sftp/readme.txt', Buffer.from('not an image'), 5);
  dated('sftp/products.csv', Buffer.from('CODE\r\nS1\r\n'), 5);
  sftpServer = await startSftpServer({ root, password: PASSWORD });
  const pasvMin = 40_000 + Math.floor(Math.random() * 20_000);
  ftpServer = new FtpSrv({ url: 'ftp://127.0.0.1:0', pasv_url: '127.0.0.1', pasv_min: pasvMin, pasv_max: pasvMin + 50, log: silentLog });
  ftpServer.on('login', ({ password }, resolve, reject) => (password === PASSWORD ? resolve({ root, cwd: '/' }) : reject(new Error('login refused'))));
  await ftpServer.listen();
  ftpPort = ((ftpServer as unknown as { server: NetServer }).server.address() as AddressInfo).port;
  // Stand-ins on loopback: opened to the outbound policy by their ports (issue 25).
  allowOutboundTo(ftpPort, sftpServer.port);
}, 180_000);

afterAll(async () => {
  await ftpServer.close();
  await sftpServer.close();
  rmSync(root, { recursive: true, force: true });
});

describe.each(testDatabaseTargets())('image import by FTP folder sync on %s', (target) => {
  const h = useService(target, (deps) => createImportService(deps, { maxUploadBytes: 1024 * 1024, pollMs: 50, leaseMs: 5_000, imageBatchSize: 10 }), {
    setup: async (h) => {
      await h.deps.bus.publish(createEvent(EVENT_TYPES.STORE_CREATED, 'DEMO', { code: 'S01', name: 'S01', tz: 'Asia/Bangkok', location: { lat: 0, lng: 0 }, revision: 1 }));
    },
  });
  const admin = `Bearer ${signTestToken(testClaims('ADMIN', 'DEMO'))}`;
  const d = imageImportDriver(h);
  const source = async (name: string, body: Record<string, unknown>) => {
    const res = await request(h.app).post('/merchant/import/sources').set('Authorization', admin).send({ name, sid: 'S01', ...body });
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  };
  const ftpSource = (name: string, remotePath: string, secret = PASSWORD) =>
    source(name, { kind: 'FTP', settings: { protocol: 'ftp', host: '127.0.0.1', port: ftpPort, remotePath, username: 'merchant', activeMode: false }, secret });
  const sync = (body: Record<string, unknown>) => request(h.app).post('/merchant/import/images/ftp-sync').set('Authorization', admin).send({ sid: 'S01', ...body });
  /** Runs a sync to its end, svc-catalog matching `matches` of the names sent. */
  const syncedWith = async (sourceId: string, matches: string[], folder?: string) => {
    const res = await sync({ sourceId, ...(folder ? { folder } : {}) });
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ importType: 'FTP', ftpSync: true, sid: 'S01' });
    const id: string = res.body.data.jobId;
    await d.converted(id);
    const names = d.staged(id).flatMap((b) => b.names);
    for (const b of d.staged(id)) await d.answer(id, b.batch, b.names.filter((n) => matches.includes(n)));
    return { names, job: await d.ended(id, admin) };
  };

  it('When a folder is synced, then its images are imported by name, other files skipped; synced again, the matched and unchanged ones are skipped as UNCHANGED', async () => {
    // The source's remote path names a CSV file: its folder is the one synced.
    const sourceId = await ftpSource('Shop FTP', '/images/products.csv');
    const first = await syncedWith(sourceId, ['R1']);
    expect(first.names).toEqual(['R1', 'R2']);
    expect(first.job).toMatchObject({ status: 'FINISHED', totalCount: 4, uploadCount: 1, skipCount: 3, errorCount: 0 });
    expect(first.job.errors).toEqual(
      expect.arrayContaining([
        { name: 'notes', reason: 'EXTENSION' },
        { name: 'products', reason: 'EXTENSION' },
        { name: 'R2', reason: 'UNMATCHED' },
      ]),
    );
    expect((await request(h.app).get('/media/products/DEMO/R1.webp')).headers['content-type']).toBe('image/webp');

    // R1 matched and has not changed: skipped; R2 matched nothing last time: fetched and sent again.
    const second = await syncedWith(sourceId, ['R1', 'R2']);
    expect(second.names).toEqual(['R2']);
    expect(second.job).toMatchObject({ status: 'FINISHED', totalCount: 4, uploadCount: 1, skipCount: 3 });
    expect(second.job.errors).toContainEqual({ name: 'R1', reason: 'UNCHANGED' });

    // R1 replaced on the server: imported again; now nothing is new.
    dated('images/R1.jpg', await jpeg(31, 30), 1);
    expect((await syncedWith(sourceId, ['R1'])).names).toEqual(['R1']);
    const quiet = await syncedWith(sourceId, []);
    expect(quiet.names).toEqual([]);
    expect(quiet.job).toMatchObject({ totalCount: 4, uploadCount: 0, skipCount: 4 });
  });

  it('When the folder is given, then that folder is synced; a folder that is none fails the import with FTP101, a refused login with FTPC100', async () => {
    const sourceId = await ftpSource('Shop FTP folder', '/');
    expect((await syncedWith(sourceId, [], '/images/archive')).job).toMatchObject({ status: 'FINISHED', totalCount: 0 });
    const missing = await sync({ sourceId, folder: '/nowhere' });
    expect(await d.ended(missing.body.data.jobId, admin)).toMatchObject({ status: 'FAILED', message: 'FTP101' });
    const refused = await sync({ sourceId: await ftpSource('Wrong password', '/images', 'not-it') });
    expect(await d.ended(refused.body.data.jobId, admin)).toMatchObject({ status: 'FAILED', message: 'FTPC100' });
  });

  it('When the source points at a loopback port the operator did not open, then the sync fails with FTPC102 before any connection, and the audit trail has it (issue 25)', async () => {
    const sourceId = await source('Internal FTP', { kind: 'FTP', settings: { protocol: 'ftp', host: 'localhost', port: 5432, remotePath: '/', username: 'merchant', activeMode: false }, secret: PASSWORD });
    const refused = await sync({ sourceId });
    expect(refused.status).toBe(202);
    const jobId: string = refused.body.data.jobId;
    expect(await d.ended(jobId, admin)).toMatchObject({ status: 'FAILED', message: 'FTPC102' });
    const audit = h.events.find((e) => e.type === EVENT_TYPES.AUDIT_ENTRY && (e.data as { details: { imageImportId?: string } }).details.imageImportId === jobId);
    expect(audit?.data).toMatchObject({ action: 'outbound.refused', details: { host: 'localhost', port: 5432, sourceId } });
  });

  it('When an SFTP source (its host key pinned) is synced, then its images are imported; synced again, the unchanged ones are skipped; another host key fails it with FTPC101 before any login', async () => {
    const settings = { protocol: 'sftp', host: '127.0.0.1', port: sftpServer.port, remotePath: '/sftp/products.csv', username: 'merchant', activeMode: false };
    const sourceId = await source('Shop SFTP', { kind: 'FTP', settings: { ...settings, fingerprint: sftpServer.fingerprint }, secret: PASSWORD });
    // The connection test reads the CSV and answers the host key's fingerprint (the one pinned here).
    const tested = await request(h.app).post(`/merchant/import/sources/${sourceId}/test`).set('Authorization', admin);
    expect([tested.status, tested.body.code, tested.body.data]).toEqual([200, 'FTPC000', { connectionStatus: 'Tested', columns: ['CODE'], sample: [['S1']], fingerprint: sftpServer.fingerprint }]);

    const first = await syncedWith(sourceId, ['S1', 'S2']);
    expect(first.names).toEqual(['S1', 'S2']);
    expect(first.job).toMatchObject({ status: 'FINISHED', totalCount: 4, uploadCount: 2, skipCount: 2, errorCount: 0 });
    expect((await request(h.app).get('/media/products/DEMO/S2.webp')).headers['content-type']).toBe('image/webp');
    const second = await syncedWith(sourceId, []);
    expect(second.names).toEqual([]);
    expect(second.job).toMatchObject({ status: 'FINISHED', totalCount: 4, uploadCount: 0, skipCount: 4 });
    expect(second.job.errors).toEqual(expect.arrayContaining([{ name: 'S1', reason: 'UNCHANGED' }, { name: 'S2', reason: 'UNCHANGED' }]));

    // Another fingerprint saved: the source is Not Tested, its test and its sync fail with FTPC101, and the server saw no login.
    const pinned = 'SHA256:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU';
    const saved = await request(h.app).put(`/merchant/import/sources/${sourceId}`).set('Authorization', admin).send({ name: 'Shop SFTP', sid: 'S01', kind: 'FTP', settings: { ...settings, fingerprint: pinned } });
    expect([saved.status, saved.body.data.connectionStatus, saved.body.data.settings.fingerprint]).toEqual([200, 'Not Tested', pinned]);
    sftpServer.authAttempts.length = 0;
    const refused = await request(h.app).post(`/merchant/import/sources/${sourceId}/test`).set('Authorization', admin);
    expect([refused.status, refused.body.code]).toEqual([502, 'FTPC101']);
    const failed = await sync({ sourceId });
    expect(await d.ended(failed.body.data.jobId, admin)).toMatchObject({ status: 'FAILED', message: 'FTPC101' });
    expect(sftpServer.authAttempts).toEqual([]);
    expect((await request(h.app).get(`/merchant/import/sources/${sourceId}`).set('Authorization', admin)).body.data).toMatchObject({ connectionStatus: 'Not Tested', lastErrorCode: 'FTPC101' });
  });

  it('When a plain FTP source is given a fingerprint, then IP100 on it and nothing is saved', async () => {
    const res = await request(h.app)
      .post('/merchant/import/sources')
      .set('Authorization', admin)
      .send({ name: 'Plain FTP pinned', sid: 'S01', kind: 'FTP', settings: { protocol: 'ftp', host: '127.0.0.1', port: ftpPort, remotePath: '/images', username: 'merchant', activeMode: false, fingerprint: sftpServer.fingerprint } });
    expect([res.status, res.body.code]).toEqual([400, 'IP100']);
    expect(JSON.stringify(res.body.details)).toContain('fingerprint');
    const list = await request(h.app).get('/merchant/import/sources').set('Authorization', admin);
    expect(list.body.data.map((s: { name: string }) => s.name)).not.toContain('Plain FTP pinned');
  });

  it('When the source is not an FTP or SFTP one of the caller, then IMG107 and nothing starts', async () => {
    const database = await source('ERP database', { kind: 'DATABASE', settings: { engine: 'postgres', host: '127.0.0.1', port: 5432, database: 'postgres', user: 'postgres', table: 'x' } });
    expect([(await sync({ sourceId: database })).status, (await sync({ sourceId: database })).body.code]).toEqual([400, 'IMG107']);
    const unknown = await sync({ sourceId: '00000000-0000-4000-8000-000000000000' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'IMG107']);
    const acme = `Bearer ${signTestToken(testClaims('ADMIN', 'ACME'))}`;
    const sourceId = await ftpSource('DEMO only', '/images');
    expect((await request(h.app).post('/merchant/import/images/ftp-sync').set('Authorization', acme).send({ sourceId })).body.code).toBe('IMG107');
    expect((await sync({ sourceId, extra: true })).body.code).toBe('IP100');
    expect((await request(h.app).get('/merchant/import/images/progress').set('Authorization', admin)).body.data).toBeNull();
  });
});
