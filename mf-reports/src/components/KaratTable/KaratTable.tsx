import { Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { formatMoney, localeOption, type KaratDiscrepancy } from '@hub/contracts';
import { useHubStore } from '@hub/ui';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  karats: { width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' },
  cell: { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, textAlign: 'start', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  num: { textAlign: 'end' },
  karatCard: { padding: tokens.spacingHorizontalM, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * Missing gold per karat (issue 12 item 6): items, grams and value at the day's gold rate. Its heading
 * is one level below the section it stands in (`level`: 2 right under the page's h1, 3 under a month's h2).
 */
export function KaratTable({ karats, title, level = 3 }: { karats: readonly KaratDiscrepancy[]; title?: string; level?: 2 | 3 }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-reports');
  const locale = useHubStore((s) => s.locale);
  const number = new Intl.NumberFormat(localeOption(locale).iso, { maximumFractionDigits: 3 });
  if (karats.length === 0) return null;
  return (
    <Card className={styles.karatCard}>
      <Text as={level === 2 ? 'h2' : 'h3'} weight="semibold" style={{ margin: 0 }}>
        {title ?? t('figures.byKarat')}
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
          {karats.map((k) => (
            <tr key={`${k.karat}/${k.currency ?? ''}`}>
              <td className={styles.cell}>{k.karat}</td>
              <td className={`${styles.cell} ${styles.num}`}>{number.format(k.count)}</td>
              <td className={`${styles.cell} ${styles.num}`}>
                <bdi>{t('figures.grams', { value: number.format(k.weight) })}</bdi>
              </td>
              <td className={`${styles.cell} ${styles.num}`}>
                <bdi>{k.value === null ? t('figures.noValue') : formatMoney(k.value, k.currency, locale)}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
