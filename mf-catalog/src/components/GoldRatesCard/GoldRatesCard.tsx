import { Card, Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import { currencyName, formatMoney, goldRateCurrencies, type GoldRate } from '@hub/contracts';
import { HubLink, formatDate, useHubStore } from '@hub/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface GoldRatesCardProps {
  /** The rates in force today per currency, finest gold first (GET /merchant/gold-rates). */
  rates: readonly GoldRate[];
  /** Shows the link to the gold rate management page (GOLD_RATE_READ_PREVIEW). */
  canManage: boolean;
  /** The currency shown first (the stores' own); else the first one with rates. */
  preferredCurrency?: string;
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
  tabs: { marginInlineStart: `calc(${tokens.spacingHorizontalS} * -1)` },
});

/**
 * Today's gold rates per karat on the dashboard, in one currency at a time (issue 9: a tab per
 * currency when the merchant has rates in several), with the way to the gold rate management page.
 */
export function GoldRatesCard({ rates, canManage, preferredCurrency }: GoldRatesCardProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('mf-catalog');
  const locale = useHubStore((s) => s.locale);
  const currencies = goldRateCurrencies(rates);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const currency = [chosen, preferredCurrency].find((c) => c && currencies.includes(c)) ?? currencies[0];
  const shown = rates.filter((r) => r.currency === currency);
  const since = shown.reduce((latest, r) => (r.effectiveDate > latest ? r.effectiveDate : latest), '');
  return (
    <Card className={styles.card} data-testid="gold-rates-card">
      {currencies.length > 1 && (
        <TabList
          className={styles.tabs}
          size="small"
          selectedValue={currency}
          onTabSelect={(_, d) => setChosen(String(d.value))}
          aria-label={t('goldRates.currency')}
        >
          {currencies.map((c) => (
            <Tab key={c} value={c} title={currencyName(c, locale)}>
              {c}
            </Tab>
          ))}
        </TabList>
      )}
      {shown.length === 0 || !currency ? (
        <Text className={styles.muted}>{t('goldRates.none')}</Text>
      ) : (
        <ul className={styles.list}>
          {shown.map((rate) => (
            <li key={rate.goldType} className={styles.rate} aria-label={`${rate.goldType} ${formatMoney(rate.ratePerGram, currency, locale)}`}>
              <Text weight="semibold">{rate.goldType}</Text>
              <Text className={styles.value}>{formatMoney(rate.ratePerGram, currency, locale)}</Text>
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
