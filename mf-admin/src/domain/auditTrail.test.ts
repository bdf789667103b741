import {
  EMPTY_AUDIT_FILTERS,
  actionOptions,
  auditDateErrors,
  auditQuery,
  auditSummary,
  entityOptions,
  localDayBound,
} from './auditTrail';
import { AUDIT_ACTIONS } from '@hub/contracts';

describe('audit trail filters (issue 4 item 8, spec section 8 INVALID_DATE)', () => {
  it('When no filter is set, then the query holds only the paging', () => {
    expect(auditQuery(EMPTY_AUDIT_FILTERS, 40, 20)).toEqual({
      user: undefined,
      entity: undefined,
      action: undefined,
      from: undefined,
      to: undefined,
      start: 40,
      pageSize: 20,
    });
  });

  it('When dates are set, then they are sent as the start and the last millisecond of the local days', () => {
    const q = auditQuery({ ...EMPTY_AUDIT_FILTERS, entity: 'store', from: '2026-03-01', to: '2026-03-02' }, 0, 20);
    expect(q.entity).toBe('store');
    expect(q.from).toBe(new Date(2026, 2, 1, 0, 0, 0, 0).toISOString());
    expect(q.to).toBe(new Date(2026, 2, 2, 23, 59, 59, 999).toISOString());
    expect(localDayBound('2026-03-01', true) > localDayBound('2026-03-01', false)).toBe(true);
  });

  it('When a date does not exist or the range is reversed, then INVALID_DATE is next to the field', () => {
    expect(auditDateErrors({ from: '2026-02-30', to: '' })).toEqual({ from: 'INVALID_DATE' });
    expect(auditDateErrors({ from: '', to: '2026-13-01' })).toEqual({ to: 'INVALID_DATE' });
    expect(auditDateErrors({ from: '2026-03-02', to: '2026-03-01' })).toEqual({ from: 'INVALID_DATE' });
    expect(auditDateErrors({ from: '2026-03-01', to: '2026-03-01' })).toEqual({});
    expect(auditDateErrors({ from: '', to: '' })).toEqual({});
  });

  it('When an entity is chosen, then only its actions are offered; an unknown current action is kept', () => {
    expect(actionOptions('store')).toEqual(['store.created', 'store.updated', 'store.deleted']);
    expect(actionOptions('')).toContain('user.created');
    expect(actionOptions('store', 'store.archived')).toContain('store.archived');
  });

  it('When filtering, then every entity the services record is offered, API keys and settings included', () => {
    expect(entityOptions()).toEqual(Object.keys(AUDIT_ACTIONS));
    expect(entityOptions()).toEqual(expect.arrayContaining(['api-key', 'gold-rate', 'data-mapping', 'filter-config']));
    expect(actionOptions('api-key')).toEqual(['api-key.created', 'api-key.updated', 'api-key.revoked']);
    expect(entityOptions('old-thing')).toContain('old-thing');
  });
});

describe('the compact "what changed" of an entry', () => {
  it('flattens nested keys, leaves empty values out and keeps lists, each with how to word it', () => {
    expect(
      auditSummary({ summary: { email: 'a@b.co', changed: ['roleName', 'stores'], active: false, address: { city: 'Bangkok', line2: '' }, note: null } }),
    ).toEqual({
      parts: [
        { key: 'email', kind: 'text', value: 'a@b.co' },
        { key: 'changed', kind: 'fields', value: ['roleName', 'stores'] },
        { key: 'active', kind: 'yesNo', value: false },
        { key: 'address.city', kind: 'text', value: 'Bangkok' },
      ],
      more: 0,
    });
  });

  it('leaves technical ids out and marks roles, permissions and operations to be worded by name', () => {
    const role = {
      id: 'bd7f828c-8c53-4da7-afde-93d571ea3d9c',
      name: 'Shelf checker',
      baseRole: 'USER',
      permissions: ['PRODUCTS_READ_PREVIEW', 'STOCK_TAKE_REPORT_**'],
      cloneOf: '5faed64a-b1f7-4eab-9e0f-d63d0d3a9d35',
    };
    expect(auditSummary({ summary: role }).parts).toEqual([
      { key: 'name', kind: 'text', value: 'Shelf checker' },
      { key: 'baseRole', kind: 'role', value: 'USER' },
      { key: 'permissions', kind: 'permissions', value: ['PRODUCTS_READ_PREVIEW', 'STOCK_TAKE_REPORT_**'] },
    ]);
    const key = { id: 'x', name: 'ERP sync', prefix: 'hub_42', allowedOperations: ['PRODUCTS_READ'], previous: { name: 'ERP' } };
    expect(auditSummary({ summary: key }).parts.map((p) => [p.key, p.kind])).toEqual([
      ['name', 'text'],
      ['prefix', 'text'],
      ['allowedOperations', 'operations'],
      ['previous.name', 'text'],
    ]);
  });

  it('words an account switch as the top bar does and a gold rate day as a date', () => {
    const from = { merchantID: 'DEMO', profile: 'default', sid: 'MASTER' };
    const to = { merchantID: 'DEMO', profile: 'north', sid: 'BKK-SIAM' };
    expect(auditSummary({ summary: { from, to } }).parts).toEqual([
      { key: 'from', kind: 'account', value: 'DEMO' },
      { key: 'to', kind: 'account', value: 'DEMO / north / BKK-SIAM' },
    ]);
    expect(auditSummary({ summary: { goldType: '22K', effectiveDate: '2026-11-23' } }).parts[1]).toEqual({
      key: 'effectiveDate',
      kind: 'date',
      value: '2026-11-23',
    });
  });

  it("words a notification's roles as roles and a channel's changed settings as field names", () => {
    const config = { notification: 'STOCKTAKE_DISCREPANCY', changed: ['roles'], enabled: true, roles: ['ADMIN', 'STORE_MANAGER'] };
    expect(auditSummary({ summary: config }).parts.map((p) => [p.key, p.kind])).toEqual([
      ['notification', 'text'],
      ['changed', 'fields'],
      ['enabled', 'yesNo'],
      ['roles', 'role'],
    ]);
    const channel = { channel: 'TELEGRAM', changed: ['botToken', 'chatIds'], enabled: true };
    expect(auditSummary({ summary: channel }).parts[1]).toEqual({ key: 'changed', kind: 'fields', value: ['botToken', 'chatIds'] });
  });

  it('shows at most a few parts and list items, says how many more, and shortens long texts', () => {
    const { parts, more } = auditSummary({ summary: { a: 1, b: 2, c: 3, d: 4, e: 5, f: 'x'.repeat(80) } }, 4);
    expect(parts.map((p) => p.key)).toEqual(['a', 'b', 'c', 'd']);
    expect(more).toBe(2);
    const [long] = auditSummary({ summary: { f: 'x'.repeat(80) } }).parts;
    expect(String(long?.value)).toHaveLength(48);
    expect(String(long?.value).endsWith('…')).toBe(true);
    const [many] = auditSummary({ summary: { permissions: ['A_READ_PREVIEW', 'B_READ_PREVIEW', 'C_READ_PREVIEW', 'D_READ_PREVIEW', 'E_READ_PREVIEW', 'F_READ_PREVIEW'] } }).parts;
    expect(many).toMatchObject({ value: ['A_READ_PREVIEW', 'B_READ_PREVIEW', 'C_READ_PREVIEW', 'D_READ_PREVIEW'], moreItems: 2 });
  });

  it('When the summary is empty, then there is nothing to show', () => {
    expect(auditSummary({ summary: {} })).toEqual({ parts: [], more: 0 });
  });
});
