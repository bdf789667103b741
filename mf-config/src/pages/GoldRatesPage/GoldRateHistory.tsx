import { useState } from 'react';
import { Button, Card, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import { History20Regular } from '@fluentui/react-icons';
import { GOLD_TYPES, currencyName, formatMoney, type GoldRate, type GoldType } from '@hub/contracts';
import { PageState, ResponsiveTable, type ResponsiveTableColumn, useHubStore } from '@hub/ui';
import { Dropdown } from '@hub/ui/controls';
import { useTranslation } from 'react-i18next';
import { useConfigPageStyles } from '../../components/configPageStyles';
import { formatAmount, formatDay, formatTime } from '../../domain/goldRateForm';
import { codeWording } from '../../i18n/codeWording';
import { HISTORY_PAGE_SIZE, useGoldRateHistory } from './useGoldRates';

const useStyles = makeStyles({
  tools: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  paging: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
  pagingText: { marginInlineEnd: 'auto', color: tokens.colorNeutralForeground3 },
  title: { margin: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** Every rate entered, newest first, with the day it applied from and its currency; paged, by gold type and currency. */
export function GoldRateHistory({ version, currencies }: { version: number; currencies: readonly string[] }) {
  const page = useConfigPageStyles();
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  const locale = useHubStore((s) => s.locale);
  const [start, setStart] = useState(0);
  const [goldType, setGoldType] = useState<GoldType | undefined>(undefined);
  const [currency, setCurrency] = useState<string | undefined>(undefined);
  const history = useGoldRateHistory(start, goldType, currency, version);
  // A rate entered before rates had a currency shows its amounts without one (it values nothing).
  const money = (value: number, r: GoldRate) => formatMoney(value, r.currency, locale);

  const columns: ResponsiveTableColumn<GoldRate>[] = [
    { key: 'effectiveDate', header: t('goldRates.effectiveDate'), cell: (r) => formatDay(r.effectiveDate, locale) },
    { key: 'goldType', header: t('goldRates.goldType'), cell: (r) => <bdi>{r.goldType}</bdi> },
    { key: 'currency', header: t('goldRates.currency'), cell: (r) => (r.currency ? <bdi title={currencyName(r.currency, locale)}>{r.currency}</bdi> : t('goldRates.noCurrency')) },
    { key: 'grams', header: t('goldRates.grams'), numeric: true, cell: (r) => formatAmount(r.grams, locale, 3) },
    { key: 'displayRate', header: t('goldRates.displayRate'), numeric: true, cell: (r) => money(r.displayRate, r) },
    { key: 'ratePerGram', header: t('goldRates.perGram'), numeric: true, cell: (r) => money(r.ratePerGram, r) },
    { key: 'createdAt', header: t('goldRates.enteredAt'), cell: (r) => formatTime(r.createdAt, locale) },
  ];

  return (
    <Card className={page.card}>
      <div className={page.cardHead}>
        <Text as="h2" size={500} weight="semibold" className={styles.title}>
          <History20Regular aria-hidden />
          {t('goldRates.history')}
        </Text>
        <div className={styles.tools}>
          <Dropdown
            aria-label={t('goldRates.historyType')}
            value={goldType ?? t('goldRates.allTypes')}
            selectedOptions={[goldType ?? '']}
            onOptionSelect={(_, d) => {
              setGoldType(d.optionValue ? (d.optionValue as GoldType) : undefined);
              setStart(0);
            }}
          >
            <Option value="">{t('goldRates.allTypes')}</Option>
            {GOLD_TYPES.map((g) => (
              <Option key={g} value={g}>
                {g}
              </Option>
            ))}
          </Dropdown>
          <Dropdown
            aria-label={t('goldRates.historyCurrency')}
            value={currency ?? t('goldRates.allCurrencies')}
            selectedOptions={[currency ?? '']}
            onOptionSelect={(_, d) => {
              setCurrency(d.optionValue ? d.optionValue : undefined);
              setStart(0);
            }}
          >
            <Option value="">{t('goldRates.allCurrencies')}</Option>
            {currencies.map((c) => (
              <Option key={c} value={c} text={`${c} · ${currencyName(c, locale)}`}>
                {`${c} · ${currencyName(c, locale)}`}
              </Option>
            ))}
          </Dropdown>
        </div>
      </div>
      {history.status === 'loading' && <PageState kind="loading" />}
      {history.status === 'error' && (
        <PageState kind="error" title={t('goldRates.historyError')} message={codeWording(history.error.code, history.error.message)} onRetry={history.reload} />
      )}
      {history.status === 'success' && history.data.rows.length === 0 && <PageState kind="empty" icon={<History20Regular />} title={t('goldRates.noHistory')} />}
      {history.status === 'success' && history.data.rows.length > 0 && (
        <>
          <ResponsiveTable
            label={t('goldRates.history')}
            items={history.data.rows}
            itemKey={(r) => `${r.goldType}|${r.currency ?? ''}|${r.effectiveDate}|${r.createdAt}`}
            columns={columns}
            rowTestId="gold-rate-history-row"
            card={(r) => ({
              title: `${r.goldType} · ${money(r.displayRate, r)}`,
              subtitle: <Text size={200}>{formatDay(r.effectiveDate, locale)}</Text>,
              details: [
                [t('goldRates.currency'), r.currency ?? t('goldRates.noCurrency')],
                [t('goldRates.grams'), formatAmount(r.grams, locale, 3)],
                [t('goldRates.perGram'), money(r.ratePerGram, r)],
                [t('goldRates.enteredAt'), formatTime(r.createdAt, locale)],
              ],
            })}
          />
          <div className={styles.paging}>
            <Text size={200} className={styles.pagingText}>
              {t('goldRates.range', {
                from: formatAmount(history.data.start + 1, locale),
                to: formatAmount(history.data.start + history.data.rows.length, locale),
                total: formatAmount(history.data.total, locale),
              })}
            </Text>
            <Button disabled={start === 0} onClick={() => setStart(Math.max(0, start - HISTORY_PAGE_SIZE))}>
              {t('goldRates.previous')}
            </Button>
            <Button disabled={start + HISTORY_PAGE_SIZE >= history.data.total} onClick={() => setStart(start + HISTORY_PAGE_SIZE)}>
              {t('goldRates.next')}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
