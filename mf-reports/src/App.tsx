import { RemotePages } from '@hub/ui';
import { REPORTS_PAGES } from './routes';

/** mf-reports' root: its page of the browser path, from the page table, each loaded when first opened. */
export function App() {
  return <RemotePages owner="mf-reports" pages={REPORTS_PAGES} />;
}
