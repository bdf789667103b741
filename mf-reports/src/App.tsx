import { RemotePages } from '@hub/ui';
import { useLiveStocktakes } from './hooks/useLiveStocktakes';
import { REPORTS_PAGES } from './routes';

/**
 * mf-reports' root: its page of the browser path, from the page table, each loaded when first opened;
 * counts' changes pushed over the socket (allowPushStocktake) refresh whichever page is open.
 */
export function App() {
  useLiveStocktakes();
  return <RemotePages owner="mf-reports" pages={REPORTS_PAGES} />;
}
