import { channelChangedDetails, configCreatedDetails, configUpdatedDetails } from './audit-details';

const discrepancy = {
  type: 'STOCKTAKE_DISCREPANCY' as const,
  channels: ['EMAIL' as const],
  roles: ['ADMIN'],
  enabled: true,
  sendTime: null,
  threshold: { kind: 'COUNT' as const, value: 2 },
};

describe('audit details of notification configs and channels', () => {
  it('a config: its type as notification, what it sends to whom; a send time or threshold only when it has one', () => {
    expect(configCreatedDetails(discrepancy)).toEqual({ notification: 'STOCKTAKE_DISCREPANCY', enabled: true, channels: ['EMAIL'], roles: ['ADMIN'], threshold: { kind: 'COUNT', value: 2 } });
    const daily = { ...discrepancy, type: 'DAILY_STOCKTAKE_REPORT' as const, sendTime: '20:00', threshold: null };
    expect(configCreatedDetails(daily)).not.toHaveProperty('threshold');
    expect(configUpdatedDetails(daily, { ...daily, sendTime: '21:30', roles: ['ADMIN', 'OWNER'] })).toMatchObject({ notification: 'DAILY_STOCKTAKE_REPORT', changed: ['roles', 'sendTime'], sendTime: '21:30' });
    expect(configUpdatedDetails(discrepancy, discrepancy).changed).toEqual([]);
  });

  it('a channel: secrets named when set, replaced or removed, never their values; settings as saved', () => {
    const before = { enabled: true, settings: { chatIds: ['1'], chatLocale: 'en' }, secrets: { botToken: 'sealed-1' } };
    const replaced = channelChangedDetails('TELEGRAM', before, { ...before, secrets: { botToken: 'sealed-2' } });
    expect(replaced).toEqual({ channel: 'TELEGRAM', changed: ['botToken'], enabled: true, chatIds: ['1'], chatLocale: 'en' });
    expect(JSON.stringify(replaced)).not.toMatch(/sealed/);
    expect(channelChangedDetails('TELEGRAM', before, { ...before, enabled: false, secrets: {} }).changed).toEqual(['enabled', 'botToken']);
    expect(channelChangedDetails('EMAIL', undefined, { enabled: true, settings: { server: 'HUB', host: null }, secrets: {} })).toEqual({ channel: 'EMAIL', changed: ['enabled', 'server'], enabled: true, server: 'HUB' });
  });
});
