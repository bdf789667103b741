import type { ReactNode } from 'react';
import type { GlobalConfig, NavigationFlags } from '@hub/contracts';
import { AccessDeniedPage, NotFoundPage, PageState, codeWording, useDocumentTitle, useHubStore, usePermission, type ApiResource } from '@hub/ui';

/** The global config's switches that show or hide a page of this remote (spec section 2: menu flags). */
export type PageFlag = keyof Pick<NavigationFlags, 'allowTagMapping' | 'allowPrinting'>;

export interface FlaggedPageProps<T extends { global: Pick<GlobalConfig, PageFlag> }> {
  permission: string;
  flag: PageFlag;
  /** The document title while the page shows. */
  title: string;
  /** The error state's title when the page's data cannot be loaded. */
  errorTitle: string;
  /** Loads the page's data, the merchant's global config among it (called once the user may open the page). */
  useData: () => ApiResource<T> & { reload: () => void };
  children: (data: T) => ReactNode;
}

/**
 * A page shown only to users with its permission (else Access Denied) while a global config switch is
 * on (else the 404 page, as its menu entry is hidden): the session's flags decide at once, the
 * merchant's own global config again once loaded (it may have been turned off since the session began).
 */
export function FlaggedPage<T extends { global: Pick<GlobalConfig, PageFlag> }>(props: FlaggedPageProps<T>) {
  const allowed = usePermission({ permission: props.permission });
  const turnedOff = useHubStore((s) => !s.flags[props.flag]);
  if (!allowed) return <AccessDeniedPage />;
  if (turnedOff) return <NotFoundPage />;
  return <FlagGate {...props} />;
}

function FlagGate<T extends { global: Pick<GlobalConfig, PageFlag> }>({ flag, title, errorTitle, useData, children }: FlaggedPageProps<T>) {
  const data = useData();
  const turnedOff = data.status === 'success' && !data.data.global[flag];
  useDocumentTitle(turnedOff ? undefined : title);
  if (turnedOff) return <NotFoundPage />;
  if (data.status === 'loading') return <PageState kind="loading" />;
  if (data.status === 'error') return <PageState kind="error" title={errorTitle} message={codeWording(data.error.code, data.error.message)} onRetry={data.reload} />;
  return <>{children(data.data)}</>;
}
