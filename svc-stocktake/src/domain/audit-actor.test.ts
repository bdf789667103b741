import { saveAuditActor } from './audit-actor';

describe('the actor of a stock-take audit entry (issue 25 item 5b)', () => {
  it('When a signed-in user saves, then the entry names the user and keeps the name the tablet sent as a detail', () => {
    expect(saveAuditActor({ sub: 'user-1', apiKeyId: null }, 'somchai')).toEqual({ userId: 'user-1', details: { actor: 'user', tabletUserName: 'somchai' } });
  });

  it('When the tablet app saves with an API key, then the entry names the key, never the typed user name', () => {
    expect(saveAuditActor({ sub: 'key-1', apiKeyId: 'key-1' }, 'admin')).toEqual({ userId: 'key-1', details: { actor: 'api-key', apiKeyId: 'key-1', tabletUserName: 'admin' } });
  });
});
