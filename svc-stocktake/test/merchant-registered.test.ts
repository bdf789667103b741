import { EVENT_TYPES, type LicenceOverview } from '@hub/contracts';
import { createEvent } from '@hub/service-kit';
import { eventually, signTestToken, testClaims, testDatabaseTargets, useService } from '@hub/service-kit/testing';
import request from 'supertest';
import { createStocktakeService } from '../src';

describe.each(testDatabaseTargets())('a merchant registered with a serial key (issue 15 item 5) on %s', (target) => {
  const h = useService(target, createStocktakeService);

  it('when svc-auth announces it (twice), then its licence is in force once and admits its tablets', async () => {
    const licence = { id: '5b0c6f1e-8d3a-4c1e-9a57-0d6f5e2b7a11', type: 'TRIAL' as const, hardwareType: 'TABLET', quantity: 2, startDate: '2026-01-01', endDate: '2099-12-31' };
    const event = createEvent(EVENT_TYPES.MERCHANT_REGISTERED, 'NEWGEMS', { name: 'New Gems', licence });
    const again = createEvent(EVENT_TYPES.MERCHANT_REGISTERED, 'NEWGEMS', { name: 'New Gems', licence });
    await h.deps.bus.publish(event);
    await h.deps.bus.publish(again);
    const admin = `Bearer ${signTestToken(testClaims('ADMIN', 'NEWGEMS'))}`;
    const overview = async (): Promise<LicenceOverview> => (await request(h.app).get('/merchant/stocktake/licences').set('Authorization', admin)).body.data;
    // Both deliveries handled (their ids in stocktake.processed_events), not a guessed pause: then one licence.
    await eventually('both deliveries handled', async () => (await h.test.db.query('select 1 from stocktake.processed_events where event_id in ($1, $2)', [event.id, again.id])).length === 2);
    const answer = await overview();
    expect(answer.licences).toEqual([expect.objectContaining({ id: licence.id, type: 'TRIAL', quantity: 2, status: 'ACTIVE', inForce: true })]);
    expect(answer.licensedTablets).toBe(2);
    // Another merchant has none of it.
    const acme = await request(h.app).get('/merchant/stocktake/licences').set('Authorization', `Bearer ${signTestToken(testClaims('ADMIN', 'ACME'))}`);
    expect(acme.body.data.licences).toEqual([]);
  });
});
