import { splitProductExport } from '@hub/contracts';
import { downloadName, downloadsOf } from './productExport';

const day = new Date(2026, 10, 22, 9, 30);

describe('export download names (spec section 7: several CSV files in one answer, downloaded by the client)', () => {
  it('puts the merchant and the day in front of the server file name', () => {
    expect(downloadName('products-BKK.csv', 'DEMO', day)).toBe('DEMO_2026-11-22_products-BKK.csv');
  });

  it('makes unsafe names safe and keeps a .csv suffix', () => {
    expect(downloadName('../a b/c', 'M 1', day)).toBe('M-1_2026-11-22_..-a-b-c.csv');
    expect(downloadName('', 'DEMO', day)).toBe('DEMO_2026-11-22_products.csv');
  });

  it('When the answer holds one file per store, then each is saved under its own name', () => {
    const text = [
      '--B',
      'Content-Type: text/csv; charset=utf-8',
      'Content-Disposition: attachment; filename="products-BKK.csv"',
      '',
      '\uFEFFcode\r\nP1',
      '--B',
      'Content-Type: text/csv; charset=utf-8',
      'Content-Disposition: attachment; filename="products-BKK.csv"',
      '',
      '\uFEFFcode\r\nP2',
      '--B--',
    ].join('\r\n');
    const files = downloadsOf(splitProductExport(text), 'DEMO', day);
    expect(files.map((f) => f.filename)).toEqual(['DEMO_2026-11-22_products-BKK.csv', 'DEMO_2026-11-22_products-BKK-2.csv']);
    expect(files[1]!.csv).toBe('\uFEFFcode\r\nP2');
  });
});
