import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { threadId } from 'node:worker_threads';

/**
 * The storage port (ARCHITECTURE.md §8): files too large for an event or a row (uploads, claim-check
 * batches, reports) under keys like `import/<merchant>/<job>/file.csv`. All-in-one and on one machine
 * it is a local folder every process reaches (`HUB_STORAGE_DIR`); an S3-compatible store takes the same
 * port when services run on several machines.
 */
export interface FileStorage {
  /** Writes the stream under `key` (replacing it once complete: a reader never sees half a file); answers its size in bytes. */
  put(key: string, body: Readable | Iterable<Buffer | string> | AsyncIterable<Buffer | string>): Promise<number>;
  /** The file's bytes; fails with StorageMissingError when there is none. */
  read(key: string): Promise<Readable>;
  /** The file's size, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Removes the file, or every file under `key/` (a prefix); nothing when absent. */
  remove(key: string): Promise<void>;
  /** The keys directly under a prefix. */
  list(prefix: string): Promise<string[]>;
  /**
   * The local folder the files are kept in, when they are (localFolderStorage): a worker thread may then
   * store files itself through `localFolderStorage(localRoot)` (import `@hub/service-kit/storage`), and the
   * bytes never cross the service's event loop. Absent for a store that is not a local folder.
   */
  readonly localRoot?: string;
}

export class StorageMissingError extends Error {
  constructor(readonly key: string) {
    super(`no stored file ${key}`);
  }
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** A stored JSON document (a claim check's payload), parsed. */
export async function readStoredJson<T>(storage: FileStorage, key: string): Promise<T> {
  return JSON.parse(await readStoredText(storage, key)) as T;
}

/** A stored file as UTF-8 text (a claim check handed on as it is, e.g. as a jsonb parameter, without parsing it here). */
export async function readStoredText(storage: FileStorage, key: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

/** A storage key from parts (merchant ids, job ids): each part must be a plain name. */
export function storageKey(...parts: string[]): string {
  const key = parts.join('/');
  if (!KEY.test(key) || key.split('/').some((p) => p === '.' || p === '..')) throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
  return key;
}

/** The storage folder a process uses: HUB_STORAGE_DIR, else `storage` in HUB_DATA_DIR (or `fallbackDataDir`). */
export function storageDirFromEnv(fallbackDataDir: string): string {
  return resolve(process.env.HUB_STORAGE_DIR || join(process.env.HUB_DATA_DIR || fallbackDataDir, 'storage'));
}

/** The storage port on a local folder. */
export function localFolderStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    storageKey(key);
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
    return path;
  };
  let partSeq = 0;
  return {
    localRoot: base,
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const part = `${path}.${process.pid}.${threadId}.${++partSeq}.part`;
      const source = body instanceof Readable ? body : Readable.from(body);
      try {
        await pipeline(source, createWriteStream(part));
        await rename(part, path);
      } catch (error) {
        await rm(part, { force: true });
        throw error;
      }
      return (await stat(path)).size;
    },
    async read(key) {
      const path = pathOf(key);
      const found = await stat(path).catch(() => null);
      if (!found?.isFile()) throw new StorageMissingError(key);
      return createReadStream(path, { highWaterMark: 1 << 20 });
    },
    async size(key) {
      const found = await stat(pathOf(key)).catch(() => null);
      return found?.isFile() ? found.size : null;
    },
    async remove(key) {
      await rm(pathOf(key), { recursive: true, force: true });
    },
    async list(prefix) {
      const names = await readdir(pathOf(prefix)).catch(() => [] as string[]);
      return names.filter((n) => !n.endsWith('.part')).sort().map((n) => join(prefix, n).split(sep).join('/'));
    },
  };
}
