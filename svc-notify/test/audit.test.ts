import { EVENT_TYPES, parseEventOf, type AuditEntryData, type EventEnvelope } from '@hub/contracts';
import { publishedSoFar, signTestToken, testClaims, testDatabaseTargets, useService } from '@hub/service-kit/testing';
import request from 'supertest';
import { createNotifyService } from '../src';
import { publishStore } from './support/notify-fixtures';

const BOT_TOKEN = '7012345678:AAH-telegram-bot-token-for-the-audit-test';
const SMTP_PASSWORD = 'smtp-password-never-audited';
const TWILIO_TOKEN = 'twilio-auth-token-0123456789abcdef';

// Issue 15: notification configs and channel settings are recorded in the audit trail like the other
// configuration changes (svc-auth keeps the entries from hub.audit.entry-recorded.v1); secrets never.
describe.each(testDatabaseTargets())('svc-notify records config and channel changes in the audit trail on %s', (target) => {
  const h = useService(target, (deps) => createNotifyService(deps, { scheduleTickMs: 0, mailPollMs: 60_000 }), {
    setup: async (h) => {
      await publishStore(h.deps.bus, 'DEMO', 'BKK-SIAM', 'Bangkok Siam Paragon', 'Asia/Bangkok');
    },
  });
  const claims = testClaims('ADMIN', 'DEMO');
  const admin = `Bearer ${signTestToken(claims)}`;

  /** The audit entries svc-notify published while `act` ran. */
  const auditedBy = async (act: () => Promise<void>): Promise<(AuditEntryData & { merchantId: string })[]> => {
    await publishedSoFar(h.service.eventing, h.deps.bus);
    const from = h.events.length;
    await act();
    await publishedSoFar(h.service.eventing, h.deps.bus);
    return h.events
      .slice(from)
      .filter((e: EventEnvelope) => e.type === EVENT_TYPES.AUDIT_ENTRY)
      .map((e) => ({ merchantId: e.merchantId, ...parseEventOf(EVENT_TYPES.AUDIT_ENTRY, e).data }));
  };
  const configs = '/merchant/notification/configs';

  it('when a config is created, saved and deleted, then each is one entry with its store and what changed; a refused change records nothing', async () => {
    let id = '';
    const created = await auditedBy(async () => {
      const res = await request(h.app)
        .post(configs)
        .set('Authorization', admin)
        .send({ type: 'STOCKTAKE_DISCREPANCY', sid: 'BKK-SIAM', channels: ['EMAIL'], roles: ['ADMIN'], threshold: { kind: 'COUNT', value: 3 } });
      expect(res.body.code).toBe('NC001');
      id = res.body.data.id;
    });
    expect(created).toEqual([
      {
        merchantId: 'DEMO',
        service: 'svc-notify',
        userId: claims.sub,
        action: 'notification-config.created',
        storeCode: 'BKK-SIAM',
        ip: expect.any(String),
        details: { notification: 'STOCKTAKE_DISCREPANCY', enabled: true, channels: ['EMAIL'], roles: ['ADMIN'], threshold: { kind: 'COUNT', value: 3 } },
      },
    ]);

    const body = { type: 'STOCKTAKE_DISCREPANCY', sid: 'BKK-SIAM', channels: ['EMAIL', 'TELEGRAM'], roles: ['ADMIN', 'STORE_MANAGER'], threshold: { kind: 'COUNT', value: 3 } };
    const saved = await auditedBy(async () => {
      expect((await request(h.app).put(`${configs}/${id}`).set('Authorization', admin).send(body)).body.code).toBe('NC002');
    });
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ action: 'notification-config.updated', storeCode: 'BKK-SIAM', details: { notification: 'STOCKTAKE_DISCREPANCY', changed: ['channels', 'roles'], channels: ['EMAIL', 'TELEGRAM'] } });

    const refused = await auditedBy(async () => {
      expect((await request(h.app).put(`${configs}/${id}`).set('Authorization', admin).send({ ...body, roles: [] })).body.code).toBe('NC101');
      expect((await request(h.app).delete(`${configs}/00000000-0000-4000-8000-000000000000`).set('Authorization', admin)).body.code).toBe('NC107');
    });
    expect(refused).toEqual([]);

    const deleted = await auditedBy(async () => {
      expect((await request(h.app).delete(`${configs}/${id}`).set('Authorization', admin)).body.code).toBe('NC003');
    });
    expect(deleted).toEqual([expect.objectContaining({ action: 'notification-config.deleted', storeCode: 'BKK-SIAM', details: { notification: 'STOCKTAKE_DISCREPANCY' } })]);
  });

  it('when channel settings are saved, then the entry names a secret set, kept or removed but never holds it, sealed or not', async () => {
    const save = (body: object) => request(h.app).post('/merchant/notification/channels').set('Authorization', admin).send(body);
    const telegram = await auditedBy(async () => {
      expect((await save({ channel: 'TELEGRAM', enabled: true, botToken: BOT_TOKEN, chatIds: ['-100123456'], chatLocale: 'th' })).body.code).toBe('NC005');
    });
    expect(telegram).toEqual([
      expect.objectContaining({
        action: 'notification-channel.changed',
        details: { channel: 'TELEGRAM', changed: ['enabled', 'chatIds', 'chatLocale', 'botToken'], enabled: true, chatIds: ['-100123456'], chatLocale: 'th' },
      }),
    ]);
    const kept = await auditedBy(async () => {
      expect((await save({ channel: 'TELEGRAM', enabled: true, chatIds: ['-100123456', '42'], chatLocale: 'th' })).body.code).toBe('NC005');
    });
    expect(kept[0]!.details).toMatchObject({ changed: ['chatIds'] });

    const email = await auditedBy(async () => {
      const res = await save({ channel: 'EMAIL', enabled: true, server: 'CUSTOM', host: 'smtp.example.test', port: 587, secure: false, user: 'alerts', password: SMTP_PASSWORD, from: 'alerts@example.test' });
      expect(res.body.code).toBe('NC005');
      const whatsapp = await save({ channel: 'WHATSAPP', enabled: true, accountSid: `AC${'0'.repeat(32)}`, authToken: TWILIO_TOKEN, from: '+15005550006' });
      expect(whatsapp.body.code).toBe('NC005');
      expect((await save({ channel: 'EMAIL', enabled: false, server: 'CUSTOM', host: 'smtp.example.test', port: 587, secure: false, user: 'alerts', password: null, from: 'alerts@example.test' })).body.code).toBe('NC005');
    });
    expect(email.map((e) => [e.details.channel, e.details.changed])).toEqual([
      ['EMAIL', ['enabled', 'server', 'host', 'port', 'secure', 'user', 'from', 'password']],
      ['WHATSAPP', ['enabled', 'accountSid', 'from', 'authToken']],
      ['EMAIL', ['enabled', 'password']],
    ]);

    const sealed = (await h.test.db.query<{ secrets: unknown }>(`select secrets from notify.channel_settings where merchant_id = 'DEMO'`)).flatMap((r) =>
      Object.values((typeof r.secrets === 'string' ? JSON.parse(r.secrets) : r.secrets) as Record<string, string>),
    );
    expect(sealed.length).toBeGreaterThanOrEqual(2);
    const everything = JSON.stringify(h.events.filter((e) => e.type === EVENT_TYPES.AUDIT_ENTRY));
    for (const secret of [BOT_TOKEN, SMTP_PASSWORD, TWILIO_TOKEN, ...sealed]) expect(everything).not.toContain(secret);
  });
});
