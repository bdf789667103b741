import { fingerprintHex, type FtpSettings } from '@hub/contracts';
import { Client as FtpClient, FTPError, type FileInfo } from 'basic-ftp';
import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import { connectionFailure } from '@hub/service-kit';
import { Client as SshClient, type FileEntryWithStats, type SFTPWrapper, type Stats } from 'ssh2';
import { checkedSourceAddress, SourceError, sourceFailure, type SourceData, type SourceOpener } from './source';

/**
 * FTP, FTPS and SFTP (issue 13 item 3, ADR 0026): the merchant's CSV file, or the newest `.csv` of a
 * folder, streamed as it arrives (never held whole). FTP and FTPS go through basic-ftp, passive mode
 * only; SFTP through ssh2. Codes: FTPC100 / SFTPC100 no connection or login, FTP101 no file or a
 * transfer that failed, even half-way (the stream then errors, it never ends short), FTPC101 a server
 * whose certificate or host key is not the pinned one (refused before any credential is sent).
 */
export const openFtp: SourceOpener<FtpSettings> = (settings, secret, signal) =>
  settings.protocol === 'sftp' ? openSftp(settings, secret, signal) : openFtpOrFtps(settings, secret, signal);

/** Connecting and logging in give up after this long; so does an FTP transfer that stops making progress. */
const TIMEOUT_MS = 10_000;

/** An SSH host key's fingerprint as `ssh-keygen -lf` prints it. */
const hostKeyFingerprint = (key: Buffer) => `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;

/**
 * The server's identity against the pinned fingerprint (ADR 0026), if one is set: FTPC101 when it is
 * another (either written form of the same bytes matches).
 */
function pinnedIdentity(settings: FtpSettings, seen: string, what: 'certificate' | 'host key'): SourceError | null {
  if (settings.fingerprint === undefined || fingerprintHex(settings.fingerprint) === fingerprintHex(seen)) return null;
  return new SourceError('FTPC101', `the server's ${what} ${seen} does not match the saved fingerprint ${settings.fingerprint}`, 'TLS');
}

const isCsvName = (name: string) => /\.csv$/i.test(name);

/** The newest of dated files; on the same time the last name wins, so the answer does not depend on list order. */
function newest<T extends { name: string; modifiedMs: number }>(files: T[]): T | undefined {
  return files.reduce<T | undefined>((best, file) => {
    if (!best || file.modifiedMs > best.modifiedMs) return file;
    return file.modifiedMs === best.modifiedMs && file.name > best.name ? file : best;
  }, undefined);
}

/**
 * What both protocols hand the consumer: a PassThrough that ends only once the server has confirmed the
 * whole file, and is destroyed with FTP101 when the transfer fails. `release` closes the connection; it
 * runs once, whether the file ended, failed, the consumer let go of the stream, or `signal` fired.
 */
function fileStream(signal: AbortSignal, release: () => void): PassThrough {
  const file = new PassThrough();
  const stop = () => file.destroy();
  signal.addEventListener('abort', stop, { once: true });
  file.once('close', () => {
    signal.removeEventListener('abort', stop);
    release();
  });
  if (signal.aborted) stop();
  return file;
}

// ---------------------------------------------------------------------------------------------------
// FTP and FTPS (basic-ftp)

async function openFtpOrFtps(
  settings: FtpSettings,
  password: string | null,
  signal: AbortSignal,
): Promise<SourceData> {
  const client = new FtpClient(TIMEOUT_MS);
  const closeOnAbort = () => client.close();
  signal.addEventListener('abort', closeOnAbort, { once: true });
  let path: string;
  let fingerprint: string | undefined;
  try {
    fingerprint = await loginFtp(client, settings, password);
    path = await ftpFilePath(client, settings.remotePath);
  } catch (error) {
    client.close();
    throw error instanceof SourceError && error.code === 'FTP101' ? activeModeNoted(settings, error) : error;
  } finally {
    signal.removeEventListener('abort', closeOnAbort);
  }
  const file = fileStream(signal, () => client.close());
  void downloadFtp(client, path, file, settings);
  return { kind: 'file', file, fileName: posix.basename(path), ...(fingerprint ? { fingerprint } : {}) };
}

