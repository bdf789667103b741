import { Checkbox, Field, ProgressBar, SearchBox, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { TagMultiple24Regular } from '@fluentui/react-icons';
import { MASTER_STORE, MEDIA, type RfidConfig, type RfidProduct } from '@hub/contracts';
import { PAGE_SIZES, PageState, Pager, ResponsiveTable, codeWording, formatZonedDateTime, useHubStore, useStoreZones, type ResponsiveTableColumn } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { ActivityToggle } from '../../components/ActivityToggle';
import { EpcText } from '../../components/EpcText';
import { PRINT_SORTS, pageChoice, productKey, type PrintSort } from '../../domain/printingList';
import { PrintingStatus } from './PrintingStatus';
import type { usePrintingPage } from './usePrintingPage';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS },
  search: { flex: '1 1 220px', maxWidth: '360px' },
  selectAll: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
  busy: { minHeight: '2px' },
  table: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    // Columns as wide as their content (an EPC on one line), not equal shares of the width.
    '& table': { tableLayout: 'auto' },
    '& td': { verticalAlign: 'top' },
  },
  code: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  tags: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  // An EPC stays on one line (a wrapped one reads as two tags); phones' cards let it wrap.
  epc: { whiteSpace: 'nowrap', [MEDIA.phone]: { whiteSpace: 'normal', overflowWrap: 'anywhere' } },
  visuallyHidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  cardHead: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
});

export interface PrintProductListProps {
  view: ReturnType<typeof usePrintingPage>;
  rfid: RfidConfig;
}

/** The products to print: search, active filter, sort by printing status, rows to choose, paging. */
export function PrintProductList({ view, rfid }: PrintProductListProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-catalog');
  const locale = useHubStore((s) => s.locale);
  const zones = useStoreZones();
  const { list, products } = view;
  const checked = pageChoice(view.selection, products);

  const choose = (p: RfidProduct) => (
    <Checkbox
      checked={view.selection.has(productKey(p))}
      onChange={() => view.toggle(p)}
      aria-label={t('printing.list.choose', { code: p.productCode })}
      data-testid="print-choose"
    />
  );
  const tags = (p: RfidProduct) => {
    const all = p.tags ?? (p.rfidTag ? [p.rfidTag] : []);
    if (all.length === 0) return <Text size={200} className={styles.muted}>{t('printing.list.noTag')}</Text>;
    return (
      <span className={styles.tags}>
        {all.map((epc) => (
          <EpcText key={epc} epc={epc} config={rfid} className={styles.epc} />
        ))}
      </span>
    );
  };
  // In the product's store's zone, named (issue 28 item 5); a store whose zone is not known: the browser's, named.
  const lastPrinted = (p: RfidProduct) => <span>{p.lastPrintedAt ? formatZonedDateTime(p.lastPrintedAt, locale, zones[p.sid]) : t('printing.list.never')}</span>;
  const columns: ResponsiveTableColumn<RfidProduct>[] = [
    {
      key: 'choose',
      header: <span className={styles.visuallyHidden}>{t('printing.list.chooseColumn')}</span>,
      cell: choose,
    },
    { key: 'productCode', header: t('printing.list.productCode'), cell: (p) => <span className={styles.code}>{p.productCode}</span> },
    ...(view.sid === MASTER_STORE ? [{ key: 'sid', header: t('printing.list.store'), cell: (p: RfidProduct) => p.sid }] : []),
    { key: 'designNumber', header: t('printing.list.designNumber'), cell: (p) => p.designNumber ?? '-' },
    { key: 'itemType', header: t('printing.list.itemType'), cell: (p) => p.itemType ?? '-' },
    { key: 'tags', header: t('printing.list.tags'), cell: tags },
    { key: 'status', header: t('printing.list.status'), cell: (p) => <PrintingStatus product={p} /> },
    { key: 'lastPrinted', header: t('printing.list.lastPrinted'), cell: lastPrinted },
  ];
  const card = (p: RfidProduct) => ({
    title: (
      <span className={styles.cardHead}>
        {choose(p)}
        <span className={styles.code}>{p.productCode}</span>
      </span>
    ),
    subtitle: (
      <Text size={200} className={styles.muted}>
        {[p.designNumber, p.itemType, view.sid === MASTER_STORE ? p.sid : null].filter(Boolean).join(' · ') || '-'}
      </Text>
    ),
    badge: <PrintingStatus product={p} />,
    details: [
      [t('printing.list.tags'), tags(p)],
      [t('printing.list.lastPrinted'), lastPrinted(p)],
    ] as const,
  });

  return (
    <section className={styles.list} aria-label={t('printing.list.title')}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('printing.list.toolbar')}>
        <SearchBox
          className={styles.search}
          placeholder={t('printing.list.search')}
          aria-label={t('printing.list.search')}
          value={view.searchInput}
          onChange={(_, d) => view.setSearchInput(d.value)}
          data-testid="print-search"
        />
        <ActivityToggle value={view.activity} onChange={view.setActivity} />
        <Field label={t('printing.list.sort')} size="small">
          <Select size="small" value={view.sort} onChange={(_, d) => view.setSort(d.value as PrintSort)} data-testid="print-sort">
            {PRINT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`printing.list.sorts.${sort}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className={styles.selectAll}>
        <Checkbox
          checked={checked}
          onChange={view.togglePage}
          disabled={products.length === 0}
          label={t('printing.list.choosePage')}
          data-testid="print-choose-page"
        />
        <Text className={styles.muted} data-testid="print-chosen-count" aria-live="polite">
          {t('printing.list.chosen', { count: view.selection.size })}
        </Text>
      </div>
      <div className={styles.busy}>{(list.status === 'loading' || view.searching) && products.length > 0 && <ProgressBar thickness="medium" aria-label={t('printing.list.loading')} />}</div>
      {list.status === 'error' && <PageState kind="error" title={t('printing.list.error')} message={codeWording(list.error.code, list.error.message)} onRetry={list.reload} />}
      {list.status === 'loading' && products.length === 0 && <PageState kind="loading" />}
      {list.status === 'success' && products.length === 0 && (
        <PageState kind="empty" icon={<TagMultiple24Regular />} title={t('printing.list.emptyTitle')} message={view.searchInput.trim() ? t('printing.list.emptyFiltered') : t('printing.list.empty')} />
      )}
      {products.length > 0 && list.status !== 'error' && (
        <>
          <ResponsiveTable
            label={t('printing.list.title')}
            items={products}
            itemKey={productKey}
            columns={columns}
            card={card}
            rowTestId="print-row"
            scrollAreaClassName={styles.table}
          />
          <Pager
            start={view.start}
            pageSize={view.pageSize}
            shown={products.length}
            total={undefined}
            hasMore={list.status === 'success' ? list.data.hasMore : false}
            onPage={view.goToPage}
            pageSizes={PAGE_SIZES}
            onPageSize={view.setPageSize}
          />
        </>
      )}
    </section>
  );
}
