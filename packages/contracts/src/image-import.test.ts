import { acceptedImageExtensions, imageBaseName, imageExtension } from './image-import';

describe('image names', () => {
  it('matches by the file name without folders and extension', () => {
    expect(imageBaseName('photos/2024/RING-001.JPG')).toBe('RING-001');
    expect(imageBaseName('C:\\x\\ring.v2.png')).toBe('ring.v2');
    expect(imageBaseName('.hidden')).toBe('.hidden');
    expect(imageExtension('a/b/RING.JPeG')).toBe('jpeg');
    expect(imageExtension('noext')).toBe('');
  });

  it('reads imageExtensions with jpg as the default and jpeg as its twin', () => {
    expect([...acceptedImageExtensions(undefined)].sort()).toEqual(['jpeg', 'jpg']);
    expect([...acceptedImageExtensions('.PNG, webp;jpeg')].sort()).toEqual(['jpeg', 'jpg', 'png', 'webp']);
    expect([...acceptedImageExtensions('  ,, ')].sort()).toEqual(['jpeg', 'jpg']);
    expect(acceptedImageExtensions('png').has('jpg')).toBe(false);
  });
});
