import {
  Badge,
  Button,
  CounterBadge,
  ProgressBar,
  SearchBox,
  Text,
  ToggleButton,
  Tooltip,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowDownload20Regular,
  ArrowNext20Regular,
  ArrowPrevious20Regular,
  BoxMultiple24Regular,
  Filter20Regular,
  Open20Regular,
} from '@fluentui/react-icons';
import { fieldLabel, fieldValue, isNumericField, MASTER_STORE, MEDIA, productImageName, type Product, type ProductPage } from '@hub/contracts';
import {
  HubLink,
  PageState,
  ProductImage,
  ResponsiveTable,
  useDocumentTitle,
  useProductFieldText,
  type ResponsiveTableColumn,
  PAGE_SIZES,
  Pager,
} from '@hub/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityToggle } from '../../components/ActivityToggle';
import { ColumnChooser } from '../../components/ColumnChooser';
import { FilterBar } from '../../components/FilterBar';
import { codeWording } from '../../i18n/codeWording';
import { useScrollCue } from '../../hooks/useScrollCue';
import { productPath } from '../../routes';
import { useColumnChoice } from './useColumnChoice';
import { useProductsPage } from './useProductsPage';

/** The image column's width: the first configured column sticks right after it. */
const IMAGE_COLUMN = '56px';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  titleRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { margin: 0 },
  subtitle: { color: tokens.colorNeutralForeground3 },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS },
  search: { flex: '1 1 260px', maxWidth: '420px' },
  spacer: { flex: '1 1 0', [MEDIA.phone]: { display: 'none' } },
  busy: { minHeight: '2px' },
  code: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
  cardBody: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, justifyContent: 'space-between' },
  cardSub: { color: tokens.colorNeutralForeground3 },
  // Many configured columns: natural widths on one line, scrolled sideways rather than squeezed,
  // in an area that scrolls both ways, so its header row, its first columns (image and the first
  // configured column) and the details button stay in view. The area leaves room in the window for
  // the top bar, the pager and the footer: even with the page scrolled to its end, the header row
  // is below the top bar.
  tableFrame: { position: 'relative', minWidth: 0 },
  table: {
    maxHeight: 'max(320px, calc(100vh - 300px))',
    overflow: 'auto',
    overscrollBehavior: 'contain',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    '& table': { tableLayout: 'auto', minWidth: '100%' },
    '& th, & td': { whiteSpace: 'nowrap', backgroundColor: tokens.colorNeutralBackground1 },
    '& th': { fontWeight: tokens.fontWeightSemibold },
    '& thead th': {
      position: 'sticky',
      top: 0,
      zIndex: 2,
      boxShadow: `inset 0 calc(${tokens.strokeWidthThin} * -1) 0 ${tokens.colorNeutralStroke2}`,
    },
    '& th:first-child, & td:first-child': {
      position: 'sticky',
      insetInlineStart: 0,
      zIndex: 1,
      width: IMAGE_COLUMN,
      minWidth: IMAGE_COLUMN,
      maxWidth: IMAGE_COLUMN,
      boxSizing: 'border-box',
    },
    '& th:nth-child(2), & td:nth-child(2)': { position: 'sticky', insetInlineStart: IMAGE_COLUMN, zIndex: 1 },
    // The details button stays in reach however far the columns scroll.
    '& th:last-child, & td:last-child': {
      position: 'sticky',
      insetInlineEnd: 0,
      zIndex: 1,
      boxShadow: `calc(${tokens.strokeWidthThin} * -1) 0 0 ${tokens.colorNeutralStroke2}`,
    },
    '& thead th:first-child, & thead th:nth-child(2), & thead th:last-child': { zIndex: 3 },
  },
  // Scrolled away from the first columns: a shadow on the edge of the columns that stay.
  scrolledBefore: {
    '& th:nth-child(2), & td:nth-child(2)': { boxShadow: `6px 0 6px -6px ${tokens.colorNeutralShadowKey}` },
  },
  // More columns at the end: a shade before the details column says the table goes on.
  moreAfter: {
    position: 'absolute',
    top: 0,
    bottom: 0,
    insetInlineEnd: '48px',
    width: '28px',
    pointerEvents: 'none',
    backgroundImage: `linear-gradient(to right, transparent, ${tokens.colorNeutralShadowKey})`,
    opacity: 0.5,
    borderRadius: tokens.borderRadiusLarge,
  },
  moreAfterRtl: { backgroundImage: `linear-gradient(to left, transparent, ${tokens.colorNeutralShadowKey})` },
  tableTools: {
    display: 'none',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
    [MEDIA.tablet]: { display: 'flex' },
  },
  hint: { color: tokens.colorNeutralForeground3, marginInlineEnd: 'auto' },
  flipped: { transform: 'scaleX(-1)' },
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

/** Columns beyond the first ones that a phone card lists (the rest are on the product's page). */
const CARD_DETAILS = 6;