/**
 * Connects (FTPS: upgrades to TLS and checks the certificate against the pin) and logs in; answers the
 * certificate's fingerprint over FTPS. basic-ftp's `access`, step by step, so that a certificate that is
 * not the pinned one is refused before the user name and password are sent.
 */
async function loginFtp(client: FtpClient, settings: FtpSettings, password: string | null): Promise<string | undefined> {
  try {
    // The policy first (issue 25): the control connection goes to the checked address; passive data
    // connections go to that same address (basic-ftp ignores another host in a PASV answer).
    const address = await checkedSourceAddress('FTP', settings.host, settings.port);
    await client.connect(address.address, address.port);
    let fingerprint: string | undefined;
    if (settings.protocol === 'ftps') {
      // Not checked against a CA: a merchant's certificate is often self-signed. Without a pin the
      // connection is encrypted but not verified, as the database source's TLS (ADR 0026); with one, the
      // pin is the check (Node calls no checkServerIdentity for a certificate no CA vouches for, so the
      // peer certificate is compared here, once the handshake is done).
      await client.useTLS({ host: settings.host, rejectUnauthorized: false });
      fingerprint = (client.ftp.socket as TLSSocket).getPeerCertificate().fingerprint256;
      const mismatch = pinnedIdentity(settings, fingerprint, 'certificate');
      if (mismatch) throw mismatch;
    }
    // UTF-8 before the login, for a user name or password that is not ASCII (as basic-ftp's access does).
    await client.sendIgnoringError('OPTS UTF8 ON');
    // No stored password: log in with an empty one (an anonymous server takes it, others refuse: FTPC100).
    await client.login(settings.username, password ?? '');
    await client.useDefaultSettings();
    return fingerprint;
  } catch (error) {
    throw sourceFailure('FTPC100', error, 'connecting and logging in');
  }
}

/**
 * The file to fetch: `remotePath` itself, or when it is a folder (we can change into it) its newest
 * `.csv`, relative to it. A missing file is found here (FTP101 before any stream is handed out), unless
 * the server does not answer SIZE, in which case the transfer itself fails with FTP101.
 */
async function ftpFilePath(client: FtpClient, remotePath: string): Promise<string> {
  try {
    const isFolder = await client.cd(remotePath).then(
      () => true,
      (error: unknown) => (error instanceof FTPError ? false : Promise.reject(error)),
    );
    if (isFolder) return await newestFtpCsv(client, remotePath);
    await client.size(remotePath).catch((error: unknown) => {
      if (!(error instanceof FTPError) || error.code === 550) throw error;
    });
    return remotePath;
  } catch (error) {
    throw sourceFailure('FTP101', error, 'reading the file');
  }
}

async function newestFtpCsv(client: FtpClient, folder: string): Promise<string> {
  const csvFiles = (await client.list()).filter((entry) => entry.isFile && isCsvName(entry.name));
  const dated: { name: string; modifiedMs: number }[] = [];
  // One command at a time: FTP has no parallel requests on a connection.
  for (const entry of csvFiles)
    dated.push({ name: entry.name, modifiedMs: (await ftpModified(client, entry)).getTime() });
  const pick = newest(dated);
  if (!pick) throw new SourceError('FTP101', `no .csv file in ${folder}`);
  return pick.name;
}

/**
 * A file's modification time: MLSD listings carry it to the second; a Unix-style LIST only to the
 * minute (and no year for older files), so then MDTM is asked, which near every server answers.
 */
async function ftpModified(client: FtpClient, entry: FileInfo): Promise<Date> {
  if (entry.modifiedAt) return entry.modifiedAt;
  try {
    return await client.lastMod(entry.name);
  } catch (error) {
    throw new SourceError(
      'FTP101',
      `cannot tell when ${entry.name} was modified: ${connectionFailure(error)}`,
    );
  }
}

/**
 * Streams the file into `file`. basic-ftp pipes the data connection into the writable it is given and
 * ends it when that connection ends, and again when the transfer fails; but a data connection that
 * ends is not a whole file: only the server's 226 says so. So it writes into `sink`, which forwards
 * with back-pressure and ignores that end, and `file` ends only once downloadTo resolved.
 */
