import { InProcessEventBus, createEvent, createRawEvent } from './bus';

describe('in-process event bus', () => {
  it('when an event is published, then subscribers of its type and of * receive it, others do not', async () => {
    const bus = new InProcessEventBus();
    const seen: string[] = [];
    bus.subscribe('hub.a.x.v1', (e) => void seen.push(`a:${e.type}`));
    bus.subscribe('*', (e) => void seen.push(`*:${e.type}`));
    bus.subscribe('hub.b.y.v1', (e) => void seen.push(`b:${e.type}`));
    await bus.publish(createRawEvent('hub.a.x.v1', 'DEMO', { n: 1 }));
    expect(seen.sort()).toEqual(['*:hub.a.x.v1', 'a:hub.a.x.v1']);
  });

  it('when a handler throws, then the publisher is not affected and onError hears of it', async () => {
    const errors: unknown[] = [];
    const bus = new InProcessEventBus((err) => errors.push(err));
    bus.subscribe('t', () => {
      throw new Error('boom');
    });
    await expect(bus.publish(createRawEvent('t', 'DEMO', null))).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
  });

  it('when unsubscribed, then the handler no longer runs', async () => {
    const bus = new InProcessEventBus();
    let count = 0;
    const off = bus.subscribe('t', () => void count++);
    off();
    await bus.publish(createRawEvent('t', 'DEMO', null));
    expect(count).toBe(0);
  });

  it('when an event is created, then it carries the envelope fields', () => {
    const e = createEvent('hub.import.progress.v1', 'DEMO', { jobId: 'j1', sid: 'MASTER', status: 'IMPORTING', message: 'INITIATED', start: null, end: null, totalCount: 2, processed: 1, nUpserted: 0, nModified: 0, nInserted: 0, skipped: 0, approxTime: { min: 0, sec: 0 } }, new Date('2026-01-02T03:04:05Z'));
    expect(e).toMatchObject({ type: 'hub.import.progress.v1', merchantId: 'DEMO', occurredAt: '2026-01-02T03:04:05.000Z', data: { jobId: 'j1', processed: 1 } });
    expect(e.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
