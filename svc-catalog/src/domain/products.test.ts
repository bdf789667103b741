import { exportFileName } from './products';

describe('CSV export file names', () => {
  it('when a store code names a file, then only safe characters remain', () => {
    expect(exportFileName('BKK-SIAM')).toBe('products-BKK-SIAM.csv');
    expect(exportFileName('../x y"')).toBe('products-___x_y_.csv');
  });
});