async function downloadFtp(
  client: FtpClient,
  path: string,
  file: PassThrough,
  settings: FtpSettings,
): Promise<void> {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (file.destroyed || file.write(chunk)) done();
      else file.once('drain', () => done());
    },
    final(done) {
      done();
    },
  });
  file.once('close', () => sink.destroy());
  try {
    await client.downloadTo(sink, path);
    file.end();
  } catch (error) {
    file.destroy(activeModeNoted(settings, sourceFailure('FTP101', error, 'reading the file')));
  } finally {
    client.close();
  }
}

/**
 * basic-ftp has no active mode (ADR 0026): a source set to it is read in passive mode all the same, and
 * a failed listing or transfer (the steps that use a data connection) says so in its reason.
 */
function activeModeNoted(settings: FtpSettings, failure: SourceError): SourceError {
  if (!settings.activeMode) return failure;
  return new SourceError(
    failure.code,
    `${failure.reason} (active mode is set but not supported: passive mode was used)`,
  );
}

// ---------------------------------------------------------------------------------------------------
// SFTP (ssh2)

async function openSftp(
  settings: FtpSettings,
  password: string | null,
  signal: AbortSignal,
): Promise<SourceData> {
  const { connection, fingerprint } = await connectSsh(settings, password, signal);
  // Ending the connection fails the pending SFTP requests ("No response from server").
  const closeOnAbort = () => connection.end();
  signal.addEventListener('abort', closeOnAbort, { once: true });
  let path: string;
  let sftp: SFTPWrapper;
  try {
    sftp = await openSftpSession(connection);
    path = await sftpFilePath(sftp, settings.remotePath);
  } catch (error) {
    connection.end();
    throw error;
  } finally {
    signal.removeEventListener('abort', closeOnAbort);
  }
  const file = fileStream(signal, () => connection.end());
  readSftp(connection, sftp, path, file);
  return { kind: 'file', file, fileName: posix.basename(path), fingerprint };
}

/**
 * Connects and logs in with the password, or through keyboard-interactive, which many servers use for
 * passwords (every prompt is answered with it). No password: only "none" is tried, which a server
 * that needs one refuses: SFTPC100. Answers the host key's fingerprint; a host key that is not the
 * pinned one is refused during the key exchange, before any authentication: FTPC101.
 */
async function connectSsh(settings: FtpSettings, password: string | null, signal: AbortSignal): Promise<{ connection: SshClient; fingerprint: string }> {
  const address = await checkedSourceAddress('SFTP', settings.host, settings.port);
  return new Promise((resolve, reject) => {
    const connection = new SshClient();
    let loggedIn = false;
    let fingerprint = '';
    let mismatch: SourceError | null = null;
    const fail = (error: unknown) => {
      if (loggedIn) return;
      signal.removeEventListener('abort', abort);
      connection.end();
      reject(mismatch ?? sourceFailure('SFTPC100', error, 'connecting and logging in'));
    };
    const abort = () => fail(new Error('aborted'));
    signal.addEventListener('abort', abort, { once: true });
    // ssh2 may report one failure twice (a timeout, then the socket it closes): this listener stays, so
    // neither goes unhandled. After login, errors end the file stream through its `close` (readSftp).
    connection.on('error', fail);
    // A connection lost before `ready` without an error is a failure too.
    connection.once('close', () => fail(new Error('the connection closed before login')));
    connection.on('keyboard-interactive', (_name, _instructions, _language, prompts, answer) =>
      answer(prompts.map(() => password ?? '')),
    );
    connection.once('ready', () => {
      loggedIn = true;
      signal.removeEventListener('abort', abort);
      resolve({ connection, fingerprint });
    });
    if (signal.aborted) return abort();
    connection.connect({
      host: address.address,
      port: address.port,
      username: settings.username,
      password: password ?? undefined,
      tryKeyboard: password !== null,
      readyTimeout: TIMEOUT_MS,
      // After login a dead server or network is noticed by unanswered keepalives (about 30 s), as
      // ssh2 has no timeout on a read that gets no answer.
      keepaliveInterval: TIMEOUT_MS,
      keepaliveCountMax: 3,
      // Every host key is taken unless a fingerprint is pinned (ADR 0026); it is answered either way.
      hostVerifier: (key: Buffer) => {
        fingerprint = hostKeyFingerprint(key);
        mismatch = pinnedIdentity(settings, fingerprint, 'host key');
        return mismatch === null;
      },
    });
  });
}

