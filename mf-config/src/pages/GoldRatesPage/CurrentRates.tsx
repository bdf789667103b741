import { Field, Input, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { formatMoney, MEDIA } from '@hub/contracts';
import { useHubStore } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { useConfigPageStyles } from '../../components/configPageStyles';
import { formatDay, rowChanged, type GoldRateError, type GoldRateRow } from '../../domain/goldRateForm';
import { parseNumberText } from '../../domain/listEdit';

export const useRateGridStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(70px, 0.6fr) minmax(120px, 1fr) minmax(140px, 1.2fr) minmax(100px, 0.8fr) minmax(130px, 1fr)',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    [MEDIA.belowTablet]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      alignItems: 'start',
      gap: tokens.spacingVerticalS,
      paddingBlock: tokens.spacingVerticalM,
    },
  },
  head: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightSemibold, [MEDIA.belowTablet]: { display: 'none' } },
  changed: { backgroundColor: tokens.colorBrandBackground2 },
  type: { fontWeight: tokens.fontWeightBold, [MEDIA.belowTablet]: { gridColumn: '1 / -1' } },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', [MEDIA.belowTablet]: { textAlign: 'start' } },
  muted: { color: tokens.colorNeutralForeground3 },
  phoneLabel: { display: 'none', [MEDIA.belowTablet]: { display: 'inline' } },
});

export interface CurrentRatesProps {
  /** The currency of the rows (ISO 4217). */
  currency: string;
  rows: readonly GoldRateRow[];
  errors: Readonly<Record<string, GoldRateError>>;
  disabled: boolean;
  onChange: (goldType: GoldRateRow['goldType'], patch: Partial<Pick<GoldRateRow, 'grams' | 'displayRate'>>) => void;
}

/** The rate in force per gold type in one currency, with inputs for a new one. */
export function CurrentRates({ currency, rows, errors, disabled, onChange }: CurrentRatesProps) {
  const styles = useRateGridStyles();
  const page = useConfigPageStyles();
  const { t } = useTranslation('mf-config');
  const locale = useHubStore((s) => s.locale);
  const perGram = (row: GoldRateRow) => {
    const grams = parseNumberText(row.grams);
    const rate = parseNumberText(row.displayRate);
    return grams && rate && grams > 0 && Number.isFinite(rate) ? formatMoney(rate / grams, currency, locale) : '–';
  };
  return (
    <div role="group" aria-label={t('goldRates.current')}>
      <div className={mergeClasses(styles.row, styles.head)} aria-hidden>
        <span>{t('goldRates.goldType')}</span>
        <span>{t('goldRates.grams')}</span>
        <span>{t('goldRates.displayRate')}</span>
        <span className={styles.number}>{t('goldRates.perGram')}</span>
        <span>{t('goldRates.since')}</span>
      </div>
      {rows.map((row) => {
        const error = (part: 'grams' | 'displayRate') => {
          const e = errors[`${row.goldType}.${part}`];
          return e ? t(`goldRates.errors.${e}`) : undefined;
        };
        return (
          <div key={row.goldType} className={mergeClasses(styles.row, rowChanged(row) && styles.changed)} data-testid="gold-rate-row">
            <Text className={styles.type}>
              <bdi>{row.goldType}</bdi>
            </Text>
            {(['grams', 'displayRate'] as const).map((part) => (
              <Field key={part} label={<span className={styles.phoneLabel}>{t(`goldRates.${part}`)}</span>} validationState={error(part) ? 'error' : undefined} validationMessage={error(part)}>
                <Input
                  className={page.fill}
                  aria-label={t(`goldRates.${part}Of`, { type: row.goldType })}
                  inputMode="decimal"
                  value={row[part]}
                  disabled={disabled}
                  placeholder={t('goldRates.notSet')}
                  onChange={(_, d) => onChange(row.goldType, { [part]: d.value })}
                />
              </Field>
            ))}
            <Text className={styles.number}>
              <span className={styles.phoneLabel}>{t('goldRates.perGram')}: </span>
              {perGram(row)}
            </Text>
            <Text size={200} className={styles.muted}>
              <span className={styles.phoneLabel}>{t('goldRates.since')}: </span>
              {row.current ? formatDay(row.current.effectiveDate, locale) : t('goldRates.noRate')}
            </Text>
          </div>
        );
      })}
    </div>
  );
}
