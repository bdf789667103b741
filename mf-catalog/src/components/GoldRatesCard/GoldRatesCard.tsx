import { Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { GoldRate } from '@hub/contracts';
import { HubLink, formatDate } from '@hub/ui';
import { useTranslation } from 'react-i18next';

export interface GoldRatesCardProps {
  /** The rates in force today, finest gold first (GET /merchant/gold-rates). */
  rates: readonly GoldRate[];
  /** Shows the link to the gold rate management page (GOLD_RATE_READ_PREVIEW). */
  canManage: boolean;
}

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  list: {
    display: 'grid',
    // Eight karats fit one row on a desktop; phones wrap them two or three a row.
    gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
    gap: tokens.spacingHorizontalM,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  rate: {
    display: 'flex',
    flexDirection: 'column',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  value: { fontVariantNumeric: 'tabular-nums', fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase500 },
  muted: { color: tokens.colorNeutralForeground3 },
  footer: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

/** Today's gold rates per karat on the dashboard, with the way to the gold rate management page. */
export function GoldRatesCard({ rates, canManage }: GoldRatesCardProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('mf-catalog');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const since = rates.reduce((latest, r) => (r.effectiveDate > latest ? r.effectiveDate : latest), '');
  return (
    <Card className={styles.card} data-testid="gold-rates-card">
      {rates.length === 0 ? (
        <Text className={styles.muted}>{t('goldRates.none')}</Text>
      ) : (
        <ul className={styles.list}>
          {rates.map((rate) => (
            <li key={rate.goldType} className={styles.rate} aria-label={`${rate.goldType} ${number.format(rate.ratePerGram)}`}>
              <Text weight="semibold">{rate.goldType}</Text>
              <Text className={styles.value}>{number.format(rate.ratePerGram)}</Text>
              <Text size={200} className={styles.muted}>
                {t('goldRates.perGram')}
              </Text>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.footer}>
        {since && (
          <Text size={200} className={styles.muted}>
            {t('goldRates.since', { date: formatDate(since, i18n.language) })}
          </Text>
        )}
        {canManage && <HubLink to="/config/gold-rates">{t('goldRates.manage')}</HubLink>}
      </div>
    </Card>
  );
}
