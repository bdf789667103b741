import { localeOption } from '@hub/contracts';
import { useHubStore } from '@hub/ui';
import { formatTimeOfDay, isOpenAt, minutesInZone, openingHours, resolveTimeZone, storeLocalTime } from '../../domain/storeClock';
import type { StoreCardProps } from './StoreCard.types';

/** What a store card shows, in the reader's language: place, local time, opening hours, open or closed. */
export function useStoreCard({ store, now }: StoreCardProps) {
  const locale = useHubStore((s) => s.locale);
  const iso = localeOption(locale).iso;
  const { opening, closing } = openingHours(store.openingTime, store.closingTime);
  const zone = resolveTimeZone(store.tz);
  return {
    place: [store.address?.city, store.address?.country].filter(Boolean).join(', '),
    localTime: storeLocalTime(now, store.tz, iso),
    zone,
    opening: formatTimeOfDay(opening, iso),
    closing: formatTimeOfDay(closing, iso),
    open: isOpenAt(minutesInZone(now, store.tz), opening, closing),
  };
}
