import { RemotePages } from '@hub/ui';
import { CONFIG_PAGES } from './routes';

/** mf-config's root: its page of the browser path, from the page table, each loaded when first opened. */
export function App() {
  return <RemotePages owner="mf-config" pages={CONFIG_PAGES} />;
}
