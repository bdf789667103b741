import { matchPageRoute, mayOpenPage, type PageOwner } from '@hub/contracts';

/**
 * Does `remote` render this path for this user? Only a built page of its own that the signed-in user
 * may open: a page not built yet or one the user may not open is the shell's (404 or Access Denied).
 */
export function remoteShowsPage(
  remote: PageOwner,
  pathname: string,
  signedIn: boolean,
  roles: readonly string[] | undefined,
): boolean {
  const route = matchPageRoute(pathname);
  return signedIn && route !== undefined && route.owner === remote && route.built && mayOpenPage(route, roles);
}
