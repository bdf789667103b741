import { EVENT_TYPES, type StocktakeSummary } from '@hub/contracts';
import { createEvent, type EventBus } from '@hub/service-kit';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';

/** Publishes what svc-auth would: a store (with its zone) and a user of the merchant. */
export async function publishStore(bus: EventBus, merchantId: string, code: string, name: string, tz: string | null): Promise<void> {
  await bus.publish(createEvent(EVENT_TYPES.STORE_CREATED, merchantId, { code, name, tz, location: { lat: 0, lng: 0 }, revision: 1 }));
}

export async function publishUser(
  bus: EventBus,
  merchantId: string,
  u: { userId: string; email: string; roleName: string; stores?: string[]; phone?: string | null; active?: boolean; emailVerified?: boolean },
): Promise<void> {
  await bus.publish(
    createEvent(EVENT_TYPES.USER_CHANGED, merchantId, {
      userId: u.userId,
      email: u.email,
      userName: u.email.split('@')[0]!,
      roleName: u.roleName,
      stores: u.stores ?? [],
      active: u.active ?? true,
      phone: u.phone ?? null,
      ...(u.emailVerified === undefined ? {} : { emailVerified: u.emailVerified }),
      updatedAt: new Date().toISOString(),
    }),
  );
}

export function summary(over: Partial<StocktakeSummary> = {}): StocktakeSummary {
  return {
    expected: 120,
    counted: 113,
    missing: 5,
    misplaced: 2,
    unknown: 0,
    outOfScope: 0,
    missingWeight: 12.5,
    missingValue: 31250,
    currency: 'THB',
    missingByKarat: [],
    likelyMissing: 0,
    ...over,
  };
}

export function submittedEvent(merchantId: string, sid: string, stocktakeId: string, day: string, s: StocktakeSummary = summary()) {
  return createEvent(EVENT_TYPES.STOCKTAKE_SUBMITTED, merchantId, {
    stocktakeKey: randomUUID(),
    stocktakeId,
    sid,
    startTime: `${day}T02:00:00Z`,
    day,
    userName: 'tablet',
    summary: s,
  });
}

/** A log destination that keeps every line (to check what was logged). */
export function captureLog(): { destination: Writable; text: () => string } {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _enc, cb) {
      lines.push(chunk.toString('utf8'));
      cb();
    },
  });
  return { destination, text: () => lines.join('') };
}

export async function waitFor(what: string, ok: () => boolean | Promise<boolean>, timeoutMs = 15000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