function openSftpSession(connection: SshClient): Promise<SFTPWrapper> {
  return new Promise((resolve, reject) => {
    connection.sftp((error, sftp) =>
      error ? reject(sourceFailure('SFTPC100', error, 'connecting and logging in')) : resolve(sftp),
    );
  });
}

const sftpStat = (sftp: SFTPWrapper, path: string) =>
  new Promise<Stats>((resolve, reject) =>
    sftp.stat(path, (error, stats) => (error ? reject(error) : resolve(stats))),
  );

const sftpReaddir = (sftp: SFTPWrapper, path: string) =>
  new Promise<FileEntryWithStats[]>((resolve, reject) =>
    sftp.readdir(path, (error, list) => (error ? reject(error) : resolve(list))),
  );

/** The file to fetch: `remotePath`, or when it is a folder its newest `.csv` (by mtime, in seconds). */
async function sftpFilePath(sftp: SFTPWrapper, remotePath: string): Promise<string> {
  try {
    const stats = await sftpStat(sftp, remotePath);
    if (!stats.isDirectory()) return remotePath;
    const entries = await sftpReaddir(sftp, remotePath);
    const csvFiles = entries
      .filter((entry) => entry.attrs.isFile() && isCsvName(entry.filename))
      .map((entry) => ({ name: entry.filename, modifiedMs: entry.attrs.mtime * 1000 }));
    const pick = newest(csvFiles);
    if (!pick) throw new SourceError('FTP101', `no .csv file in ${remotePath}`);
    return posix.join(remotePath, pick.name);
  } catch (error) {
    throw sourceFailure('FTP101', error, 'reading the file');
  }
}

/**
 * Streams the file into `file`. ssh2's read stream ends only on the server's end-of-file answer; a
 * connection that closes first fails its pending reads ("No response from server"), and the `close`
 * guard below covers a close between two reads: either way `file` is destroyed with FTP101.
 */
function readSftp(
  connection: SshClient,
  sftp: SFTPWrapper,
  path: string,
  file: PassThrough,
): void {
  const source = sftp.createReadStream(path);
  const fail = (error: unknown) => file.destroy(sourceFailure('FTP101', error, 'reading the file'));
  source.on('error', fail);
  connection.once('close', () => {
    if (!file.writableEnded) fail(new Error('the connection closed before the end of the file'));
  });
  file.once('close', () => source.destroy());
  source.pipe(file);
}

// ---------------------------------------------------------------------------------------------------
// A folder of images (issue 13 item 3: image import by FTP folder sync)

/** A file of a remote folder, with what tells a changed file from the one synced before. */
export interface RemoteFile {
  name: string;
  path: string;
  size: number;
  /** Its modification time; null when the server does not say. */
  modifiedAt: Date | null;
}

/**
 * One connection to an FTP, FTPS or SFTP server, kept open to list a folder and read its files one
 * after another (an FTP connection carries one transfer at a time).
 */
export interface RemoteFolder {
  /** The folder read: the one asked for, else the source's remote path when it is a folder, else the folder holding it. */
  readonly path: string;
  /** Its files (not its sub-folders), by name. */
  list(): Promise<RemoteFile[]>;
  /**
   * One file's bytes; null when it holds more than `maxBytes` (read to its end, what is over is not
   * kept). FTP101 when the transfer fails.
   */
  read(file: RemoteFile, maxBytes: number): Promise<Buffer | null>;
  close(): void;
}

/** Connects (FTPC100 / SFTPC100) and finds the folder (FTP101 when it is none); `signal` closes the connection. */
export function openFtpFolder(settings: FtpSettings, secret: string | null, folder: string | undefined, signal: AbortSignal): Promise<RemoteFolder> {
  return settings.protocol === 'sftp' ? openSftpFolder(settings, secret, folder, signal) : openFtpOrFtpsFolder(settings, secret, folder, signal);
}

const byName = (a: RemoteFile, b: RemoteFile) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** A writable keeping at most `maxBytes`; past them it keeps reading and drops what comes. */
function limitedSink(maxBytes: number): { writable: Writable; result: () => Buffer | null } {
  const chunks: Buffer[] = [];
  let bytes = 0;
  const writable = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes <= maxBytes) chunks.push(chunk);
      done();
    },
  });
  return { writable, result: () => (bytes > maxBytes ? null : Buffer.concat(chunks)) };
}

