import { exportFileName, tagPrefixRange } from './products';

describe('CSV export file names', () => {
  it('when a store code names a file, then only safe characters remain', () => {
    expect(exportFileName('BKK-SIAM')).toBe('products-BKK-SIAM.csv');
    expect(exportFileName('../x y"')).toBe('products-___x_y_.csv');
  });
});

describe('a search text as the start of a tag', () => {
  it('when the text is hex digits, then tags from it, upper-cased, up to its last digit raised are the range', () => {
    expect(tagPrefixRange(' e2801160 ')).toEqual({ from: 'E2801160', below: 'E2801161' });
    expect(tagPrefixRange('3034a9')).toEqual({ from: '3034A9', below: '3034AA' });
    expect(tagPrefixRange('30349')).toEqual({ from: '30349', below: '3034A' });
    expect(tagPrefixRange('3034F')).toEqual({ from: '3034F', below: '3034G' });
  });

  it('when every tag starting with the text is in the range, and no other hex tag, then a range read finds exactly them', () => {
    const tags = ['3034', '30349', '30349F', '3034A', '3034A0', '3034AF', '3034B', '3034F', '3034FF', '3035', '303', 'E2'];
    for (const text of ['3034', '30349', '3034A', '3034F', '303', 'E', '3']) {
      const range = tagPrefixRange(text)!;
      expect(tags.filter((t) => t >= range.from && t < range.below)).toEqual(tags.filter((t) => t.startsWith(text)));
    }
  });

  it('when the text holds anything but hex digits, then it cannot start a tag', () => {
    expect(tagPrefixRange('RING-001')).toBeNull();
    expect(tagPrefixRange('3034 00')).toBeNull();
    expect(tagPrefixRange('')).toBeNull();
  });
});
