import {
  EMPTY_AUDIT_FILTERS,
  actionOptions,
  auditDateErrors,
  auditQuery,
  auditSummary,
  formatWhen,
  intlLocale,
  localDayBound,
} from './auditTrail';

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
});

describe('the compact "what changed" of an entry', () => {
  it('flattens nested keys, leaves empty values out and keeps lists', () => {
    expect(
      auditSummary({ summary: { email: 'a@b.co', changed: ['roleName', 'stores'], active: false, address: { city: 'Bangkok', line2: '' }, note: null } }),
    ).toEqual({
      parts: [
        { key: 'email', value: 'a@b.co' },
        { key: 'changed', value: ['roleName', 'stores'] },
        { key: 'active', value: false },
        { key: 'address.city', value: 'Bangkok' },
      ],
      more: 0,
    });
  });

  it('shows at most a few parts, says how many more, and shortens long texts', () => {
    const { parts, more } = auditSummary({ summary: { a: 1, b: 2, c: 3, d: 4, e: 5, f: 'x'.repeat(80) } }, 4);
    expect(parts.map((p) => p.key)).toEqual(['a', 'b', 'c', 'd']);
    expect(more).toBe(2);
    const [long] = auditSummary({ summary: { f: 'x'.repeat(80) } }).parts;
    expect(String(long?.value)).toHaveLength(48);
    expect(String(long?.value).endsWith('…')).toBe(true);
  });

  it('When the summary is empty, then there is nothing to show', () => {
    expect(auditSummary({ summary: {} })).toEqual({ parts: [], more: 0 });
  });
});

describe('when an entry was recorded', () => {
  it('is worded in the user language and time zone', () => {
    const iso = '2026-03-01T10:05:00.000Z';
    expect(formatWhen(iso, 'en', 'UTC')).toMatch(/Mar 1, 2026.*10:05/);
    expect(formatWhen(iso, 'en', 'Asia/Bangkok')).toMatch(/5:05/);
    expect(formatWhen(iso, 'zh', 'UTC')).toContain('2026');
    expect(intlLocale('zh')).toBe('zh-CN');
    expect(formatWhen('not a date', 'en')).toBe('not a date');
  });
});
