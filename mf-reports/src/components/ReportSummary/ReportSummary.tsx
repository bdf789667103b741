import { Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { formatMoney, localeOption, MEDIA, type StocktakeSummary } from '@hub/contracts';
import { useHubStore } from '@hub/ui';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  figures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
    [MEDIA.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  // A plain div (a Fluent Card has a role, which a <dl> may not hold), drawn like a card.
  figure: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  label: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  value: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
  karats: { width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' },
  cell: { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, textAlign: 'start', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  num: { textAlign: 'end' },
  karatCard: { padding: tokens.spacingHorizontalM, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** A stock-take's figures (issue 12 items 1, 6 and 7): counts, then missing gold in grams and money, per karat. */
export function ReportSummary({ summary }: { summary: StocktakeSummary }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-reports');
  const locale = useHubStore((s) => s.locale);
  const iso = localeOption(locale).iso;
  const number = new Intl.NumberFormat(iso, { maximumFractionDigits: 3 });
  const grams = (g: number) => t('figures.grams', { value: number.format(g) });
  const money = (v: number | null, currency: string | null) => (v === null ? t('figures.noValue') : formatMoney(v, currency, locale));
  const figures: [string, string, boolean][] = [
    ['expected', number.format(summary.expected), false],
    ['counted', number.format(summary.counted), false],
    ['missing', number.format(summary.missing), summary.missing > 0],
    ['likelyMissing', number.format(summary.likelyMissing), summary.likelyMissing > 0],
    ['misplaced', number.format(summary.misplaced), summary.misplaced > 0],
    ['unknown', number.format(summary.unknown), summary.unknown > 0],
    ['missingWeight', grams(summary.missingWeight), summary.missingWeight > 0],
    ['missingValue', summary.missing === 0 ? formatMoney(0, summary.currency, locale) : money(summary.missingValue, summary.currency), (summary.missingValue ?? 0) > 0],
  ];
  return (
    <>
      <dl className={styles.figures} aria-label={t('figures.label')} data-testid="report-figures">
        {figures.map(([key, value, warn]) => (
          <div key={key} className={styles.figure} data-testid={`figure-${key}`}>
            <dt className={styles.label}>{t(`figures.${key}`)}</dt>
            <dd className={`${styles.value} ${warn ? styles.warning : ''}`} style={{ margin: 0 }}>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {summary.missingByKarat.length > 0 && (
        <Card className={styles.karatCard}>
          <Text as="h3" weight="semibold" style={{ margin: 0 }}>
            {t('figures.byKarat')}
          </Text>
          <table className={styles.karats} data-testid="missing-by-karat">
            <thead>
              <tr>
                <th className={styles.cell}>{t('figures.karat')}</th>
                <th className={`${styles.cell} ${styles.num}`}>{t('figures.count')}</th>
                <th className={`${styles.cell} ${styles.num}`}>{t('figures.weight')}</th>
                <th className={`${styles.cell} ${styles.num}`}>{t('figures.value')}</th>
              </tr>
            </thead>
            <tbody>
              {summary.missingByKarat.map((k) => (
                <tr key={`${k.karat}/${k.currency ?? ''}`}>
                  <td className={styles.cell}>{k.karat}</td>
                  <td className={`${styles.cell} ${styles.num}`}>{number.format(k.count)}</td>
                  <td className={`${styles.cell} ${styles.num}`}>
                    <bdi>{grams(k.weight)}</bdi>
                  </td>
                  <td className={`${styles.cell} ${styles.num}`}>
                    <bdi>{money(k.value, k.currency)}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </>
  );
}
