import { EVENT_DATA_SCHEMAS, EVENT_TYPE_PATTERN, EVENT_TYPES, InvalidEventError, parseEvent, serviceForPath } from './events';

const base = { id: 'e1', merchantId: 'DEMO', occurredAt: '2026-01-02T03:04:05.000Z' };

describe('event contracts', () => {
  it('every event type follows hub.<domain>.<event>.v1 and has a data schema', () => {
    for (const type of Object.values(EVENT_TYPES)) {
      expect(type).toMatch(EVENT_TYPE_PATTERN);
      expect(EVENT_DATA_SCHEMAS[type]).toBeDefined();
    }
  });

  it('when a store event is valid, then it parses; when its data is wrong, then InvalidEventError', () => {
    const ok = { ...base, type: EVENT_TYPES.STORE_CREATED, data: { code: 'S1', name: 'One', tz: 'Asia/Dubai', location: { lat: 1, lng: 2 }, revision: 1 } };
    expect(parseEvent(ok).data).toEqual(ok.data);
    expect(() => parseEvent({ ...ok, data: { code: 'S1' } })).toThrow(InvalidEventError);
    expect(() => parseEvent({ ...ok, merchantId: '' })).toThrow(/merchantId/);
  });

  it('when an audit entry has no details, then they default to {}', () => {
    const e = parseEvent({ ...base, type: EVENT_TYPES.AUDIT_ENTRY, data: { service: 'svc-auth', userId: null, action: 'store.created' } });
    expect(e.data).toMatchObject({ details: {} });
  });

  it('when a session-revoked event lacks its expiry, then InvalidEventError', () => {
    const ok = { ...base, type: EVENT_TYPES.SESSION_REVOKED, data: { sessionId: 's1', userId: 'u1', expiresAt: '2026-02-01T00:00:00.000Z' } };
    expect(EVENT_TYPES.SESSION_REVOKED).toBe('hub.auth.session-revoked.v1');
    expect(parseEvent(ok).data).toEqual(ok.data);
    expect(() => parseEvent({ ...ok, data: { sessionId: 's1', userId: 'u1' } })).toThrow(InvalidEventError);
  });

  it('paths route to their owning service, longest prefix first', () => {
    expect(serviceForPath('/merchant/store/without-master')).toBe('svc-auth');
    expect(serviceForPath('/merchant/users/a@b.c')).toBe('svc-auth');
    expect(serviceForPath('/merchant/config/global')).toBe('svc-catalog');
    expect(serviceForPath('/merchant/stocktake/reports')).toBe('svc-stocktake');
    expect(serviceForPath('/merchant/import/jobs')).toBe('svc-import');
    expect(serviceForPath('/media/products/DEMO/RG-1001.webp')).toBe('svc-import');
    expect(serviceForPath('/merchant/storex')).toBeUndefined();
  });
});
