import type { FtpSettings } from '@hub/contracts';
import FtpSrv, { FileSystem } from 'ftp-srv';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Server as NetServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { Readable } from 'node:stream';
import { openFtp } from '../src/sources/ftp';
import { SourceError, type SourceData } from '../src/sources/source';
import { allowOutboundTo, holdRefusingPort } from '@hub/service-kit/testing';
import { startSftpServer, type SftpTestServer } from './support/sftp-server';

/**
 * The FTP/FTPS/SFTP source against real servers on 127.0.0.1 (ADR 0026): ftp-srv for FTP and explicit
 * FTPS, ssh2's Server with a small SFTP subsystem over the same temp folder. Nothing leaves the machine.
 */

const PASSWORD = 'S3cret-ผ่าน!';
const THAI_CSV = '\uFEFFCODE,NAME,KT\r\nP1,"แหวน, ทอง",18K\r\nP2,สร้อยคอทองคำ,22K\r\n';
/** 2.4 MB: larger than CUT_BYTES and than what socket buffers hold, so a download is still under way when it is cut or aborted. */
const BIG_CSV = `CODE,NAME\r\n${Array.from({ length: 60_000 }, (_, i) => `P${String(i).padStart(6, '0')},กำไลทอง ${i}\r\n`).join('')}`;
/** Where the dying servers stop: well inside BIG_CSV. */
const CUT_BYTES = 256 * 1024;

const root = mkdtempSync(join(tmpdir(), 'hub-ftp-source-'));
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/**
 * products.csv; big.csv; drop/ with old.csv, NEWEST.CSV (upper case), and newer things that are not a
 * .csv file (notes.txt, a folder named archive.csv) which the folder rule must pass over; empty/ with
 * no .csv at all.
 */
function writeTree(): void {
  writeFileSync(join(root, 'products.csv'), THAI_CSV);
  writeFileSync(join(root, 'big.csv'), BIG_CSV);
  mkdirSync(join(root, 'drop', 'archive.csv'), { recursive: true });
  const dated = (path: string, text: string, when: Date) => {
    writeFileSync(join(root, path), text);
    utimesSync(join(root, path), when, when);
  };
  dated('drop/old.csv', 'CODE\r\nOLD\r\n', hoursAgo(3));
  dated('drop/NEWEST.CSV', 'CODE\r\nNEWEST ใหม่\r\n', hoursAgo(1));
  dated('drop/notes.txt', 'not a csv', hoursAgo(0));
  utimesSync(join(root, 'drop', 'archive.csv'), hoursAgo(0), hoursAgo(0));
  mkdirSync(join(root, 'empty'));
  writeFileSync(join(root, 'empty', 'readme.txt'), 'nothing to import');
}

/** Reads a file to its end or its error; `afterFirstChunk` runs once the first bytes have arrived. */
async function drain(
  file: Readable,
  afterFirstChunk?: () => void,
): Promise<{ text: string; bytes: number; error: unknown }> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of file) {
      chunks.push(chunk as Buffer);
      if (chunks.length === 1) afterFirstChunk?.();
    }
    const whole = Buffer.concat(chunks);
    return { text: whole.toString('utf8'), bytes: whole.length, error: null };
  } catch (error) {
    return { text: '', bytes: Buffer.concat(chunks).length, error };
  }
}

function fileOf(data: SourceData): { file: Readable; fileName: string; fingerprint?: string } {
  if (data.kind !== 'file') throw new Error(`expected a file, got ${data.kind}`);
  return data;
}

async function openFailure(settings: FtpSettings, secret: string | null): Promise<SourceError> {
  const error: unknown = await openFtp(settings, secret, new AbortController().signal).then(
    () => new Error('opened'),
    (failure: unknown) => failure,
  );
  if (!(error instanceof SourceError)) throw error;
  return error;
}

/**
 * A byte-for-byte relay in front of a server that counts the client's open connections. ftp-srv pauses
 * its control socket during a download and may never notice the client leaving, so the test watches
 * the client's side of the connection here (TLS and SSH pass through untouched).
 */
