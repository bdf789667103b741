import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { localFolderStorage, storageKey, StorageMissingError } from './storage';

describe('the storage port on a local folder', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'hub-storage-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('When a stream is put, then it reads back whole, its size is known and it is listed under its prefix', async () => {
    const storage = localFolderStorage(root);
    expect(await storage.put('import/M1/job/file.csv', ['code,name\n', 'A1,แหวน\n'])).toBe(Buffer.byteLength('code,name\nA1,แหวน\n'));
    expect(await text(await storage.read('import/M1/job/file.csv'))).toBe('code,name\nA1,แหวน\n');
    expect(await storage.size('import/M1/job/file.csv')).toBe(26);
    expect(await storage.list('import/M1/job')).toEqual(['import/M1/job/file.csv']);
  });

  it('When a prefix is removed, then everything under it is gone and reading fails with StorageMissingError', async () => {
    const storage = localFolderStorage(root);
    await storage.put('import/M1/job/a', ['x']);
    await storage.remove('import/M1/job');
    await expect(storage.read('import/M1/job/a')).rejects.toBeInstanceOf(StorageMissingError);
    expect(await storage.size('import/M1/job/a')).toBeNull();
  });

  it('When a put fails half-way, then no file is left under the key', async () => {
    const storage = localFolderStorage(root);
    async function* failing() {
      yield 'half';
      throw new Error('disk gone');
    }
    await expect(storage.put('k/file', failing())).rejects.toThrow('disk gone');
    expect(await storage.size('k/file')).toBeNull();
    expect(await storage.list('k')).toEqual([]);
  });

  it('When a key climbs out of the folder or holds odd characters, then it is refused', () => {
    for (const bad of ['../etc/passwd', 'a/../../b', '/abs', 'a//b', 'a/b c', '']) expect(() => storageKey(bad)).toThrow('unsafe storage key');
    expect(storageKey('import', 'M-1', 'job.csv')).toBe('import/M-1/job.csv');
  });
});
