/**
 * Issue 28 item 5, for page tests: the times of day a text shows ("8:30 AM", "08:30", "٨:٣٠ ص" is not
 * matched: tests read English) that are not followed by their zone as formatZonedDateTime names it,
 * " (⁨Asia/Bangkok⁩)". A page whose every time says its zone answers [].
 */
export function timesWithoutZone(text: string): string[] {
  const times = [...text.matchAll(/\b\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AP]M)?/g)];
  return times.filter((m) => !/^ \(\u2068[A-Za-z_+\-/0-9]+\u2069\)/.test(text.slice(m.index + m[0].length))).map((m) => m[0]);
}
