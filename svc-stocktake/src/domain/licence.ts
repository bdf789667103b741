import type { MessageCode } from '@hub/contracts';

/**
 * Tablet licences (spec section 3 "Licence": type, hardware type, quantity, start date, end date,
 * licensed tablets). A merchant's licensed tablets are the quantities of its active TABLET licences
 * in force on the day; tablets take seats in the order they were enrolled.
 */

export const TABLET_HARDWARE = 'TABLET';

export interface LicenceTerms {
  hardwareType: string;
  quantity: number;
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD, inclusive; null: no end. */
  endDate: string | null;
  status: 'REQUESTED' | 'ACTIVE';
}

/** Is the licence in force on `day` (YYYY-MM-DD)? Requested licences never are. */
export function licenceInForce(licence: LicenceTerms, day: string): boolean {
  return licence.status === 'ACTIVE' && licence.startDate <= day && (licence.endDate === null || day <= licence.endDate);
}

/** How many tablets the merchant may use on `day`. */
export function licensedTablets(licences: readonly LicenceTerms[], day: string): number {
  return licences.filter((l) => l.hardwareType === TABLET_HARDWARE && licenceInForce(l, day)).reduce((sum, l) => sum + l.quantity, 0);
}

export interface TabletSeat {
  tabletId: string;
  active: boolean;
}

export type TabletAdmission = { admitted: true; enrol: boolean } | { admitted: false; code: MessageCode };

/**
 * May `tabletId` send a count on `day`? `enrolled` are the merchant's tablets in enrolment order.
 * - no licence in force: STR115;
 * - a deactivated tablet: STR116;
 * - an enrolled active tablet whose place among the active ones is within the licensed count: yes;
 *   beyond it (the licence shrank or ended in part): STR114;
 * - an unknown tablet: enrolled when a seat is free, else STR114.
 */
export function admitTablet(tabletId: string, enrolled: readonly TabletSeat[], licensed: number): TabletAdmission {
  if (licensed <= 0) return { admitted: false, code: 'STR115' };
  const own = enrolled.find((t) => t.tabletId === tabletId);
  if (own && !own.active) return { admitted: false, code: 'STR116' };
  const active = enrolled.filter((t) => t.active);
  if (own) return active.findIndex((t) => t.tabletId === tabletId) < licensed ? { admitted: true, enrol: false } : { admitted: false, code: 'STR114' };
  return active.length < licensed ? { admitted: true, enrol: true } : { admitted: false, code: 'STR114' };
}

/** Which of the tablets (in enrolment order) hold a seat today: the first `licensed` active ones. */
export function seatedTablets(enrolled: readonly TabletSeat[], licensed: number): Set<string> {
  return new Set(
    enrolled
      .filter((t) => t.active)
      .slice(0, Math.max(0, licensed))
      .map((t) => t.tabletId),
  );
}

/** Per hardware type among the licences: what those in force allow on `day`, and what is in use. */
export function hardwareUse(licences: readonly LicenceTerms[], inUse: Readonly<Record<string, number>>, day: string): { hardwareType: string; licensed: number; inUse: number }[] {
  const types = [...new Set([...licences.map((l) => l.hardwareType), ...Object.keys(inUse)])].sort();
  return types.map((hardwareType) => ({
    hardwareType,
    licensed: licences.filter((l) => l.hardwareType === hardwareType && licenceInForce(l, day)).reduce((sum, l) => sum + l.quantity, 0),
    inUse: inUse[hardwareType] ?? 0,
  }));
}

/** The last day the licences in force on `day` cover; null without one in force, or when one has no end. */
export function coveredUntil(licences: readonly LicenceTerms[], day: string): string | null {
  const inForce = licences.filter((l) => licenceInForce(l, day));
  if (inForce.length === 0 || inForce.some((l) => l.endDate === null)) return null;
  return inForce.map((l) => l.endDate!).sort().at(-1) ?? null;
}

/** The day licences are judged on: UTC's (a licence's dates are calendar days of the merchant's contract). */
export const licenceDay = (now: Date = new Date()): string => now.toISOString().slice(0, 10);
