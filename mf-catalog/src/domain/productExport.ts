import type { ExportedCsvFile } from '@hub/contracts';

/**
 * The export's files as the browser saves them (spec section 7: several CSV files in one text
 * answer, which the client downloads): the merchant and the day in front of each server name, so
 * two exports never overwrite each other and a file says whose it is.
 */

const UNSAFE = /[^\p{L}\p{N}._-]+/gu;

/** `DEMO_2026-11-22_products-BKK.csv`: merchant, day (local), the server's file name, made safe. */
export function downloadName(filename: string, merchantId: string, day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  const safe = (text: string) => text.replace(UNSAFE, '-').replace(/^-+|-+$/g, '');
  const base = safe(filename) || 'products.csv';
  const named = base.toLowerCase().endsWith('.csv') ? base : `${base}.csv`;
  return [safe(merchantId), date, named].filter((p) => p !== '').join('_');
}

/** The files to save: names made unique (a second `x.csv` becomes `x-2.csv`). */
export function downloadsOf(files: readonly ExportedCsvFile[], merchantId: string, day: Date): ExportedCsvFile[] {
  const used = new Map<string, number>();
  return files.map((file) => {
    const name = downloadName(file.filename, merchantId, day);
    const seen = (used.get(name) ?? 0) + 1;
    used.set(name, seen);
    return { filename: seen === 1 ? name : name.replace(/\.csv$/i, `-${seen}.csv`), csv: file.csv };
  });
}
