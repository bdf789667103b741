import type { ComponentType, JSX } from 'react';
import { matchPage, type RemoteName } from '@hub/contracts';
import { useBrowserPath } from '../../hooks/useBrowserPath';
import { loadedOnRender } from '../Deferred';
import { NotFoundPage } from '../ErrorPages';
import { PageState } from '../PageState';

/** What a remote's page receives: the parameters its pattern names (`{ code }` for /products/:code). */
export interface RemotePageProps {
  params: Readonly<Record<string, string>>;
}

/** A page loaded the first time it is opened (its own chunk: route-level code splitting). */
export type RemotePage = ComponentType<RemotePageProps>;

/**
 * `lazyPage(() => import('./pages/X').then((m) => m.XPage))`: a page whose code loads when first
 * shown, the loading state until then (without Suspense: see loadedOnRender).
 */
export function lazyPage(load: () => Promise<ComponentType<RemotePageProps>>): RemotePage {
  return loadedOnRender(load, <PageState kind="loading" />);
}

/**
 * A remote's router: the page of the browser path from the page table (`PAGE_ROUTES`), never parsed
 * by hand. The remote gives its built pages by pattern; a path of another owner, a page not built
 * yet, or one the remote does not give shows the spec's 404 page. Pages load lazily; the page is
 * keyed by its path, so moving between two products starts the second afresh.
 */
export function RemotePages({ owner, pages }: { owner: RemoteName; pages: Readonly<Record<string, RemotePage>> }): JSX.Element {
  const { path } = useBrowserPath();
  const match = matchPage(path);
  const Page = match && match.route.owner === owner && match.route.built ? pages[match.route.pattern] : undefined;
  if (!match || !Page) return <NotFoundPage />;
  return <Page key={path} params={match.params} />;
}
