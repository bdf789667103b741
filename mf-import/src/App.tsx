import { RemotePages } from '@hub/ui';
import { IMPORT_PAGES } from './routes';

/** mf-import's root: its page of the browser path, from the page table, each loaded when first opened. */
export function App() {
  return <RemotePages owner="mf-import" pages={IMPORT_PAGES} />;
}
