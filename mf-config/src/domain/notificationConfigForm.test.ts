import type { NotificationConfig } from '@hub/contracts';
import {
  addRole,
  canRemoveRole,
  configBody,
  configChanged,
  configDraftRefusal,
  configsOfType,
  freeStoresFor,
  newConfigDraft,
  removeRole,
  roleChoices,
  thresholdNumber,
  toConfigDraft,
  toggleChannel,
} from './notificationConfigForm';

const config = (over: Partial<NotificationConfig>): NotificationConfig => ({
  id: 'c1',
  type: 'STOCKTAKE_DISCREPANCY',
  sid: 'BKK01',
  channels: ['EMAIL'],
  roles: ['ADMIN'],
  enabled: true,
  sendTime: null,
  threshold: { kind: 'COUNT', value: 2 },
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...over,
});

describe('notification config form (spec section 5: notification roles)', () => {
  it('When a new config has no role yet, then NC100 is the rule it breaks; with one role it can be saved', () => {
    const draft = newConfigDraft('STOCKTAKE_DISCREPANCY', 'BKK01');
    expect(configDraftRefusal(draft, null)).toBe('NC100');
    expect(configDraftRefusal({ ...draft, roles: ['ADMIN'] }, null)).toBeNull();
  });

  it('When the last role of a saved config is taken away, then it is NC101 and the roles stay', () => {
    expect(removeRole(['ADMIN'], 'ADMIN')).toEqual({ roles: ['ADMIN'], refusal: 'NC101' });
    expect(removeRole(['ADMIN', 'OWNER'], 'ADMIN')).toEqual({ roles: ['OWNER'], refusal: null });
    expect(canRemoveRole(['ADMIN'])).toBe(false);
    expect(canRemoveRole(['ADMIN', 'OWNER'])).toBe(true);
    const saved = config({});
    expect(configDraftRefusal({ ...toConfigDraft(saved), roles: [] }, saved)).toBe('NC101');
  });

  it('When a role is added twice, then it is there once', () => {
    expect(addRole(['ADMIN'], 'ADMIN')).toEqual(['ADMIN']);
    expect(addRole(['ADMIN'], 'Stock auditor')).toEqual(['ADMIN', 'Stock auditor']);
  });

  it('When the daily report has no valid send time, then NC103; an enabled config without a channel is NC105', () => {
    const daily = { ...newConfigDraft('DAILY_STOCKTAKE_REPORT', 'MASTER'), roles: ['ADMIN'] };
    expect(configDraftRefusal({ ...daily, sendTime: '24:00' }, null)).toBe('NC103');
    expect(configDraftRefusal({ ...daily, channels: [] }, null)).toBe('NC105');
    expect(configDraftRefusal({ ...daily, channels: [], enabled: false }, null)).toBeNull();
  });

  it('When the threshold value is not a number of 0 or more, then NC104; a value threshold is sent with its kind', () => {
    const alert = { ...newConfigDraft('STOCKTAKE_DISCREPANCY', 'BKK01'), roles: ['ADMIN'] };
    expect(configDraftRefusal({ ...alert, thresholdValue: '-1' }, null)).toBe('NC104');
    expect(configDraftRefusal({ ...alert, thresholdValue: 'abc' }, null)).toBe('NC104');
    expect(thresholdNumber(' 12.5 ')).toBe(12.5);
    expect(configBody({ ...alert, thresholdKind: 'VALUE', thresholdValue: '5000' })).toEqual({
      type: 'STOCKTAKE_DISCREPANCY',
      sid: 'BKK01',
      enabled: true,
      channels: ['EMAIL'],
      roles: ['ADMIN'],
      sendTime: null,
      threshold: { kind: 'VALUE', value: 5000 },
    });
  });

  it('When a daily config is saved, then it carries its send time and no threshold', () => {
    const body = configBody({ ...newConfigDraft('DAILY_STOCKTAKE_REPORT', 'MASTER'), roles: ['OWNER'], sendTime: '07:30' });
    expect(body.sendTime).toBe('07:30');
    expect(body.threshold).toBeNull();
  });

  it('When channels are ticked in any order, then they are kept in the channel order', () => {
    expect(toggleChannel(['WHATSAPP'], 'EMAIL', true)).toEqual(['EMAIL', 'WHATSAPP']);
    expect(toggleChannel(['EMAIL', 'WHATSAPP'], 'EMAIL', false)).toEqual(['WHATSAPP']);
  });

  it('When nothing was edited, then the config is unchanged; a new one is always a change', () => {
    const saved = config({ channels: ['WHATSAPP', 'EMAIL'] });
    expect(configChanged(toConfigDraft(saved), saved)).toBe(false);
    expect(configChanged({ ...toConfigDraft(saved), thresholdValue: '3' }, saved)).toBe(true);
    expect(configChanged(newConfigDraft('STOCKTAKE_DISCREPANCY', 'BKK01'), null)).toBe(true);
  });

  it('When configs are listed, then all stores come first and stores by name; free stores skip those configured', () => {
    const configs = [config({ id: 'a', sid: 'DXB01' }), config({ id: 'b', sid: 'MASTER' }), config({ id: 'c', sid: 'BKK01' }), config({ id: 'd', type: 'DAILY_STOCKTAKE_REPORT', sid: 'SHA01' })];
    const names: Record<string, string> = { DXB01: 'Dubai Mall', BKK01: 'Bangkok Siam', SHA01: 'Shanghai' };
    expect(configsOfType(configs, 'STOCKTAKE_DISCREPANCY', (s) => names[s] ?? s).map((c) => c.id)).toEqual(['b', 'c', 'a']);
    const stores = Object.entries(names).map(([code, name]) => ({ code, name, tz: null, currency: null }));
    expect(freeStoresFor('STOCKTAKE_DISCREPANCY', configs, stores, true)).toEqual(['SHA01']);
    expect(freeStoresFor('DAILY_STOCKTAKE_REPORT', configs, stores, true)).toEqual(['MASTER', 'DXB01', 'BKK01']);
    expect(freeStoresFor('DAILY_STOCKTAKE_REPORT', configs, stores, false)).toEqual(['DXB01', 'BKK01']);
  });

  it('When a config names a role the picker does not know, then the picker still offers it', () => {
    expect(roleChoices(['ADMIN', 'OWNER'], [config({ roles: ['Stock auditor', 'ADMIN'] })])).toEqual(['ADMIN', 'OWNER', 'Stock auditor']);
  });
});
