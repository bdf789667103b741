import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { DatePicker, type DatePickerProps } from '@fluentui/react-datepicker-compat';
import { localeFromLanguageTag } from '@hub/contracts';
import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  calendarDayOf,
  calendarFormats,
  calendarStrings,
  dateOfCalendarDay,
  FIRST_DAY_OF_WEEK,
  type CalendarWords,
} from './calendarLocale';

const useStyles = makeStyles({
  // The field's width, as the hub's other inputs take: the text box's own width (about 20 characters)
  // would overflow a narrow filter column.
  root: { width: '100%', minWidth: 0, boxSizing: 'border-box' },
});

type FirstDayOfWeek = NonNullable<DatePickerProps['firstDayOfWeek']>;

export interface DateInputProps
  extends Omit<
    DatePickerProps,
    'value' | 'onChange' | 'onSelectDate' | 'minDate' | 'maxDate' | 'strings' | 'firstDayOfWeek' | 'formatDate' | 'parseDateFromString' | 'dateTimeFormatter'
  > {
  /** The calendar day as `YYYY-MM-DD`, '' for none. */
  value: string;
  /** The chosen day as `YYYY-MM-DD`, '' when the field is emptied. */
  onChange: (value: string) => void;
  /** The earliest day that can be chosen, `YYYY-MM-DD`. */
  min?: string;
  /** The latest day that can be chosen, `YYYY-MM-DD`. */
  max?: string;
  'data-testid'?: string;
}

/**
 * The hub's date field (issue 30 item 4, ADR 0043): Fluent's DatePicker with its month and day names,
 * first day of the week, texts and accessible names in the page's language, where Chromium's
 * `<input type="date">` follows the browser's. Its value is a calendar day, `YYYY-MM-DD`, as the
 * native input's was; a day typed that way counts as soon as it is whole. Labelled by the Field around it.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { value, onChange, min, max, ...props },
  ref,
) {
  const { t, i18n } = useTranslation('common');
  const styles = useStyles();
  const locale = localeFromLanguageTag(i18n.language) ?? 'en';
  const words = t('controls.date', { returnObjects: true }) as CalendarWords;
  const strings = useMemo(() => calendarStrings(locale, words), [locale, words]);
  const formats = useMemo(() => calendarFormats(locale), [locale]);
  return (
    <DatePicker
      ref={ref}
      allowTextInput
      {...props}
      className={mergeClasses(styles.root, props.className)}
      value={dateOfCalendarDay(value) ?? null}
      minDate={dateOfCalendarDay(min)}
      maxDate={dateOfCalendarDay(max)}
      onSelectDate={(date) => onChange(date ? calendarDayOf(date) : '')}
      // A whole day typed as YYYY-MM-DD counts at once (as the native input did), not only on leaving the field.
      onChange={(_, data) => {
        if (dateOfCalendarDay(data.value) && data.value.trim() !== value) onChange(data.value.trim());
      }}
      parseDateFromString={(text) => dateOfCalendarDay(text) ?? null}
      formatDate={formats.formatDate}
      dateTimeFormatter={formats.dateTimeFormatter}
      strings={strings}
      firstDayOfWeek={FIRST_DAY_OF_WEEK[locale] as FirstDayOfWeek}
      popupSurface={{ 'aria-label': words.calendar }}
      // The calendar button's own name: Fluent labels it by the input's id, which the Field around the
      // input replaces with its own, so the reference pointed at nothing (axe: aria-command-name).
      contentAfter={{ 'aria-label': words.calendar, 'aria-labelledby': undefined }}
    />
  );
});