/** Closes a folder's connection when `signal` fires; answers its `close`, which also stops listening. */
function closedOnAbort(signal: AbortSignal, end: () => void): () => void {
  signal.addEventListener('abort', end, { once: true });
  return () => {
    signal.removeEventListener('abort', end);
    end();
  };
}

async function openFtpOrFtpsFolder(settings: FtpSettings, password: string | null, folder: string | undefined, signal: AbortSignal): Promise<RemoteFolder> {
  const client = new FtpClient(TIMEOUT_MS);
  const close = closedOnAbort(signal, () => client.close());
  let path: string;
  try {
    await loginFtp(client, settings, password);
    path = await ftpFolderPath(client, folder ?? settings.remotePath, folder === undefined);
  } catch (error) {
    close();
    throw error instanceof SourceError && error.code === 'FTP101' ? activeModeNoted(settings, error) : error;
  }
  return {
    path,
    async list() {
      try {
        const entries = (await client.list()).filter((entry) => entry.isFile);
        const files: RemoteFile[] = [];
        // One command at a time: FTP has no parallel requests on a connection.
        for (const entry of entries) {
          const modifiedAt = entry.modifiedAt ?? (await client.lastMod(entry.name).catch(() => null));
          files.push({ name: entry.name, path: posix.join(path, entry.name), size: entry.size, modifiedAt });
        }
        return files.sort(byName);
      } catch (error) {
        throw activeModeNoted(settings, sourceFailure('FTP101', error, 'reading the file'));
      }
    },
    async read(file, maxBytes) {
      const sink = limitedSink(maxBytes);
      try {
        await client.downloadTo(sink.writable, file.name);
      } catch (error) {
        throw activeModeNoted(settings, sourceFailure('FTP101', error, 'reading the file'));
      }
      return sink.result();
    },
    close,
  };
}

/**
 * The absolute folder to read: `path` itself when it is one; else, for the source's own remote path
 * (a file to import), the folder holding it. The connection is left in that folder.
 */
async function ftpFolderPath(client: FtpClient, path: string, orParent: boolean): Promise<string> {
  try {
    const home = await client.pwd();
    const absolute = posix.resolve(home, path);
    const entered = await client.cd(absolute).then(
      () => true,
      (error: unknown) => (error instanceof FTPError ? false : Promise.reject(error)),
    );
    if (entered) return absolute;
    if (!orParent) throw new SourceError('FTP101', `${path} is not a folder`);
    const parent = posix.dirname(absolute);
    await client.cd(parent);
    return parent;
  } catch (error) {
    throw sourceFailure('FTP101', error, 'reading the file');
  }
}

async function openSftpFolder(settings: FtpSettings, password: string | null, folder: string | undefined, signal: AbortSignal): Promise<RemoteFolder> {
  const { connection } = await connectSsh(settings, password, signal);
  const close = closedOnAbort(signal, () => connection.end());
  let sftp: SFTPWrapper;
  let path: string;
  try {
    sftp = await openSftpSession(connection);
    path = folder ?? settings.remotePath;
    if (!(await sftpStat(sftp, path).catch(() => null))?.isDirectory()) {
      if (folder !== undefined) throw new SourceError('FTP101', `${path} is not a folder`);
      path = posix.dirname(path);
      if (!(await sftpStat(sftp, path)).isDirectory()) throw new SourceError('FTP101', `${path} is not a folder`);
    }
  } catch (error) {
    close();
    throw sourceFailure('FTP101', error, 'reading the file');
  }
  const session = sftp;
  return {
    path,
    async list() {
      try {
        const entries = await sftpReaddir(session, path);
        return entries
          .filter((entry) => entry.attrs.isFile())
          .map((entry) => ({ name: entry.filename, path: posix.join(path, entry.filename), size: entry.attrs.size, modifiedAt: new Date(entry.attrs.mtime * 1000) }))
          .sort(byName);
      } catch (error) {
        throw sourceFailure('FTP101', error, 'reading the file');
      }
    },
    read(file, maxBytes) {
      return new Promise((resolve, reject) => {
        const sink = limitedSink(maxBytes);
        const source = session.createReadStream(file.path);
        source.on('error', (error: unknown) => reject(sourceFailure('FTP101', error, 'reading the file')));
        sink.writable.on('finish', () => resolve(sink.result()));
        source.pipe(sink.writable);
      });
    },
    close,
  };
}
