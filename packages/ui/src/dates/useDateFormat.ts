import { useMemo } from 'react';
import { useHubStore } from '../store';
import { formatDate, formatDateTime, formatTime, type DateFormatOptions } from './formatDate';

export interface DateFormatters {
  date: (value: string | Date, options?: DateFormatOptions) => string;
  dateTime: (value: string | Date, options?: DateFormatOptions) => string;
  time: (value: string | Date, options?: DateFormatOptions) => string;
}

/** The date helpers in the signed-in user's language. */
export function useDateFormat(): DateFormatters {
  const locale = useHubStore((s) => s.locale);
  return useMemo(
    () => ({
      date: (value, options) => formatDate(value, locale, options),
      dateTime: (value, options) => formatDateTime(value, locale, options),
      time: (value, options) => formatTime(value, locale, options),
    }),
    [locale],
  );
}
