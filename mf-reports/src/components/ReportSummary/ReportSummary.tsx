import { formatMoney, localeOption, type StocktakeSummary } from '@hub/contracts';
import { useHubStore } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { FigureGrid } from '../FigureGrid';
import { KaratTable } from '../KaratTable';

/** A stock-take's figures (issue 12 items 1, 6 and 7): counts, then missing gold in grams and money, per karat. */
export function ReportSummary({ summary }: { summary: StocktakeSummary }) {
  const { t } = useTranslation('mf-reports');
  const locale = useHubStore((s) => s.locale);
  const number = new Intl.NumberFormat(localeOption(locale).iso, { maximumFractionDigits: 3 });
  const grams = (g: number) => t('figures.grams', { value: number.format(g) });
  const money = (v: number | null, currency: string | null) => (v === null ? t('figures.noValue') : formatMoney(v, currency, locale));
  const figures: [string, string, boolean][] = [
    ['expected', number.format(summary.expected), false],
    ['counted', number.format(summary.counted), false],
    ['missing', number.format(summary.missing), summary.missing > 0],
    ['likelyMissing', number.format(summary.likelyMissing), summary.likelyMissing > 0],
    ['misplaced', number.format(summary.misplaced), summary.misplaced > 0],
    ['unknown', number.format(summary.unknown), summary.unknown > 0],
    // Products of the store read outside the count's scope: not part of Counted (issue 28 item 5).
    ['outOfScope', number.format(summary.outOfScope), false],
    ['missingWeight', grams(summary.missingWeight), summary.missingWeight > 0],
    ['missingValue', summary.missing === 0 ? formatMoney(0, summary.currency, locale) : money(summary.missingValue, summary.currency), (summary.missingValue ?? 0) > 0],
  ];
  return (
    <>
      <FigureGrid label={t('figures.label')} testId="report-figures" figures={figures.map(([key, value, warn]) => ({ key, label: t(`figures.${key}`), value, warn }))} />
      {/* Right under the stock-take's h1 (axe heading-order: no h3 without an h2). */}
      <KaratTable karats={summary.missingByKarat} level={2} />
    </>
  );
}
