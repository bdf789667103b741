import { DEFAULT_IMAGE } from './constants';
import { ProductCache, displayValue, isHiddenInAllTab, productImageUrl } from './product-display';

describe('product details display rules (spec sections 3 and 5)', () => {
  it("when a field is one of the 'All' tab's hidden names or starts with __, then it is hidden", () => {
    for (const name of [
      '_id',
      'createdAt',
      'stkHistory',
      'isMapped',
      'verifiedImageName',
      'imageVerified',
      'updatedAt',
      'imageName',
      '__sid',
      '__v',
    ])
      expect([name, isHiddenInAllTab(name)]).toEqual([name, true]);
    for (const name of ['productCode', 'rfidTag', '_sid', 'karat', 'id'])
      expect([name, isHiddenInAllTab(name)]).toEqual([name, false]);
  });

  it('when a value is a number, then it shows at most 2 fraction digits', () => {
    expect(displayValue(12.3456)).toBe('12.35');
    expect(displayValue(12)).toBe('12');
    expect(displayValue(0.1)).toBe('0.1');
    expect(displayValue(1234567.891)).toBe('1234567.89');
    expect(displayValue(Number.NaN)).toBe('-');
  });

  it("when a value is empty, then it shows '-'; lists are joined by commas", () => {
    expect(displayValue(null)).toBe('-');
    expect(displayValue(undefined)).toBe('-');
    expect(displayValue('  ')).toBe('-');
    expect(displayValue([])).toBe('-');
    expect(displayValue(['Ruby', 'Diamond', ''])).toBe('Ruby, Diamond');
    expect(displayValue([1.004, 2.5])).toBe('1, 2.5');
    expect(displayValue(true)).toBe('true');
    expect(displayValue('22K')).toBe('22K');
  });

  it('when an image name is an absolute URL, then it is used as it is', () => {
    expect(productImageUrl('https://cdn.example.com/r/1.jpg', '/img')).toBe(
      'https://cdn.example.com/r/1.jpg',
    );
    expect(productImageUrl('//cdn.example.com/r/1.jpg')).toBe('//cdn.example.com/r/1.jpg');
  });

  it('when an image name is relative, then it goes under imageBaseUrl or the default path, as .webp', () => {
    expect(productImageUrl('RG-1001.jpg', 'https://images.demo.hub/p/')).toBe(
      'https://images.demo.hub/p/RG-1001.webp',
    );
    expect(productImageUrl('rings/RG 1001', null)).toBe('/media/products/rings/RG%201001.webp');
    expect(productImageUrl('/RG-1002.PNG', '')).toBe('/media/products/RG-1002.webp');
  });

  it('when the merchant is known and sets no imageBaseUrl, then the image is under its own folder of the default path (ADR 0028)', () => {
    expect(productImageUrl('RG-1001.jpg', null, 'DEMO')).toBe('/media/products/DEMO/RG-1001.webp');
    expect(productImageUrl('แหวน 1', undefined, 'DEMO')).toBe('/media/products/DEMO/%E0%B9%81%E0%B8%AB%E0%B8%A7%E0%B8%99%201.webp');
    expect(productImageUrl('RG-1001', 'https://images.demo.hub/p', 'DEMO')).toBe('https://images.demo.hub/p/RG-1001.webp');
    expect(productImageUrl('https://cdn.example.com/r/1.jpg', null, 'DEMO')).toBe('https://cdn.example.com/r/1.jpg');
    expect(productImageUrl('', null, 'DEMO')).toBe(DEFAULT_IMAGE);
  });

  it('when there is no image name, then the default image shows', () => {
    expect(productImageUrl(undefined)).toBe(DEFAULT_IMAGE);
    expect(productImageUrl('  ')).toBe('/no-Image.png');
  });

  it('the cache keeps 10 products, evicting the oldest; a failed product is kept as purged', () => {
    const cache = new ProductCache<{ code: string }>();
    for (let i = 1; i <= 10; i += 1) cache.set(`P${i}`, 'BKK', { code: `P${i}` });
    expect(cache.size).toBe(10);
    cache.set('P1', 'BKK', { code: 'P1' });
    cache.markPurged('P11', 'BKK');
    expect(cache.size).toBe(10);
    expect(cache.get('P2', 'BKK')).toBeUndefined();
    expect(cache.get('P1', 'BKK')).toEqual({ status: 'loaded', product: { code: 'P1' } });
    expect(cache.get('P11', 'BKK')).toEqual({ status: 'purged' });
    expect(cache.get('P1', 'CNX')).toBeUndefined();
  });
});
