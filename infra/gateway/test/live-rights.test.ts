import { BROWSER_EVENT_CHANNELS, EVENT_TYPES, PERMISSIONS, type AccessClaims } from '@hub/contracts';
import { testClaims } from '@hub/service-kit/testing';
import { CHANNEL_RIGHTS, mayReceive } from '../src/live-rights';

// Issue 25 item 4: the pure rule of which socket gets which browser event, channel by channel.
const admin = testClaims('ADMIN', 'DEMO');
const manager = testClaims('STORE_MANAGER', 'DEMO', { stores: ['BKK-SIAM', 'CNX-NIMMAN'] });
const user = testClaims('USER', 'DEMO', { stores: ['BKK-SIAM'] });
const printing = testClaims('PRINTING', 'DEMO');
const event = (type: string, data: unknown, merchantId = 'DEMO') => ({ type, merchantId, data });
const receives = (claims: AccessClaims, type: string, data: unknown) => mayReceive(claims, event(type, data));

describe('mayReceive', () => {
  it('when a channel is sent to browsers, then it has a rule', () => {
    for (const { channel } of BROWSER_EVENT_CHANNELS) expect(CHANNEL_RIGHTS).toHaveProperty(channel);
  });

  it('when an event is of another merchant or not for browsers, then nobody receives it', () => {
    expect(mayReceive(admin, event(EVENT_TYPES.THEME_CHANGED, {}, 'ACME'))).toBe(false);
    expect(receives(admin, EVENT_TYPES.IMPORT_STAGED, { sid: 'BKK-SIAM' })).toBe(false);
    expect(receives(admin, EVENT_TYPES.SESSION_REVOKED, {})).toBe(false);
  });

  it.each([EVENT_TYPES.IMPORT_PROGRESS, EVENT_TYPES.IMPORT_FINISHED])('when %s comes, then users with the data import permission get their stores\' only', (type) => {
    expect(receives(admin, type, { sid: 'DXB-GOLDSOUK' })).toBe(true);
    expect(receives(admin, type, { sid: 'MASTER' })).toBe(true);
    expect(receives(manager, type, { sid: 'BKK-SIAM' })).toBe(true);
    expect(receives(manager, type, { sid: 'DXB-GOLDSOUK' })).toBe(false);
    // A store-bound user never sees MASTER's imports (svc-import's lists neither).
    expect(receives(manager, type, { sid: 'MASTER' })).toBe(false);
    // USER and PRINTING have no DATA_IMPORT_READ_PREVIEW.
    expect(receives(user, type, { sid: 'BKK-SIAM' })).toBe(false);
    expect(receives(printing, type, { sid: 'MASTER' })).toBe(false);
    expect(receives({ ...admin, roles: [PERMISSIONS.DATA_IMPORT_READ_PREVIEW] }, type, { sid: 'MASTER' })).toBe(true);
    expect(receives({ ...admin, roles: ['DATA_IMPORT_**'] }, type, { sid: 'MASTER' })).toBe(true);
  });

  it('when image import progress comes, then users with the image import permission get their stores\' only', () => {
    const type = EVENT_TYPES.UPLOAD_PROGRESS;
    expect(receives(admin, type, { sid: 'SHA-NANJING' })).toBe(true);
    expect(receives(manager, type, { sid: 'CNX-NIMMAN' })).toBe(true);
    expect(receives(manager, type, { sid: 'SHA-NANJING' })).toBe(false);
    expect(receives(user, type, { sid: 'BKK-SIAM' })).toBe(false);
  });

  it("when a stock-take's figures change, then report readers get their stores' only", () => {
    const type = EVENT_TYPES.STOCKTAKE_LIVE;
    expect(receives(admin, type, { sid: 'DXB-GOLDSOUK' })).toBe(true);
    expect(receives(user, type, { sid: 'BKK-SIAM' })).toBe(true);
    expect(receives(user, type, { sid: 'CNX-NIMMAN' })).toBe(false);
    // PRINTING reads no stock-take reports.
    expect(receives(printing, type, { sid: 'BKK-SIAM' })).toBe(false);
  });

  it("when a print job's progress comes, then printing users get it when they see every store of its labels", () => {
    const type = EVENT_TYPES.PRINT_PROGRESS;
    expect(receives(printing, type, { stores: ['BKK-SIAM', 'DXB-GOLDSOUK'] })).toBe(true);
    expect(receives(manager, type, { stores: ['BKK-SIAM', 'CNX-NIMMAN'] })).toBe(true);
    expect(receives(manager, type, { stores: ['BKK-SIAM', 'DXB-GOLDSOUK'] })).toBe(false);
    // An older event without its stores: a store-bound user cannot be shown to see them.
    expect(receives(manager, type, {})).toBe(false);
    expect(receives(printing, type, {})).toBe(true);
    expect(receives(user, type, { stores: ['BKK-SIAM'] })).toBe(false);
  });

  it.each([EVENT_TYPES.GLOBAL_CONFIG_CHANGED, EVENT_TYPES.THEME_CHANGED])('when %s comes (no store), then every user of the merchant gets it', (type) => {
    for (const claims of [admin, manager, user, printing, testClaims('STORE_USER', 'DEMO', { stores: ['DXB-GOLDSOUK'] })]) expect(receives(claims, type, {})).toBe(true);
  });

  it('when a store-scoped event carries a malformed store, then a store-bound user does not get it', () => {
    expect(receives(manager, EVENT_TYPES.IMPORT_PROGRESS, { sid: 42 })).toBe(false);
    expect(receives(manager, EVENT_TYPES.PRINT_PROGRESS, { stores: ['BKK-SIAM', 7] })).toBe(false);
    expect(receives(manager, EVENT_TYPES.STOCKTAKE_LIVE, null)).toBe(false);
  });
});
