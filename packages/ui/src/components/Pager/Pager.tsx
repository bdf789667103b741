import { Button, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDoubleLeft20Regular, ChevronDoubleRight20Regular, ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import { directionOf } from '@hub/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHubStore } from '../../store';
import { pageCount, pageOf, shownRange } from './paging';

export interface PagerProps {
  /** Offset of the first row shown. */
  start: number;
  pageSize: number;
  /** Rows on this page. */
  shown: number;
  /** All matching rows; undefined while counting, or when only a lower bound is known (moreThan). */
  total: number | undefined;
  /** More than this many match (the server stopped counting): the range says so; pages follow hasMore. */
  moreThan?: number;
  /** Whether a next page exists when the total is not known. */
  hasMore?: boolean;
  /** Go to a 1-based page. */
  onPage: (page: number) => void;
  /** Offered page sizes: with onPageSize, a "Per page" choice. */
  pageSizes?: readonly number[];
  onPageSize?: (pageSize: number) => void;
  /** Accessible name of the navigation landmark (default "Pages"). */
  label?: string;
}

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
  },
  group: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  range: { color: tokens.colorNeutralForeground2, fontVariantNumeric: 'tabular-nums' },
  page: { paddingInline: tokens.spacingHorizontalS, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  size: { minWidth: '84px' },
});

/** The one pager of server-paged lists: "26–50 of 95", an optional page size, first/previous/next/last; arrows follow the reading direction. */
export function Pager({ start, pageSize, shown, total, moreThan, hasMore, onPage, pageSizes, onPageSize, label }: PagerProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('common');
  const rtl = directionOf(useHubStore((s) => s.locale)) === 'rtl';
  const sizeId = useId();
  const page = pageOf(start, pageSize);
  const pages = total === undefined ? undefined : pageCount(total, pageSize);
  const range = shownRange(start, shown, total ?? start + shown);
  const number = new Intl.NumberFormat(i18n.language);
  const atLast = pages === undefined ? !hasMore : page >= pages;
  const [First, Prev, Next, Last] = rtl
    ? [ChevronDoubleRight20Regular, ChevronRight20Regular, ChevronLeft20Regular, ChevronDoubleLeft20Regular]
    : [ChevronDoubleLeft20Regular, ChevronLeft20Regular, ChevronRight20Regular, ChevronDoubleRight20Regular];
  return (
    <nav className={styles.bar} aria-label={label ?? t('pager.label')}>
      <Text className={styles.range} aria-live="polite">
        {total !== undefined
          ? t('pager.range', { from: number.format(range.from), to: number.format(range.to), total: number.format(range.total) })
          : moreThan !== undefined
            ? t('pager.rangeMore', { from: number.format(range.from), to: number.format(range.to), total: number.format(moreThan) })
            : t('pager.rangeCounting', { from: number.format(range.from), to: number.format(range.to) })}
      </Text>
      {pageSizes && onPageSize && (
        <div className={styles.group}>
          <label htmlFor={sizeId}>
            <Text size={200}>{t('pager.pageSize')}</Text>
          </label>
          <Select id={sizeId} className={styles.size} size="small" value={String(pageSize)} onChange={(_, d) => onPageSize(Number(d.value))}>
            {pageSizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </div>
      )}
      <div className={styles.group}>
        <Button appearance="subtle" icon={<First />} aria-label={t('pager.first')} disabled={page <= 1} onClick={() => onPage(1)} />
        <Button appearance="subtle" icon={<Prev />} aria-label={t('pager.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)} />
        <Text className={styles.page}>
          {pages === undefined ? t('pager.pageOnly', { page: number.format(page) }) : t('pager.page', { page: number.format(page), pages: number.format(pages) })}
        </Text>
        <Button appearance="subtle" icon={<Next />} aria-label={t('pager.next')} disabled={atLast} onClick={() => onPage(page + 1)} />
        <Button
          appearance="subtle"
          icon={<Last />}
          aria-label={t('pager.last')}
          disabled={pages === undefined || atLast}
          onClick={() => pages !== undefined && onPage(pages)}
        />
      </div>
    </nav>
  );
}
