import { PAGE_ROUTES, matchPage, pathOfPattern, type RemoteName } from '@hub/contracts';

const PREFIXES = ['', '/th', '/zh', '/ar'];

/**
 * What a remote's page map must hold against the page table, as jest cases: exactly its built
 * patterns, and every one of them reached in each language, with or without a trailing slash.
 */
export function remotePageCases(owner: RemoteName, pages: Readonly<Record<string, unknown>>) {
  const own = PAGE_ROUTES.filter((r) => r.owner === owner);
  return {
    /** `[pattern, built]` of every page of the remote in the table. */
    table: own.map((r) => [r.pattern, r.built] as const),
    /** The patterns the remote gives that the table does not give it as built (should be none). */
    extra: () => Object.keys(pages).filter((p) => !own.some((r) => r.built && r.pattern === p)),
    /** The patterns a built page's paths (every language, trailing slash) do not reach (should be none). */
    unreached: () =>
      own
        .filter((r) => r.built)
        .filter((r) =>
          PREFIXES.flatMap((prefix) => [`${prefix}${pathOfPattern(r.pattern, { code: 'P-1', id: '1' })}`]).some((path) =>
            [path, `${path}/`].some((p) => {
              const match = matchPage(p);
              return match?.route.pattern !== r.pattern || match.route.owner !== owner;
            }),
          ),
        )
        .map((r) => r.pattern),
  };
}
