import { splitLocalePath, visibleNavigation, type NavItem } from '@hub/contracts';
import { useHubStore } from '@hub/ui';
import { useLocation } from 'react-router-dom';

/** Is `itemPath` the page being shown (or one of its children)? */
export function isActivePath(itemPath: string, currentPath: string): boolean {
  if (itemPath === '/') return currentPath === '/';
  return currentPath === itemPath || currentPath.startsWith(`${itemPath}/`);
}

/** The top navigation of spec section 2 for the signed-in user and the global-config flags. */
export function useNavigation(): { items: NavItem[]; path: string } {
  const roles = useHubStore((s) => s.user?.roles);
  const flags = useHubStore((s) => s.flags);
  const { pathname } = useLocation();
  return { items: roles ? visibleNavigation(roles, flags) : [], path: splitLocalePath(pathname).path };
}
