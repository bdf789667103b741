import { IMAGE_UPLOAD_MAX_FILES } from '@hub/contracts';
import { acceptAttribute, addChosenFiles, formatSize, isImageImportRunning, problemKind, uploadExtensions } from './imageFiles';

const file = (name: string, size = 10) => ({ name, size });

describe('the files an image upload takes (issue 13 item 3, spec section 3 imageExtensions)', () => {
  it('When the merchant keeps the default, then jpg and jpeg images and zips are taken', () => {
    expect(uploadExtensions(undefined)).toEqual(['jpeg', 'jpg', 'zip']);
    expect(uploadExtensions('png')).toEqual(['png', 'zip']);
    expect(acceptAttribute(uploadExtensions('jpg'))).toBe('.jpeg,.jpg,.zip');
  });

  it('When files are added, then other types are refused by name, a file chosen twice counts once, and the rest join in order', () => {
    const extensions = uploadExtensions('jpg');
    const first = addChosenFiles([], [file('DJ-RG-000001.JPG'), file('notes.txt'), file('photos.zip', 500)], extensions);
    expect(first).toEqual({ files: [file('DJ-RG-000001.JPG'), file('photos.zip', 500)], refused: ['notes.txt'], overflow: 0 });
    const second = addChosenFiles(first.files, [file('DJ-RG-000001.JPG'), file('DJ-RG-000002.jpeg'), file('logo.png')], extensions);
    expect(second.files.map((f) => f.name)).toEqual(['DJ-RG-000001.JPG', 'photos.zip', 'DJ-RG-000002.jpeg']);
    expect(second.refused).toEqual(['logo.png']);
  });

  it('When more files are added than one upload carries, then the extra ones are counted and left out', () => {
    const many = Array.from({ length: IMAGE_UPLOAD_MAX_FILES + 3 }, (_, i) => file(`P-${i}.jpg`));
    const chosen = addChosenFiles([], many, uploadExtensions('jpg'));
    expect(chosen.files).toHaveLength(IMAGE_UPLOAD_MAX_FILES);
    expect(chosen.overflow).toBe(3);
  });

  it('When a size is shown, then it reads in bytes, kB, MB or GB in the reader’s language', () => {
    expect(formatSize(512, 'en-US')).toBe('512 byte');
    expect(formatSize(1_500, 'en-US')).toBe('1.5 kB');
    expect(formatSize(25_300_000, 'en-US')).toBe('25.3 MB');
    expect(formatSize(2_000_000_000, 'en-US')).toBe('2 GB');
  });
});

describe('image import statuses and problems', () => {
  it('When an import is receiving or converting, then it is running; ended ones are not', () => {
    expect(['RECEIVING', 'CONVERTING', 'FINISHED', 'FAILED', 'CANCELLED'].map((s) => isImageImportRunning(s as never))).toEqual([true, true, false, false, false]);
  });

  it('When an image was left out on purpose it is skipped; when it failed it is an error', () => {
    expect(['DUPLICATE', 'UNMATCHED', 'EXTENSION', 'UNCHANGED', 'CORRUPT', 'TOO_LARGE', 'FAILED'].map((r) => problemKind(r as never))).toEqual([
      'skipped',
      'skipped',
      'skipped',
      'skipped',
      'errored',
      'errored',
      'errored',
    ]);
  });
});
