import { effectiveColumns, emitHubEvent, type FilterPreset, type Product } from '@hub/contracts';
import { hubStore, isApiError, startOfPage, useApiResource, useDebouncedValue, useHubStore } from '@hub/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportProducts, saveCsvFiles } from '../../api/exportProducts';
import { fetchProductCount, fetchProductListConfig, fetchProductPage, fetchProductTypes } from '../../api/catalogApi';
import { downloadsOf } from '../../domain/productExport';
import { buildProductFilters, filterControls, presetDrafts, activeFilterCount, type FilterDraft } from '../../domain/productFilters';
import { countQuery, listQuery, productListSid, spansStores } from '../../domain/productListQuery';
import { codeWording } from '../../i18n/codeWording';
import { catalogStore, useCatalogStore } from '../../store/catalogStore';

/** Typing settles for this long before the list asks again (search text and filter fields). */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * The product list's data (issue 5 item 5): its configuration (fields, columns, filters, saved
 * sets, global flags), the page and the total for the current criteria, and the export.
 */
export function useProductsPage() {
  const { t } = useTranslation('mf-catalog');
  const merchantId = useHubStore((s) => s.user?.merchantID ?? '');
  const merchantKey = useHubStore((s) => `${s.user?.merchantID ?? ''}/${s.user?.profile ?? ''}/${s.user?.sid ?? ''}`);
  const sessionSid = useHubStore((s) => s.user?.sid);
  const storeFilter = useCatalogStore((s) => s.storeFilter);
  const list = useCatalogStore((s) => s);
  const sid = productListSid(sessionSid, storeFilter);

  const config = useApiResource(fetchProductListConfig, merchantKey);
  const fields = useMemo(() => (config.status === 'success' ? config.data.mapping.fields : []), [config.status, config.data]);
  const controls = useMemo(
    () => (config.status === 'success' ? filterControls(config.data.filters, fields, config.data.global) : []),
    [config.status, config.data, fields],
  );
  const columns = useMemo(() => {
    if (config.status !== 'success') return [];
    const { view } = config.data;
    const names = effectiveColumns(view.configured ? view : undefined, fields);
    return spansStores(sid) && !names.some((n) => n.toLowerCase() === 'sid') ? [...names, 'sid'] : names;
  }, [config.status, config.data, fields, sid]);

  const searchText = useDebouncedValue(list.searchInput, SEARCH_DEBOUNCE_MS);
  const filters = useDebouncedValue(
    useMemo(() => buildProductFilters(controls, list.drafts), [controls, list.drafts]),
    SEARCH_DEBOUNCE_MS,
  );
  const criteria = { sid, activity: list.activity, searchText };
  const filtersKey = JSON.stringify(filters);
  const criteriaKey = `${merchantKey}|${sid}|${list.activity}|${searchText.trim()}|${filtersKey}|${list.pageSize}`;
  const start = list.startKey === criteriaKey ? list.start : 0;
  const ready = config.status === 'success';

  // useApiResource reloads when its key changes; the keys stand for the criteria and filters.
  const page = useApiResource(
    (signal: AbortSignal) => (ready ? fetchProductPage(listQuery(criteria, start, list.pageSize), filters, signal) : Promise.resolve(null)),
    `${ready}|${criteriaKey}|${start}`,
  );
  const count = useApiResource(
    (signal: AbortSignal) => (ready ? fetchProductCount(countQuery(criteria), filters, signal) : Promise.resolve(null)),
    `${ready}|${criteriaKey}`,
  );
  const needsChoices = controls.some((c) => c.kind === 'choice');
  const types = useApiResource(
    (signal: AbortSignal) => (needsChoices ? fetchProductTypes(sid, signal) : Promise.resolve([])),
    `${merchantKey}|${sid}|${needsChoices}`,
  );

  const counted = count.status === 'success' && count.data !== null ? count.data : undefined;
  // An exact total pages to the end; "more than N" (the server stopped counting) pages by hasMore.
  const total = counted?.exact ? counted.count : undefined;
  const moreThan = counted && !counted.exact ? counted.count : undefined;
  const goToPage = (n: number) => {
    const last = total ?? Number.MAX_SAFE_INTEGER;
    catalogStore.getState().setStart(startOfPage(n, list.pageSize, last), criteriaKey);
  };

  const [exporting, setExporting] = useState(false);
  const runExport = async () => {
    setExporting(true);
    try {
      const files = downloadsOf(await exportProducts(countQuery(criteria), filters), merchantId, new Date());
      saveCsvFiles(files);
      hubStore.getState().showSnackbar(t('products.export.done', { count: files.length }), 'success');
    } catch (error) {
      const message = isApiError(error) ? codeWording(error.code, error.message) : codeWording('SE100');
      hubStore.getState().showSnackbar(message, 'error');
    } finally {
      setExporting(false);
    }
  };

  const applyPreset = (preset: FilterPreset | null) => catalogStore.getState().setDrafts(preset ? presetDrafts(preset) : {});
  const showProduct = (product: Pick<Product, 'productCode' | 'sid'>) =>
    emitHubEvent('hub:product-show', { productCode: product.productCode, sid: product.sid }, window);

  return {
    sid,
    config,
    fields,
    columns,
    controls,
    choices: types.status === 'success' && needsChoices ? types.data : undefined,
    presets: config.status === 'success' ? config.data.preFilters.presets : [],
    imageBaseUrl: config.status === 'success' ? config.data.global.imageBaseUrl : null,
    page,
    count,
    total,
    moreThan,
    start,
    searchInput: list.searchInput,
    searching: list.searchInput.trim() !== searchText.trim(),
    activity: list.activity,
    drafts: list.drafts,
    pageSize: list.pageSize,
    activeFilters: activeFilterCount(controls, list.drafts),
    exporting,
    setSearchInput: list.setSearchInput,
    setActivity: list.setActivity,
    setDraft: (fieldName: string, draft: FilterDraft | undefined) => list.setDraft(fieldName, draft),
    clearFilters: () => list.setDrafts({}),
    setPageSize: list.setPageSize,
    goToPage,
    applyPreset,
    runExport,
    showProduct,
  };
}
