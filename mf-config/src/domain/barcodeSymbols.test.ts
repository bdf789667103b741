// Code 128 bars and QR sizes for the tag design preview.
import { CODE128_PATTERNS, code128Bars, code128Values, qrModules } from './barcodeSymbols';

describe('Code 128 as the printer draws ^BC data (subset B)', () => {
  it('has 107 distinct patterns of 11 modules (the stop pattern 13), three bars each (the stop four)', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
    CODE128_PATTERNS.forEach((p, value) => {
      const sum = [...p].reduce((s, w) => s + Number(w), 0);
      expect([value, sum]).toEqual([value, value === 106 ? 13 : 11]);
    });
  });

  it('When "PJJ123C" is encoded, then it is start B, the values, the modulo-103 check and stop', () => {
    // P=48 J=42 1=17 2=18 3=19 C=35; check = (104 + 48 + 2·42 + 3·42 + 4·17 + 5·18 + 6·19 + 7·35) mod 103 = 879 mod 103 = 55.
    expect(code128Values('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
  });

  it('When a code is drawn, then its width is 11 modules per symbol plus 13 for the stop, starting with a bar', () => {
    const { bars, width } = code128Bars('DJ-RG-000123');
    expect(width).toBe(11 * (12 + 2) + 13);
    expect(bars[0]).toEqual({ x: 0, width: 2 });
    expect(bars.at(-1)).toEqual({ x: width - 2, width: 2 });
  });

  it('When a QR code holds an EPC or a long text, then its side follows the version that holds it; too long is null', () => {
    expect(qrModules('DJ-RG-000123')).toBe(21);
    expect(qrModules('E28011700000020A1B2C3D4E')).toBe(25);
    expect(qrModules('x'.repeat(2331))).toBe(177);
    expect(qrModules('x'.repeat(2332))).toBeNull();
  });
});
