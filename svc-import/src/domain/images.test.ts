import { acceptedImageExtensions } from '@hub/contracts';
import { storageKey } from '@hub/service-kit';
import {
  DEFAULT_IMAGE_SWITCHES,
  answerOf,
  batchIsDue,
  endingProgress,
  imageFileName,
  imageSwitchesOf,
  importTypeOf,
  isAcceptedUpload,
  isComplete,
  isSettled,
  isUnchanged,
  isSkipReason,
  triageImage,
  uploadProgressOf,
  verifyConcurrency,
  type ImageJobCounts,
} from './images';

const storageKeyIsSafe = (file: string) => {
  try {
    return storageKey('images', 'DEMO', file) !== '';
  } catch {
    return false;
  }
};

const JOB: ImageJobCounts = { jobId: 'j1', sid: 'MASTER', status: 'CONVERTING', importType: 'ZIP', totalCount: 4, uploadCount: 0, skipCount: 0, errorCount: 0, message: null };

describe('image import rules (issue 13 item 3)', () => {
  it('keeps the global config image switches, with the spec section 3 defaults for what is missing or ill-typed', () => {
    expect(imageSwitchesOf({})).toEqual(DEFAULT_IMAGE_SWITCHES);
    expect(DEFAULT_IMAGE_SWITCHES).toEqual({ allowImgImport: true, imageExtensions: 'jpg', triggerVerifyImageLambda: false, verifyImageConcurrency: 0 });
    expect(imageSwitchesOf({ allowImgImport: false, imageExtensions: 'png', triggerVerifyImageLambda: true, verifyImageConcurrency: 10 })).toEqual({
      allowImgImport: false,
      imageExtensions: 'png',
      triggerVerifyImageLambda: true,
      verifyImageConcurrency: 10,
    });
    expect(imageSwitchesOf({ allowImgImport: 'no', imageExtensions: ' ', verifyImageConcurrency: -2 })).toEqual(DEFAULT_IMAGE_SWITCHES);
    // verifyImageConcurrency defaults to 0: verification still runs one at a time.
    expect(verifyConcurrency(DEFAULT_IMAGE_SWITCHES)).toBe(1);
    expect(verifyConcurrency({ ...DEFAULT_IMAGE_SWITCHES, verifyImageConcurrency: 10 })).toBe(10);
  });

  it('takes top-level images of the merchant extensions and zips, refuses anything else, and names the import by what came', () => {
    const jpg = acceptedImageExtensions('jpg');
    expect(isAcceptedUpload('RING-1.JPG', jpg)).toBe('image');
    expect(isAcceptedUpload('ring.jpeg', jpg)).toBe('image');
    expect(isAcceptedUpload('photos.ZIP', jpg)).toBe('zip');
    expect(isAcceptedUpload('ring.png', jpg)).toBeNull();
    expect(isAcceptedUpload('products.csv', jpg)).toBeNull();
    expect(isAcceptedUpload('noextension', jpg)).toBeNull();
    expect(importTypeOf(['zip', 'zip'])).toBe('ZIP');
    expect(importTypeOf(['image', 'zip'])).toBe('UPLOAD');
    expect(importTypeOf(['image'])).toBe('UPLOAD');
  });

  it('skips other extensions and a name met before in the same import; the first of a name is the one converted', () => {
    const seen = new Set<string>();
    const png = acceptedImageExtensions('png');
    expect(triageImage('a/RING-1.png', png, seen)).toEqual({ name: 'RING-1', problem: null });
    expect(triageImage('b/RING-1.PNG', png, seen)).toEqual({ name: 'RING-1', problem: 'DUPLICATE' });
    expect(triageImage('RING-2.jpg', png, seen)).toEqual({ name: 'RING-2', problem: 'EXTENSION' });
    expect(triageImage('notes', png, seen)).toEqual({ name: 'notes', problem: 'EXTENSION' });
    expect(triageImage(`${'x'.repeat(300)}.png`, png, seen)).toEqual({ name: 'x'.repeat(255), problem: 'FAILED' });
    expect([...seen]).toEqual(['RING-1']);
    expect(['EXTENSION', 'DUPLICATE', 'UNMATCHED', 'UNCHANGED'].every((r) => isSkipReason(r as never))).toBe(true);
    expect(['CORRUPT', 'TOO_LARGE', 'FAILED'].some((r) => isSkipReason(r as never))).toBe(false);
  });

  it('stores a plain name as it is and any other name under its hash, always the same, never two names on one file', () => {
    expect(imageFileName('RG-1001')).toBe('RG-1001');
    expect(imageFileName('ring.v2')).toBe('ring.v2');
    const thai = imageFileName('แหวน 1');
    expect(thai).toMatch(/^x--[0-9a-f]{64}$/);
    expect(imageFileName('แหวน 1')).toBe(thai);
    expect(imageFileName('RG 1001')).not.toBe(imageFileName('RG_1001'));
    // A plain name that looks like a hashed one is hashed too, so it cannot take another name's file.
    expect(imageFileName(thai)).not.toBe(thai);
    for (const name of ['RG-1001', 'แหวน 1', '.hidden', '..', 'a/b', 'x'.repeat(255), '-lead', 'خاتم', '戒指']) expect(storageKeyIsSafe(`${imageFileName(name)}.webp`)).toBe(true);
  });

  it('sends a batch when it is full or a second has passed with something in it', () => {
    expect(batchIsDue(100, 0)).toBe(true);
    expect(batchIsDue(99, 999)).toBe(false);
    expect(batchIsDue(1, 1_000)).toBe(true);
    expect(batchIsDue(0, 60_000)).toBe(false);
    expect(batchIsDue(3, 0, 3)).toBe(true);
  });

  it('counts an answered batch: matched names uploaded, the rest unmatched', () => {
    expect(answerOf(['A', 'B', 'C'], ['C', 'A', 'Z'])).toEqual({ uploaded: ['A', 'C'], unmatched: ['B'] });
    expect(answerOf(['A'], [])).toEqual({ uploaded: [], unmatched: ['A'] });
  });

  it('gives the upload progress of spec section 3 (IMG204, the first 100 problems) and ends with the last counts then the reset (spec section 4)', () => {
    const problems = Array.from({ length: 150 }, (_, i) => ({ name: `P${i}`, reason: 'CORRUPT' as const }));
    const progress = uploadProgressOf({ ...JOB, errorCount: 150, totalCount: 200 }, problems);
    expect(progress).toMatchObject({ code: 'IMG204', importType: 'ZIP', ftpSync: false, totalCount: 200, errorCount: 150 });
    expect(progress.errors).toHaveLength(100);
    expect(uploadProgressOf({ ...JOB, importType: 'FTP' }, []).ftpSync).toBe(true);

    expect(isComplete({ totalCount: 4, uploadCount: 2, skipCount: 1, errorCount: 0 })).toBe(false);
    const last = uploadProgressOf({ ...JOB, status: 'FINISHED', uploadCount: 2, skipCount: 1, errorCount: 1 }, []);
    expect(isComplete(last)).toBe(true);
    const [end, reset] = endingProgress(last);
    expect(end).toBe(last);
    expect(reset).toEqual({
      jobId: 'j1',
      sid: 'MASTER',
      status: 'FINISHED',
      totalCount: 0,
      uploadCount: 0,
      skipCount: 0,
      errorCount: 0,
      importType: null,
      ftpSync: false,
      errors: [],
      message: null,
      code: 'IMG204',
    });
  });

  it('skips an FTP file synced before only when its size and time are the same; an import settles once ended and answered', () => {
    const file = { path: '/img/R1.jpg', size: 10, modifiedAt: '2026-11-01T00:00:00.000Z' };
    expect(isUnchanged(file, { ...file })).toBe(true);
    expect(isUnchanged(undefined, file)).toBe(false);
    expect(isUnchanged(file, { ...file, size: 11 })).toBe(false);
    expect(isUnchanged(file, { ...file, modifiedAt: '2026-11-02T00:00:00.000Z' })).toBe(false);
    expect(isUnchanged({ ...file, modifiedAt: null }, { ...file, modifiedAt: null })).toBe(false);
    expect(isSettled('CONVERTING', 0)).toBe(false);
    expect(isSettled('CANCELLED', 1)).toBe(false);
    expect(isSettled('CANCELLED', 0)).toBe(true);
    expect(isSettled('FINISHED', 0)).toBe(true);
  });
});
