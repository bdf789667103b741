import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { localeOption, MEDIA, stocktakeApi, type CalendarDay, type CalendarDayStatus } from '@hub/contracts';
import { callApi, PageState, useApiResource, useHubStore } from '@hub/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarWeeks, weekdayNames } from '../../domain/calendarGrid';
import { useLiveToken } from '../../hooks/useLiveStocktakes';
import { codeWording } from '../../i18n/codeWording';

const useStyles = makeStyles({
  wrap: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { width: '100%', borderCollapse: 'separate', borderSpacing: tokens.spacingHorizontalXS, tableLayout: 'fixed' },
  head: { color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase200, paddingBlock: tokens.spacingVerticalXS },
  cell: { padding: 0, verticalAlign: 'top' },
  day: {
    width: '100%',
    minHeight: '72px',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'pointer',
    textAlign: 'start',
    font: 'inherit',
    [MEDIA.phone]: { minHeight: '44px', padding: tokens.spacingHorizontalXXS },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
    position: 'relative',
  },
  selected: { border: `2px solid ${tokens.colorBrandStroke1}` },
  future: { cursor: 'default', color: tokens.colorNeutralForeground3, backgroundColor: tokens.colorNeutralBackground2 },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  number: { fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  label: { fontSize: tokens.fontSizeBase200, [MEDIA.phone]: { display: 'none' } },
  dot: { width: '10px', height: '10px', borderRadius: '50%', flexShrink: 0, display: 'inline-block' },
  legend: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, margin: 0, padding: 0, listStyle: 'none' },
  legendItem: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, fontSize: tokens.fontSizeBase200 },
  ongoing: { backgroundColor: tokens.colorPaletteDarkOrangeBorderActive },
  'partially-scanned': { backgroundColor: tokens.colorPaletteMarigoldBorderActive },
  'not-yet-started': { backgroundColor: tokens.colorNeutralStrokeAccessible },
  'submitted-missing': { backgroundColor: tokens.colorPaletteRedBorderActive },
  submitted: { backgroundColor: tokens.colorPaletteGreenBorderActive },
});

const STATUSES: readonly CalendarDayStatus[] = ['submitted', 'submitted-missing', 'ongoing', 'partially-scanned', 'not-yet-started'];

export interface CalendarViewProps {
  month: string;
  store: string;
  selected: string | null;
  onSelect: (day: string) => void;
}

/** Spec section 4, calendar day status: the month's days coloured by status; a day opens its stock-takes. */
export function CalendarView({ month, store, selected, onSelect }: CalendarViewProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-reports');
  const locale = useHubStore((s) => s.locale);
  const iso = localeOption(locale).iso;
  const calendar = useApiResource(
    useCallback((signal: AbortSignal) => callApi(stocktakeApi.calendar, { query: { month, sid: store }, signal }), [month, store]),
    `${month}|${store}`,
    useLiveToken(),
  );
  if (calendar.status === 'loading') return <PageState kind="loading" />;
  if (calendar.status === 'error') return <PageState kind="error" title={t('calendar.error')} message={codeWording(calendar.error.code, calendar.error.message)} onRetry={calendar.reload} />;
  const weeks = calendarWeeks(month, calendar.data.days);
  const longDate = new Intl.DateTimeFormat(iso, { dateStyle: 'full', timeZone: 'UTC' });
  const number = (day: CalendarDay) => new Intl.NumberFormat(iso).format(Number(day.day.slice(8)));
  const fullDate = (day: CalendarDay) => longDate.format(new Date(`${day.day}T00:00:00Z`));
  return (
    <div className={styles.wrap} data-testid="calendar-view">
      <ul className={styles.legend} aria-label={t('calendar.legend')}>
        {STATUSES.map((s) => (
          <li key={s} className={styles.legendItem}>
            <span className={mergeClasses(styles.dot, styles[s])} aria-hidden />
            {t(`calendar.status.${s}`)}
          </li>
        ))}
      </ul>
      <table className={styles.grid} aria-label={t('calendar.label')}>
        <thead>
          <tr>
            {weekdayNames(iso).map((name) => (
              <th key={name} scope="col" className={styles.head}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, i) => (
                <td key={day?.day ?? `empty-${w}-${i}`} className={styles.cell}>
                  {day && (
                    <button
                      type="button"
                      className={mergeClasses(styles.day, day.status === null && styles.future, selected === day.day && styles.selected)}
                      disabled={day.status === null}
                      aria-pressed={selected === day.day}
                      data-testid="calendar-day"
                      data-day={day.day}
                      data-status={day.status ?? 'future'}
                      onClick={() => onSelect(day.day)}
                    >
                      {/* The name a screen reader reads: the full date, what the cell shows, the missing items. */}
                      <span className={styles.hidden}>{`${fullDate(day)}, `}</span>
                      <span style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4px' }}>
                        <span className={styles.number}>{number(day)}</span>
                        {day.status && <span className={mergeClasses(styles.dot, styles[day.status])} aria-hidden />}
                      </span>
                      <Text className={mergeClasses(styles.label, !day.status && styles.hidden)}>{day.status ? t(`calendar.status.${day.status}`) : t('calendar.future')}</Text>
                      {day.missing > 0 && <span className={styles.hidden}>{`, ${t('calendar.missing', { count: day.missing })}`}</span>}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
