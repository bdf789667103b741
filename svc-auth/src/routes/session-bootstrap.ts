import { sessionBootstrapApi } from '@hub/contracts';
import { route, type RouteDefinition } from '@hub/service-kit';
import type { AuthContext } from '../context';
import { listSetupModules } from '../db/setup';
import { assembleBootstrap, PEER_PARTS, type PeerAnswer, type PeerPartName } from '../domain/session-bootstrap';
import { setupStatus } from '../domain/setup';
import { bannerOf } from './banner';

/** The caller's headers a part's owner judges: the token and the language. */
function forwardedHeaders(headers: Readonly<Record<string, string | string[] | undefined>>): Record<string, string> {
  const out: Record<string, string> = { accept: 'application/json', 'accept-encoding': 'identity' };
  for (const name of ['authorization', 'accept-language'] as const) {
    const value = headers[name];
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

/** Issue 30 item 1: everything the shell reads before a signed-in page, in one call. */
export function sessionBootstrapRoutes(ctx: AuthContext): RouteDefinition[] {
  return [
    route(sessionBootstrapApi.get, {
      permission: 'authenticated',
      summary:
        "The session's start (UAC013): setup status and banner (svc-auth), global config and theme (svc-catalog), notification contact (svc-notify) and the current import (svc-import), each as its own endpoint answers the caller, asked at once; a part the caller may not read carries its refusal (403 UAC114).",
      handler: async ({ scope, auth, req }) => {
        const headers = forwardedHeaders(req.headers);
        const names = Object.keys(PEER_PARTS) as PeerPartName[];
        const [modules, banner, ...answers] = await Promise.all([
          listSetupModules(ctx.db, scope.merchantId),
          bannerOf(ctx, ctx.db, scope.merchantId, auth.sub, auth.roles),
          ...names.map((name) => ctx.peers(PEER_PARTS[name].path, headers)),
        ]);
        const peers: Partial<Record<PeerPartName, PeerAnswer>> = {};
        names.forEach((name, i) => {
          const answer = answers[i];
          if (answer) peers[name] = answer;
        });
        return { code: 'UAC013', data: assembleBootstrap({ setup: setupStatus(modules), banner }, peers) };
      },
    }),
  ];
}
