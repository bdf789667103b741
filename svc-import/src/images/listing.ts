import type { FileStorage } from '@hub/service-kit';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { StoredImageFile } from '../db/image-jobs';
import type { SyncedFile } from '../domain/images';
import { byteBudget, tooManyImages } from '../domain/image-limits';
import type { RemoteFolder } from '../sources/ftp';

/** One image of an import as the worker meets it, in the job's listing order. */
export interface ImageEntry {
  /** Its file name as it came (a zip entry keeps its folders). */
  fileName: string;
  /** Known to be over the per-image limit before a byte is read. */
  tooLarge: boolean;
  /** The remote file of an FTP folder sync (the sync ledger's key), else null. */
  remote: SyncedFile | null;
  /** Its bytes; null when they are over the per-image limit. Throws when the file cannot be read. */
  read(): Promise<Buffer | null>;
}

/** The images of an import: how many, and each in turn. */
export interface ImageListing {
  total: number;
  entries(): AsyncGenerator<ImageEntry>;
  close(): Promise<void>;
}

/** A zip that cannot be read as one (IMG105: the import fails with it). */
export class UnreadableZipError extends Error {
  constructor(name: string, cause: unknown) {
    super(`${name} is not a readable zip: ${(cause as Error)?.message ?? String(cause)}`);
    this.name = 'UnreadableZipError';
  }
}

/** More images than an import takes (IMG103: the import fails with it, before any is read). */
export class TooManyImagesError extends Error {
  constructor(maxImages: number) {
    super(`more than ${maxImages} images`);
    this.name = 'TooManyImagesError';
  }
}

/**
 * Reads a stream keeping at most `maxBytes`: null when there were more. It reads to the end (a
 * transfer completes), unless `drain` is false: then it stops there (a zip entry inflates no further).
 */
export async function readLimited(stream: Readable, maxBytes: number, drain = true): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    bytes += buffer.length;
    if (bytes <= maxBytes) chunks.push(buffer);
    else if (!drain) return null;
  }
  return bytes > maxBytes ? null : Buffer.concat(chunks);
}

/** Folders and the resource forks macOS puts in zips are not images, and not counted. */
const isZipNoise = (entry: Entry) => entry.fileName.endsWith('/') || entry.fileName.startsWith('__MACOSX/');

// validateEntrySizes: an entry that inflates past the size it declares fails as it reads (CORRUPT).
const openZip = (path: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, zip) => (error ? reject(error) : resolve(zip))),
  );

/** The entries of a zip on disk, read one at a time from its central directory (bounded memory). */
async function* zipEntries(path: string): AsyncGenerator<{ zip: ZipFile; entry: Entry }> {
  const zip = await openZip(path);
  try {
    for (;;) {
      const entry = await new Promise<Entry | null>((resolve, reject) => {
        const done = (value: Entry | null, error?: unknown) => {
          zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
          if (error) reject(error);
          else resolve(value);
        };
        const onEntry = (e: Entry) => done(e);
        const onEnd = () => done(null);
        const onError = (error: unknown) => done(null, error);
        zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
        zip.readEntry();
      });
      if (!entry) return;
      if (!isZipNoise(entry)) yield { zip, entry };
    }
  } finally {
    zip.close();
  }
}

/** The images of a zip, counted from its central directory: TooManyImagesError once past `room`. */
async function countEntries(path: string, room: number): Promise<number> {
  let n = 0;
  for await (const found of zipEntries(path)) {
    if (found && tooManyImages(++n, room)) throw new TooManyImagesError(room);
  }
  return n;
}

function readZipEntry(zip: ZipFile, entry: Entry, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      readLimited(stream, maxBytes, false).then(resolve, reject);
    }),
  );
}

/** The limits of one image import: bytes per image, bytes of all its images, number of images. */
export interface ImageListingLimits {
  maxImageBytes: number;
  maxImportBytes: number;
  maxImages: number;
}

/**
 * The images of an upload, in the order they came: each image file, and each zip's images (a zip is
 * copied from storage to a temporary file first, read by its central directory: never whole in
 * memory). A zip that cannot be read fails the listing (UnreadableZipError); so do more images than
 * the import takes (TooManyImagesError). Past the import's bytes an image is TOO_LARGE, not inflated.
 */
export async function uploadListing(storage: FileStorage, files: readonly StoredImageFile[], limits: ImageListingLimits): Promise<ImageListing> {
  const { maxImageBytes } = limits;
  const folder = await mkdtemp(join(tmpdir(), 'hub-images-'));
  const close = () => rm(folder, { recursive: true, force: true });
  const zipPaths = new Map<number, string>();
  let total = 0;
  try {
    for (const [index, file] of files.entries()) {
      if (file.kind === 'image') {
        if (tooManyImages(++total, limits.maxImages)) throw new TooManyImagesError(limits.maxImages);
        continue;
      }
      const path = join(folder, `${index}.zip`);
      await pipeline(await storage.read(file.key), createWriteStream(path));
      zipPaths.set(index, path);
      try {
        total += await countEntries(path, limits.maxImages - total);
      } catch (error) {
        if (error instanceof TooManyImagesError) throw new TooManyImagesError(limits.maxImages);
        throw new UnreadableZipError(file.name, error);
      }
    }
  } catch (error) {
    await close();
    throw error;
  }
  async function* entries(): AsyncGenerator<ImageEntry> {
    // The same every run of the listing: a worker taking the job over counts as the first did.
    const take = byteBudget(limits.maxImportBytes, maxImageBytes);
    for (const [index, file] of files.entries()) {
      const zipPath = zipPaths.get(index);
      if (zipPath === undefined) {
        const tooLarge = file.tooLarge || take(file.size) === 'tooLarge';
        yield { fileName: file.name, tooLarge, remote: null, read: async () => readLimited(await storage.read(file.key), maxImageBytes) };
        continue;
      }
      for await (const { zip, entry } of zipEntries(zipPath)) {
        const tooLarge = take(entry.uncompressedSize) === 'tooLarge';
        yield { fileName: entry.fileName, tooLarge, remote: null, read: () => readZipEntry(zip, entry, maxImageBytes) };
      }
    }
  }
  return { total, entries, close };
}

/** The images of an FTP/SFTP folder, by name; the connection stays open until `close`. */
export async function folderListing(folder: RemoteFolder, maxImageBytes: number): Promise<ImageListing> {
  const files = await folder.list();
  async function* entries(): AsyncGenerator<ImageEntry> {
    for (const file of files) {
      yield {
        fileName: file.name,
        tooLarge: file.size > maxImageBytes,
        remote: { path: file.path, size: file.size, modifiedAt: file.modifiedAt ? file.modifiedAt.toISOString() : null },
        read: () => folder.read(file, maxImageBytes),
      };
    }
  }
  return {
    total: files.length,
    entries,
    close: async () => folder.close(),
  };
}