async function connectionWatch(
  targetPort: number,
): Promise<{ port: number; open: () => number; close: () => Promise<void> }> {
  const clients = new Set<Socket>();
  const relay = createServer((client) => {
    clients.add(client);
    const upstream = connect(targetPort, '127.0.0.1');
    client.pipe(upstream).pipe(client);
    const closeBoth = () => {
      clients.delete(client);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) socket.on('close', closeBoth).on('error', () => undefined);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return {
    port: allowOutboundTo((relay.address() as AddressInfo).port)[0]!,
    open: () => clients.size,
    close: () => {
      for (const client of clients) client.destroy();
      return new Promise((resolve) => relay.close(() => resolve()));
    },
  };
}

async function waitFor(what: string, condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// ---------------------------------------------------------------------------------------------------
// FTP and FTPS: ftp-srv

/** What ftp-srv's connection holds but its typings leave out. */
interface FtpSockets {
  commandSocket: Socket;
  connector: { socket: Socket | null };
}

/**
 * Serves the first CUT_BYTES of a file and then nothing more, until the test makes the server die:
 * the data connection ends cleanly (after what was written) and the control connection drops a moment
 * later, so a client that took the data end for the file's end would hand out a short file as whole.
 */
class DyingFileSystem extends FileSystem {
  override async read(fileName: string): Promise<Readable> {
    const part = readFileSync(join(root, posix.resolve('/', this.cwd, fileName))).subarray(0, CUT_BYTES);
    const sockets = this.connection as unknown as FtpSockets;
    let sent = false;
    const stream = new Readable({
      read() {
        if (sent) return;
        sent = true;
        this.push(part);
      },
    });
    dieNow = () => {
      sockets.connector.socket?.end();
      setTimeout(() => sockets.commandSocket.destroy(), 300);
      stream.destroy();
    };
    return stream;
  }
}

/** Cuts the last dying transfer (set when the server starts one). */
let dieNow: (() => void) | null = null;

/** ftp-srv logs through bunyan by default; the suite's output stays quiet. */
const silentLog = {
  child: () => silentLog,
  trace() {},
  debug() {},
  info() {},
  warn() {},
  error() {},
  fatal() {},
};

const ftpLogins: { username: string; secure: boolean }[] = [];
/** Every login the FTP server was asked for (the password sent), accepted or not. */
const ftpLoginAttempts: string[] = [];
let ftpServer: FtpSrv;
let ftpPort: number;
/** The FTPS certificate, PEM. */
let ftpsCertificate: Buffer;

/** A throwaway self-signed certificate for explicit FTPS (the source checks it against a pinned fingerprint only: ADR 0026). */
function makeCertificate(): { key: Buffer; cert: Buffer } {
  const keyFile = join(root, '..', `${posix.basename(root)}-key.pem`);
  const certFile = join(root, '..', `${posix.basename(root)}-cert.pem`);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const pair = { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  rmSync(keyFile);
  rmSync(certFile);
  return pair;
}

async function startFtpServer(): Promise<void> {
  // A passive port range of its own per run, so two suites on the machine do not race for the same ports.
  const pasvMin = 40_000 + Math.floor(Math.random() * 20_000);
  const certificate = makeCertificate();
  ftpsCertificate = certificate.cert;
  ftpServer = new FtpSrv({
    url: 'ftp://127.0.0.1:0',
    pasv_url: '127.0.0.1',
    pasv_min: pasvMin,
    pasv_max: pasvMin + 50,
    tls: certificate,
    log: silentLog,
  });
  ftpServer.on('login', ({ connection, username, password }, resolve, reject) => {
    ftpLoginAttempts.push(username);
    if (password !== PASSWORD) {
      // A careless server that echoes what it was sent: the source must cut the password out.
      reject(new Error(`login refused for ${username} with password ${password}`));
      return;
    }
    ftpLogins.push({ username, secure: connection.secure });
    if (username === 'dying') resolve({ fs: new DyingFileSystem(connection, { root, cwd: '/' }) });
    else resolve({ root, cwd: '/' });
  });
  await ftpServer.listen();
  ftpPort = ((ftpServer as unknown as { server: NetServer }).server.address() as AddressInfo).port;
  allowOutboundTo(ftpPort);
}

// ---------------------------------------------------------------------------------------------------
// SFTP: ssh2's Server (test/support/sftp-server.ts) over the same folder

let sftpServer: SftpTestServer;
let sshPort: number;

async function startSshServer(): Promise<void> {
  sftpServer = await startSftpServer({ root, password: PASSWORD, dieAfter: CUT_BYTES });
  sshPort = sftpServer.port;
  allowOutboundTo(sshPort);
}

// ---------------------------------------------------------------------------------------------------

beforeAll(async () => {
  writeTree();
  await Promise.all([startFtpServer(), startSshServer()]);
});

afterAll(async () => {
  await ftpServer.close();
  await sftpServer.close();
  rmSync(root, { recursive: true, force: true });
});

const settingsFor = (
  protocol: FtpSettings['protocol'],
  remotePath: string,
  username = 'merchant',
): FtpSettings => ({
  protocol,
  host: '127.0.0.1',
  port: protocol === 'sftp' ? sshPort : ftpPort,
  remotePath,
  username,
  activeMode: false,
});
const connectCode = (protocol: FtpSettings['protocol']) => (protocol === 'sftp' ? 'SFTPC100' : 'FTPC100');

describe.each(['ftp', 'ftps', 'sftp'] as const)('openFtp over %s', (protocol) => {
  const open = (remotePath: string, options: { username?: string; signal?: AbortSignal } = {}) =>
    openFtp(
      settingsFor(protocol, remotePath, options.username),
      PASSWORD,
      options.signal ?? new AbortController().signal,
    ).then(fileOf);

  it('When the path is a CSV file, then its bytes arrive whole and unchanged (BOM, CRLF, Thai), named as the file', async () => {
    const { file, fileName } = await open('/products.csv');
    expect(fileName).toBe('products.csv');
    expect(await drain(file)).toEqual({ text: THAI_CSV, bytes: Buffer.byteLength(THAI_CSV), error: null });
  });

  it('When the file is large, then it streams through in full', async () => {
    const { file } = await open('big.csv');
    const read = await drain(file);
    expect(read.error).toBeNull();
    expect(read.bytes).toBe(Buffer.byteLength(BIG_CSV));
    expect(read.text === BIG_CSV).toBe(true);
  });

  it('When the path is a folder, then its newest .csv (any case) is taken, not a newer file or folder of another kind', async () => {
    const { file, fileName } = await open('/drop');
    expect(fileName).toBe('NEWEST.CSV');
    expect((await drain(file)).text).toBe('CODE\r\nNEWEST ใหม่\r\n');
  });

  it('When the folder holds no .csv file, then FTP101', async () => {
    const failure = await openFailure(settingsFor(protocol, '/empty'), PASSWORD);
    expect(failure.code).toBe('FTP101');
    expect(failure.reason).toContain('no .csv file');
  });

  it('When the file does not exist, then FTP101 before any stream is handed out', async () => {
    expect((await openFailure(settingsFor(protocol, '/missing.csv'), PASSWORD)).code).toBe('FTP101');
  });

  it(`When nothing listens on the port, then ${connectCode(protocol)}`, async () => {
    // A held port: nothing listens there, nor can meanwhile (a port just let go can be taken by another
    // test's server, which then answers).
    const held = await holdRefusingPort();
    try {
      const failure = await openFailure({ ...settingsFor(protocol, '/products.csv'), port: held.port }, PASSWORD);
      expect(failure.code).toBe(connectCode(protocol));
      expect(failure.failure).toBe('REFUSED');
    } finally {
      await held.close();
    }
  });

  it(`When the password is wrong or none is stored, then ${connectCode(protocol)}, and the password is in no message`, async () => {
    const wrong = await openFailure(settingsFor(protocol, '/products.csv'), 'not-the-password');
    expect(wrong.code).toBe(connectCode(protocol));
    expect(wrong.message).not.toContain('not-the-password');
    expect((await openFailure(settingsFor(protocol, '/products.csv'), null)).code).toBe(
      connectCode(protocol),
    );
  });

  it('When the server dies part-way through the file, then the stream errors with FTP101 instead of ending short', async () => {
    const { file } = await open('/big.csv', { username: 'dying' });
    // The SFTP server dies by itself past CUT_BYTES; the FTP one once the first bytes have arrived.
    const read = await drain(file, () => protocol !== 'sftp' && dieNow?.());
    expect(read.bytes).toBeGreaterThan(0);
    expect(read.bytes).toBeLessThan(Buffer.byteLength(BIG_CSV));
    expect(read.error).toBeInstanceOf(SourceError);
    expect((read.error as SourceError).code).toBe('FTP101');
  });

  it('When the signal aborts mid-file, then the stream is destroyed and the connection closed', async () => {
    const watch = await connectionWatch(protocol === 'sftp' ? sshPort : ftpPort);
    try {
      const controller = new AbortController();
      const settings = { ...settingsFor(protocol, '/big.csv'), port: watch.port };
      const { file } = fileOf(await openFtp(settings, PASSWORD, controller.signal));
      const first = await file[Symbol.asyncIterator]().next();
      expect(first.done).toBe(false);
      expect(watch.open()).toBe(1);
      controller.abort();
      expect(file.destroyed).toBe(true);
      await waitFor('the client to close its connection', () => watch.open() === 0);
    } finally {
      await watch.close();
    }
  });
});

describe('openFtp, protocol details', () => {
  it('When the protocol is ftps, then the login happens over TLS (and over plain FTP when it is ftp)', async () => {
    ftpLogins.length = 0;
    for (const protocol of ['ftps', 'ftp'] as const) {
      await drain(
        fileOf(await openFtp(settingsFor(protocol, '/products.csv'), PASSWORD, new AbortController().signal))
          .file,
      );
    }
    expect(ftpLogins).toEqual([
      { username: 'merchant', secure: true },
      { username: 'merchant', secure: false },
    ]);
  });

  it('When active mode is set, then the file is still read (basic-ftp has passive mode only), and a failure says passive mode was used', async () => {
    const active = { ...settingsFor('ftp', '/products.csv'), activeMode: true };
    expect(
      (await drain(fileOf(await openFtp(active, PASSWORD, new AbortController().signal)).file)).text,
    ).toBe(THAI_CSV);
    const dying = { ...settingsFor('ftp', '/big.csv', 'dying'), activeMode: true };
    const { error } = await drain(
      fileOf(await openFtp(dying, PASSWORD, new AbortController().signal)).file,
      () => dieNow?.(),
    );
    expect(error).toMatchObject({ code: 'FTP101', reason: expect.stringContaining('passive mode was used') });
  });

  it('When an SFTP server takes passwords only through keyboard-interactive, then the password answers its prompt', async () => {
    const { file } = fileOf(
      await openFtp(settingsFor('sftp', '/products.csv', 'kbd'), PASSWORD, new AbortController().signal),
    );
    expect((await drain(file)).text).toBe(THAI_CSV);
    expect((await openFailure(settingsFor('sftp', '/products.csv', 'kbd'), 'wrong')).code).toBe('SFTPC100');
  });

  it('When the server says nothing after connecting, then the login gives up on its time-out (10 s), not before', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = allowOutboundTo((silent.address() as AddressInfo).port)[0]!;
    try {
      const started = Date.now();
      const [ftp, sftp] = await Promise.all([
        openFailure({ ...settingsFor('ftp', '/products.csv'), port }, PASSWORD),
        openFailure({ ...settingsFor('sftp', '/products.csv'), port }, PASSWORD),
      ]);
      expect([ftp.code, sftp.code]).toEqual(['FTPC100', 'SFTPC100']);
      // Not before its time-out (a lower bound a busy machine cannot break); that it gives up at all
      // is the answer arriving within the test's bound, generous for a machine at load 25.
      expect(Date.now() - started).toBeGreaterThanOrEqual(9_000);
    } finally {
      silent.close();
    }
  }, 120_000);
});

describe('openFtp, the server identity pinned (ADR 0026)', () => {
  /** The fingerprints as the tools print them: ssh-keygen for the SFTP host key, openssl for the FTPS certificate. */
  const sshKeygenFingerprint = () => execFileSync('ssh-keygen', ['-l', '-f', '-'], { input: sftpServer.publicKey }).toString().split(' ')[1]!;
  const opensslFingerprint = () =>
    execFileSync('openssl', ['x509', '-noout', '-fingerprint', '-sha256'], { input: ftpsCertificate }).toString().trim().replace(/^.*Fingerprint=/, '');
  const otherFingerprint = 'SHA256:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU';
  const opened = (settings: FtpSettings) => openFtp(settings, PASSWORD, new AbortController().signal).then(fileOf);
  /** The fingerprint an open answered, its file read to the end. */
  const seen = async (settings: FtpSettings) => {
    const data = await opened(settings);
    await drain(data.file);
    return data.fingerprint;
  };
  const hexOf = (openssl: string) => openssl.replace(/:/g, '').toLowerCase();

  it('When the SFTP host key is the pinned one (as ssh-keygen prints it, or as hex), then the file is read and its fingerprint answered', async () => {
    const printed = sshKeygenFingerprint();
    expect(printed).toBe(sftpServer.fingerprint);
    const hex = Buffer.from(`${printed.slice('SHA256:'.length)}=`, 'base64').toString('hex');
    for (const fingerprint of [printed, hex.toUpperCase().match(/../g)!.join(':')]) {
      const data = await opened({ ...settingsFor('sftp', '/products.csv'), fingerprint });
      expect(data.fingerprint).toBe(printed);
      expect((await drain(data.file)).text).toBe(THAI_CSV);
    }
  });

  it('When the SFTP host key is not the pinned one, then FTPC101 and the server saw no authentication attempt', async () => {
    sftpServer.authAttempts.length = 0;
    const failure = await openFailure({ ...settingsFor('sftp', '/products.csv'), fingerprint: otherFingerprint }, PASSWORD);
    expect(failure.code).toBe('FTPC101');
    expect(failure.reason).toContain(sftpServer.fingerprint);
    expect(failure.message).not.toContain(PASSWORD);
    expect(sftpServer.authAttempts).toEqual([]);
    // The same connection without a pin logs in: the refusal was the pin's.
    expect(await seen(settingsFor('sftp', '/products.csv'))).toBe(sftpServer.fingerprint);
    expect(sftpServer.authAttempts).toContainEqual({ username: 'merchant', method: 'password' });
  });

  it('When the FTPS certificate (self-signed) is the pinned one (as openssl prints it, or as plain hex), then the file is read and its fingerprint answered', async () => {
    const printed = opensslFingerprint();
    expect(printed).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    for (const fingerprint of [printed, hexOf(printed)]) {
      const data = await opened({ ...settingsFor('ftps', '/products.csv'), fingerprint });
      expect(data.fingerprint).toBe(printed);
      expect((await drain(data.file)).text).toBe(THAI_CSV);
    }
  });

  it('When the FTPS certificate is not the pinned one, then FTPC101 and the server was asked for no login', async () => {
    ftpLoginAttempts.length = 0;
    const failure = await openFailure({ ...settingsFor('ftps', '/products.csv'), fingerprint: hexOf(opensslFingerprint()).replace(/^./, (c) => (c === '0' ? '1' : '0')) }, PASSWORD);
    expect(failure.code).toBe('FTPC101');
    expect(failure.reason).toContain(opensslFingerprint());
    expect(ftpLoginAttempts).toEqual([]);
    expect((await openFailure({ ...settingsFor('ftps', '/products.csv'), fingerprint: otherFingerprint }, PASSWORD)).code).toBe('FTPC101');
    expect(ftpLoginAttempts).toEqual([]);
  });

  it('When nothing is pinned, then FTPS and SFTP still answer what they saw (to pin it), plain FTP nothing', async () => {
    expect(await seen(settingsFor('ftps', '/products.csv'))).toBe(opensslFingerprint());
    expect(await seen(settingsFor('sftp', '/products.csv'))).toBe(sftpServer.fingerprint);
    expect(await seen(settingsFor('ftp', '/products.csv'))).toBeUndefined();
  });
});

describe('what a failing server said (issue 25)', () => {
  it('When the FTP server echoes the password in its refusal, then neither its words nor the password are in the FTPC100 error', async () => {
    const failure = await openFailure(settingsFor('ftp', '/products.csv'), `${PASSWORD}-old`);
    expect(failure).toMatchObject({ code: 'FTPC100', failure: 'AUTHENTICATION' });
    expect(`${failure.message} ${failure.reason}`).not.toContain(PASSWORD);
    expect(`${failure.message} ${failure.reason}`).not.toContain('login refused');
  });
});
