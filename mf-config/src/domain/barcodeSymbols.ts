/**
 * Code 128 as a ZPL printer draws `^BC` data without invocation codes: subset B (printable ASCII),
 * start B, a modulo-103 check character, stop. The tag design preview draws these bars, so the
 * preview's barcode is the one the label gets (same width in modules).
 */

/** Bar/space widths (in modules) of the symbol values 0–106; 106 is the stop pattern. */
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
] as const;
export const CODE128_PATTERNS: readonly string[] = PATTERNS;
const START_B = 104;
const STOP = 106;

/** The symbol values of `data` in subset B with start and check character (characters outside it are left out). */
export function code128Values(data: string): number[] {
  const values = [...data].map((c) => c.charCodeAt(0) - 32).filter((v) => v >= 0 && v <= 95);
  const check = values.reduce((sum, v, i) => sum + v * (i + 1), START_B) % 103;
  return [START_B, ...values, check, STOP];
}

/** The bars of `data`: each bar's start and width in modules; `width` the whole symbol's (no quiet zones). */
export function code128Bars(data: string): { bars: { x: number; width: number }[]; width: number } {
  const bars: { x: number; width: number }[] = [];
  let x = 0;
  for (const value of code128Values(data)) {
    const widths = [...PATTERNS[value]!].map(Number);
    widths.forEach((w, i) => {
      if (i % 2 === 0) bars.push({ x, width: w });
      x += w;
    });
  }
  return { bars, width: x };
}

/** Byte capacity of QR versions 1–40 at error correction M (what ^BQN,2,…,M holds). */
const QR_BYTES_M = [
  14, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331, 362, 412, 450, 504, 560, 624, 666, 711, 779, 857, 911, 997, 1059, 1125, 1190, 1264, 1370,
  1452, 1538, 1628, 1722, 1809, 1911, 1989, 2099, 2213, 2331,
];

/** The side of a QR code holding `data` (byte mode, error correction M), in modules; null: too long for a QR code. */
export function qrModules(data: string): number | null {
  // UTF-8 length: each %XX of the URI encoding is one byte.
  const bytes = encodeURIComponent(data).replace(/%[0-9A-F]{2}/g, '_').length;
  const version = QR_BYTES_M.findIndex((capacity) => capacity >= bytes) + 1;
  return version === 0 ? null : 17 + 4 * version;
}
