import { RemotePages } from '@hub/ui';
import { ADMIN_PAGES } from './routes';

/** mf-admin's root: its page of the browser path, from the page table, each loaded when first opened. */
export function AdminApp() {
  return <RemotePages owner="mf-admin" pages={ADMIN_PAGES} />;
}
