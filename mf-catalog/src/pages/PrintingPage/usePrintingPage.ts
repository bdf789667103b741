import { PRINTING_CODES, type PrintJobSummary } from '@hub/contracts';
import { hubStore, startOfPage, toFailure, useApiResource, useDebouncedValue, useHubStore, type ApiFailure } from '@hub/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPrintingSetup, fetchPrintPage, fetchRecentPrintJobs, startPrintJob, type PrintingSetup } from '../../api/printingApi';
import {
  designForPrinter,
  initialPrinter,
  printListQuery,
  toggled,
  withPage,
  type PrintSelection,
  type PrintSort,
} from '../../domain/printingList';
import { productListSid, type Activity } from '../../domain/productListQuery';
import { codeWording } from '../../i18n/codeWording';
import { useCatalogStore } from '../../store/catalogStore';
import { usePrintJob } from './usePrintJob';

const SEARCH_DEBOUNCE_MS = 350;

/** The account the page's data belongs to: it reloads when the user switches merchant, profile or store. */
export function useAccountKey(): string {
  return useHubStore((s) => `${s.user?.merchantID ?? ''}/${s.user?.profile ?? ''}/${s.user?.sid ?? ''}`);
}

/** The merchant's global config (allowPrinting may be off now), RFID config, printers and designs. */
export function usePrintingSetup() {
  return useApiResource(fetchPrintingSetup, useAccountKey());
}

/**
 * `/printing`'s state (issue 14 item 3): the products to print (`allRfid` with search, active
 * filter, sort by printing status, paging), the chosen rows, printer, design and copies, the job
 * being followed, and the recent jobs.
 */
export function usePrintingPage(setup: Pick<PrintingSetup, 'printers' | 'designs'>) {
  const { t } = useTranslation('mf-catalog');
  const account = useAccountKey();
  const sessionSid = useHubStore((s) => s.user?.sid);
  const storeFilter = useCatalogStore((s) => s.storeFilter);
  const sid = productListSid(sessionSid, storeFilter);

  const [searchInput, setSearchInput] = useState('');
  const [activity, setActivity] = useState<Activity>('active');
  const [sort, setSort] = useState<PrintSort>('statusAsc');
  const [pageSize, setPageSize] = useState(25);
  const [page, setPage] = useState({ key: '', start: 0 });
  const [selection, setSelection] = useState<PrintSelection>(new Map());
  const [printerId, setPrinterId] = useState(() => initialPrinter(setup.printers));
  const [designId, setDesignId] = useState(() => designForPrinter(setup.printers.find((p) => p.id === initialPrinter(setup.printers)), setup.designs));
  const [copies, setCopies] = useState(1);
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [printError, setPrintError] = useState<ApiFailure | null>(null);
  const [refresh, setRefresh] = useState(0);

  const searchText = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const criteria = { sid, activity, searchText, sort };
  const criteriaKey = `${account}|${sid}|${activity}|${searchText.trim()}|${sort}|${pageSize}`;
  const start = page.key === criteriaKey ? page.start : 0;
  const list = useApiResource((signal: AbortSignal) => fetchPrintPage(printListQuery(criteria, start, pageSize), signal), `${criteriaKey}|${start}`, refresh);
  const recent = useApiResource(fetchRecentPrintJobs, account, refresh);

  // A new account or store: nothing stays chosen that the list no longer shows.
  useEffect(() => setSelection(new Map()), [account, sid]);

  const followed = usePrintJob(jobId, () => setRefresh((n) => n + 1));

  const choosePrinter = (id: string) => {
    setPrinterId(id);
    setDesignId(designForPrinter(setup.printers.find((p) => p.id === id), setup.designs));
  };

  const print = async () => {
    if (selection.size === 0 || starting) return;
    setStarting(true);
    setPrintError(null);
    try {
      const { code, data } = await startPrintJob({
        products: [...selection.values()],
        configId: printerId || undefined,
        designId: designId || undefined,
        copies,
      });
      setJobId(data.id);
      setSelection(new Map());
      setRefresh((n) => n + 1);
      hubStore.getState().showSnackbar(codeWording(code, t('printing.queued', { count: data.counts.total })), 'success');
    } catch (error) {
      const failure = toFailure(error);
      setPrintError(failure);
      hubStore.getState().showSnackbar(codeWording(failure.code, failure.message), 'error');
    } finally {
      setStarting(false);
    }
  };

  const products = useMemo(() => (list.status === 'success' ? list.data.products : []), [list.status, list.data]);
  const goToPage = (n: number) => setPage({ key: criteriaKey, start: startOfPage(n, pageSize, Number.MAX_SAFE_INTEGER) });

  return {
    sid,
    list,
    products,
    start,
    pageSize,
    setPageSize,
    goToPage,
    searchInput,
    searching: searchInput.trim() !== searchText.trim(),
    setSearchInput,
    activity,
    setActivity,
    sort,
    setSort,
    selection,
    toggle: (p: Parameters<typeof toggled>[1]) => setSelection((s) => toggled(s, p)),
    togglePage: () => setSelection((s) => withPage(s, products)),
    clearSelection: () => setSelection(new Map()),
    printerId,
    choosePrinter,
    designId,
    setDesignId,
    copies,
    setCopies,
    print,
    starting,
    printError,
    job: followed.job,
    jobError: followed.error,
    follow: (job: PrintJobSummary) => setJobId(job.id),
    recent,
    /** The printing switch turned off since the page opened (CRP104): the page says so. */
    turnedOff: printError?.code === PRINTING_CODES.PRINTING_OFF,
  };
}
