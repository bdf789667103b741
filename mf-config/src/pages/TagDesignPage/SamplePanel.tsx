import { useCallback, useState } from 'react';
import { Button, Field, Input, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Search20Regular } from '@fluentui/react-icons';
import { MASTER_STORE, PERMISSIONS, productsApi, type Product } from '@hub/contracts';
import { callApi, useApiResource, useDebouncedValue, useHubStore, usePermission } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { fieldLabel, type FieldOption } from '../../domain/productFields';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  results: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  chosen: { backgroundColor: tokens.colorBrandBackground2 },
  muted: { color: tokens.colorNeutralForeground3 },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: tokens.spacingHorizontalS },
  fill: { width: '100%', minWidth: 0 },
  mono: { fontFamily: tokens.fontFamilyMonospace, width: '100%', minWidth: 0 },
});

const RESULTS = 5;

export interface SamplePanelProps {
  fields: FieldOption[];
  /** The fields the design prints (the values asked for). */
  used: string[];
  chosen: Product | null;
  onChoose: (product: Product) => void;
  typed: Record<string, string>;
  onType: (field: string, value: string) => void;
  epc: string;
  onEpc: (epc: string) => void;
}

/** The product the preview is drawn for: a real product of the merchant found by search, or typed values, and the EPC. */
export function SamplePanel({ fields, used, chosen, onChoose, typed, onType, epc, onEpc }: SamplePanelProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  const canSearch = usePermission({ permission: PERMISSIONS.PRODUCTS_READ_PREVIEW });
  const sid = useHubStore((s) => s.user?.sid) || MASTER_STORE;
  const [text, setText] = useState('');
  const searchText = useDebouncedValue(text.trim(), 300);
  const found = useApiResource(
    useCallback(
      (signal: AbortSignal) =>
        !canSearch || searchText === ''
          ? Promise.resolve({ products: [] as Product[] })
          : callApi(productsApi.list, { query: { sid, searchText, pageSize: RESULTS }, body: {}, signal }),
      [canSearch, sid, searchText],
    ),
    `${canSearch}|${sid}|${searchText}`,
  );
  const products = found.status === 'success' ? found.data.products : [];

  return (
    <section className={styles.panel} aria-label={t('tagDesign.sample.title')}>
      {canSearch && (
        <>
          <Field label={t('tagDesign.sample.search')} size="small">
            <Input size="small" className={styles.fill} value={text} contentBefore={<Search20Regular aria-hidden />} onChange={(_, d) => setText(d.value)} data-testid="sample-search" />
          </Field>
          {products.length > 0 && (
            <ul className={styles.results} aria-label={t('tagDesign.sample.results')}>
              {products.map((p) => {
                const isChosen = chosen?.productCode === p.productCode && chosen.sid === p.sid;
                return (
                  <li key={`${p.sid}/${p.productCode}`}>
                    <Button size="small" className={mergeClasses(isChosen && styles.chosen)} aria-pressed={isChosen} onClick={() => onChoose(p)} data-testid="sample-result">
                      {p.productCode}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          {found.status === 'success' && searchText !== '' && products.length === 0 && <Text size={200} className={styles.muted}>{t('tagDesign.sample.none')}</Text>}
        </>
      )}
      <Text size={200} className={styles.muted}>
        {chosen ? t('tagDesign.sample.chosen', { code: chosen.productCode, store: chosen.sid }) : t('tagDesign.sample.typed')}
      </Text>
      <div className={styles.grid}>
        <Field label={t('tagDesign.epcField')} size="small">
          <Input size="small" className={styles.mono} value={epc} input={{ dir: 'ltr' }} onChange={(_, d) => onEpc(d.value.toUpperCase())} data-testid="sample-epc" />
        </Field>
        {used.map((name) => (
          <Field key={name} label={fieldLabel(fields, name)} size="small">
            <Input
              size="small"
              className={styles.fill}
              value={typed[name] ?? ''}
              placeholder={chosen && chosen[name] !== undefined && chosen[name] !== null ? String(chosen[name]) : ''}
              onChange={(_, d) => onType(name, d.value)}
              data-testid={`sample-${name}`}
            />
          </Field>
        ))}
      </div>
    </section>
  );
}
