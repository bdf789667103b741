/**
 * The global config's stock-take switches (spec section 3, both false by default) and what they do:
 * - allowPushStocktake: each count's changes are pushed to the merchant's open screens and tablets;
 * - allowReportCaching: report answers may be kept by the browser or the tablet for a while
 *   (`Cache-Control: private`), then revalidated by their ETag; without it they are never stored.
 */
export interface StocktakeSwitches {
  allowPushStocktake: boolean;
  allowReportCaching: boolean;
}

/** The switches in a published global config; a missing or non-boolean value is the default, off. */
export function switchesOf(config: Record<string, unknown>): StocktakeSwitches {
  return { allowPushStocktake: config.allowPushStocktake === true, allowReportCaching: config.allowReportCaching === true };
}

/** Seconds a report answer may be kept, or undefined (no-store). */
export function reportCacheSeconds(switches: StocktakeSwitches, seconds: number): number | undefined {
  return switches.allowReportCaching && seconds > 0 ? seconds : undefined;
}
