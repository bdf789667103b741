/** Import progress rules (spec section 4): processed over total, and the time left as {min, sec}. */
export function approxTimeLeft(processed: number, total: number, elapsedMs: number): { min: number; sec: number } {
  if (processed <= 0 || total <= processed || elapsedMs <= 0) return { min: 0, sec: 0 };
  const leftSeconds = Math.ceil(((total - processed) * elapsedMs) / processed / 1000);
  return { min: Math.floor(leftSeconds / 60), sec: leftSeconds % 60 };
}

export function percentDone(processed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((processed / total) * 100));
}