/** /products (issue 5 item 5): the configured columns, search, filters and saved sets, paging, export. */
export function ProductsPage() {
  const styles = useStyles();
  const { t, i18n } = useTranslation('mf-catalog');
  const view = useProductsPage();
  const choice = useColumnChoice(view.columns);
  const scrollArea = useRef<HTMLDivElement>(null);
  // Filters start open on wide screens, or when some hold a value; phones start with the list.
  const [filtersOpen, setFiltersOpen] = useState(
    () => view.activeFilters > 0 || typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 768px)').matches,
  );
  useDocumentTitle(t('products.title'));

  // While the next page loads, the previous one stays (dimmed by the progress line), not a spinner.
  const lastPage = useRef<ProductPage | null>(null);
  if (view.page.status === 'success' && view.page.data) lastPage.current = view.page.data;
  const shownPage = view.page.status === 'success' ? view.page.data : view.page.status === 'loading' ? lastPage.current : null;
  const products = shownPage?.products ?? [];
  // The scroll area exists once products show; the cue follows it, the columns and the language.
  const cue = useScrollCue(scrollArea, `${products.length > 0}|${choice.shown.join()}|${i18n.language}`);
  const rtl = i18n.dir() === 'rtl';

  const fixedLabel = (name: string) => t(`products.fields.${name}`);
  const labelOf = (name: string) => fieldLabel(name, view.fields, fixedLabel);
  const text = useProductFieldText();

  const cell = (product: Product, name: string) => {
    if (name === 'productCode')
      return (
        <HubLink to={productPath(product.productCode, product.sid)} className={styles.code}>
          {product.productCode}
        </HubLink>
      );
    return <span className={isNumericField(name, view.fields) ? styles.nowrap : undefined}>{text(product, name, fieldValue(product, name))}</span>;
  };
  const statusBadge = (product: Product) =>
    product.active ? (
      <Badge appearance="tint" color="success" size="small">
        {t('products.active')}
      </Badge>
    ) : (
      <Badge appearance="tint" color="danger" size="small">
        {t('products.inactive')}
      </Badge>
    );
  const detailsButton = (product: Product) => (
    <Tooltip content={t('products.details')} relationship="description">
      <Button
        appearance="subtle"
        icon={<Open20Regular />}
        aria-label={t('products.detailsOf', { code: product.productCode })}
        onClick={() => view.showProduct(product)}
      />
    </Tooltip>
  );
  const thumbnail = (product: Product, size = 40) => (
    <ProductImage imageName={productImageName(product)} imageBaseUrl={view.imageBaseUrl} alt={product.productCode} size={size} />
  );

  const columns: ResponsiveTableColumn<Product>[] = [
    { key: '__image', header: <span className={styles.visuallyHidden}>{t('products.image')}</span>, cell: (p) => thumbnail(p) },
    ...choice.shown.map((name) => ({
      key: name,
      header: labelOf(name),
      numeric: isNumericField(name, view.fields),
      cell: (p: Product) => cell(p, name),
    })),
    { key: '__status', header: t('products.fields.active'), cell: statusBadge },
    { key: '__details', header: <span className={styles.visuallyHidden}>{t('products.details')}</span>, cell: detailsButton },
  ];
  const cardColumns = choice.shown.filter((n) => n !== 'productCode').slice(0, CARD_DETAILS);
  const card = (product: Product) => ({
    title: cell(product, 'productCode'),
    subtitle: (
      <Text size={200} className={styles.cardSub}>
        {[product.designNumber, product.itemType].filter(Boolean).join(' · ') || '-'}
      </Text>
    ),
    badge: statusBadge(product),
    body: (
      <div className={styles.cardBody}>
        {thumbnail(product, 56)}
        <Button appearance="secondary" size="small" icon={<Open20Regular />} onClick={() => view.showProduct(product)}>
          {t('products.details')}
        </Button>
      </div>
    ),
    details: cardColumns.map((name) => [labelOf(name), cell(product, name)] as const),
  });

  const storeName = view.sid === MASTER_STORE ? t('products.allStores') : view.sid;
  const loadingNext = view.page.status === 'loading' || view.searching;

  return (
    <div className={styles.page} data-testid="products-page">
      <header className={styles.header}>
        <div>
          <div className={styles.titleRow}>
            <Text as="h1" size={800} weight="semibold" className={styles.title}>
              {t('products.title')}
            </Text>
            {view.total !== undefined && (
              <Badge appearance="tint" color="brand" size="large" aria-label={t('products.total', { count: view.total })}>
                {new Intl.NumberFormat(i18n.language).format(view.total)}
              </Badge>
            )}
            {view.moreThan !== undefined && (
              <Badge
                appearance="tint"
                color="brand"
                size="large"
                aria-label={t('products.totalMore', { number: new Intl.NumberFormat(i18n.language).format(view.moreThan) })}
              >
                {t('products.countMore', { number: new Intl.NumberFormat(i18n.language).format(view.moreThan) })}
              </Badge>
            )}
          </div>
          <Text className={styles.subtitle}>{t('products.store', { store: storeName })}</Text>
        </div>
      </header>

      <div className={styles.toolbar} role="toolbar" aria-label={t('products.toolbar')}>
        <SearchBox
          className={styles.search}
          placeholder={t('products.search')}
          aria-label={t('products.search')}
          value={view.searchInput}
          onChange={(_, d) => view.setSearchInput(d.value)}
        />
        <ActivityToggle value={view.activity} onChange={view.setActivity} />
        <span className={styles.spacer} />
        {view.controls.length > 0 && (
          <ToggleButton
            icon={<Filter20Regular />}
            checked={filtersOpen}
            aria-expanded={filtersOpen}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {t('products.filters.toggle')}
            {view.activeFilters > 0 && <CounterBadge size="small" color="brand" count={view.activeFilters} style={{ marginInlineStart: tokens.spacingHorizontalXS }} />}
          </ToggleButton>
        )}
        {view.columns.length > 0 && (
          <ColumnChooser columns={view.columns} hidden={choice.hidden} labelOf={labelOf} onToggle={choice.toggle} />
        )}
        <Button
          icon={<ArrowDownload20Regular />}
          onClick={() => void view.runExport()}
          disabled={view.exporting || view.config.status !== 'success' || view.total === 0}
        >
          {view.exporting ? t('products.export.running') : t('products.export.button')}
        </Button>
      </div>
      {view.exporting && <ProgressBar aria-label={t('products.export.running')} />}

      {view.config.status === 'success' && (
        <FilterBar
          controls={view.controls}
          drafts={view.drafts}
          choices={view.choices}
          presets={view.presets}
          expanded={filtersOpen}
          onDraft={view.setDraft}
          onPreset={view.applyPreset}
          onClear={view.clearFilters}
        />
      )}

      {view.config.status === 'loading' && <PageState kind="loading" />}
      {view.config.status === 'error' && (
        <PageState kind="error" title={codeWording('PD101')} message={codeWording(view.config.error.code, view.config.error.message)} onRetry={view.config.reload} />
      )}
      {view.config.status === 'success' && (
        <>
          <div className={styles.busy}>{loadingNext && shownPage && <ProgressBar thickness="medium" aria-label={t('products.loading')} />}</div>
          {view.page.status === 'error' && (
            <PageState kind="error" title={codeWording('PD101')} message={codeWording(view.page.error.code, view.page.error.message)} onRetry={view.page.reload} />
          )}
          {view.page.status === 'loading' && !shownPage && <PageState kind="loading" />}
          {shownPage && products.length === 0 && view.page.status === 'success' && (
            <PageState
              kind="empty"
              icon={<BoxMultiple24Regular />}
              title={t('products.emptyTitle')}
              message={view.searchInput.trim() || view.activeFilters > 0 ? t('products.emptyFiltered') : t('products.empty')}
            />
          )}
          {products.length > 0 && view.page.status !== 'error' && (
            <>
              {(cue.before || cue.after) && (
                <div className={styles.tableTools} data-testid="column-scroll-cue">
                  <Text size={200} className={styles.hint}>
                    {t('products.columns.scrollHint')}
                  </Text>
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<ArrowPrevious20Regular className={rtl ? styles.flipped : undefined} />}
                    disabled={!cue.before}
                    onClick={() => scrollArea.current?.scrollTo({ left: 0, behavior: 'smooth' })}
                  >
                    {t('products.columns.first')}
                  </Button>
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<ArrowNext20Regular className={rtl ? styles.flipped : undefined} />}
                    iconPosition="after"
                    disabled={!cue.after}
                    onClick={cue.scrollOn}
                  >
                    {t('products.columns.more')}
                  </Button>
                </div>
              )}
              <div className={styles.tableFrame}>
                <ResponsiveTable
                  label={t('products.tableLabel')}
                  items={products}
                  itemKey={(p) => `${p.sid}/${p.productCode}`}
                  columns={columns}
                  card={card}
                  rowTestId="product-row"
                  scrollAreaRef={scrollArea}
                  scrollAreaClassName={mergeClasses(styles.table, cue.before && styles.scrolledBefore)}
                />
                {cue.after && <span className={mergeClasses(styles.moreAfter, rtl && styles.moreAfterRtl)} aria-hidden />}
              </div>
              <Pager
                start={view.start}
                pageSize={view.pageSize}
                shown={products.length}
                total={view.total}
                moreThan={view.moreThan}
                hasMore={shownPage?.hasMore ?? false}
                onPage={view.goToPage}
                pageSizes={PAGE_SIZES}
                onPageSize={view.setPageSize}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
