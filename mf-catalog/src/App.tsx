import { RemotePages } from '@hub/ui';
import { CATALOG_PAGES } from './routes';

/** mf-catalog's root: its page of the browser path, from the page table, each loaded when first opened. */
export function App() {
  return <RemotePages owner="mf-catalog" pages={CATALOG_PAGES} />;
}
