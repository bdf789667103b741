/**
 * Who a stock-take audit entry names (issue 25 item 5b): the caller that acted, the signed-in user or
 * the API key the tablet app calls with (its `auth.sub` is the key's id). The `userName` a tablet
 * sends is its own text: kept as a detail, never taken for the actor.
 */

export interface SaveAuditActor {
  userId: string;
  details: { actor: 'user' | 'api-key'; apiKeyId?: string; tabletUserName: string };
}

export function saveAuditActor(caller: { sub: string; apiKeyId: string | null }, tabletUserName: string): SaveAuditActor {
  if (caller.apiKeyId !== null) return { userId: caller.apiKeyId, details: { actor: 'api-key', apiKeyId: caller.apiKeyId, tabletUserName } };
  return { userId: caller.sub, details: { actor: 'user', tabletUserName } };
}
