import {
  LICENCE_ENDING_WARNING_DAYS,
  PERMISSIONS,
  hasPermission,
  type BannerAnswer,
  type BannerCondition,
  type BannerKind,
  type LicenceStatus,
} from '@hub/contracts';

/** The banner's conditions (issue 15 item 6), found from what svc-auth keeps; pure. */

/** A licence of the merchant as svc-stocktake holds it (svc-auth's replica, hub.stocktake.licence-changed.v1). */
export interface LicenceSpan {
  startDate: string;
  endDate: string | null;
  /** A REQUESTED licence covers nothing until it is issued (ACTIVE). */
  status: LicenceStatus;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const addDays = (day: string, n: number) => new Date((dayNumber(day) + n) * DAY_MS).toISOString().slice(0, 10);

/**
 * The last day the licences cover without a gap from `today` on: null when none covers today, or
 * when the cover never ends (a licence without an end date). A licence starting the day after
 * another ends continues the cover (a renewal); a licence only requested does not.
 */
export function coverEnd(licences: readonly LicenceSpan[], today: string): string | null | undefined {
  const issued = licences.filter((l) => l.status === 'ACTIVE');
  let end: string | undefined;
  let day = today;
  for (;;) {
    const covering = issued.filter((l) => l.startDate <= day && (l.endDate === null || l.endDate >= day));
    if (covering.length === 0) return end ?? null;
    if (covering.some((l) => l.endDate === null)) return undefined;
    end = covering.map((l) => l.endDate!).sort().at(-1)!;
    day = addDays(end, 1);
  }
}

/** A licence ending within LICENCE_ENDING_WARNING_DAYS (spec: the banner's first use): its end and the days left. */
export function licenceEndingCondition(licences: readonly LicenceSpan[], today: string): BannerCondition | undefined {
  const end = coverEnd(licences, today);
  if (!end) return undefined;
  const daysLeft = dayNumber(end) - dayNumber(today);
  if (daysLeft >= LICENCE_ENDING_WARNING_DAYS) return undefined;
  return { kind: 'LICENCE_ENDING', key: end, action: '/management/licences', params: { endDate: end, daysLeft } };
}

export interface ImportFailure {
  sid: string;
  jobId: string;
  status: string;
  errorCode: string | null;
}

export interface ChannelFailure {
  channel: string;
  error: string | null;
  failingSince: string;
}

/** What the banner is made from for one merchant. */
export interface BannerFacts {
  licences: readonly LicenceSpan[];
  importFailures: readonly ImportFailure[];
  channelFailures: readonly ChannelFailure[];
  setupDone: boolean;
  dataImported: boolean;
}

/** Who sees which condition: the permission of the page that fixes it. */
export const BANNER_PERMISSIONS: Readonly<Record<BannerKind, string>> = {
  LICENCE_ENDING: PERMISSIONS.LICENCE_MANAGEMENT_READ_PREVIEW,
  IMPORT_FAILED: PERMISSIONS.DATA_IMPORT_READ_PREVIEW,
  NOTIFY_CHANNEL_FAILING: PERMISSIONS.NOTIFICATIONS_CONFIGURATION_READ_PREVIEW,
  DATA_NOT_IMPORTED: PERMISSIONS.DATA_IMPORT_READ_PREVIEW,
};

/**
 * The caller's banner: every condition of the merchant, most urgent first (licence, failed imports,
 * failing channels, then the invitation to import data once setup is done), only those the caller's
 * permissions make relevant, without the occurrences the caller dismissed (`kind|key`).
 */
export function bannerFor(facts: BannerFacts, today: string, granted: readonly string[], dismissed: ReadonlySet<string>): BannerAnswer {
  const all: BannerCondition[] = [];
  const licence = licenceEndingCondition(facts.licences, today);
  if (licence) all.push(licence);
  for (const f of [...facts.importFailures].sort((a, b) => a.sid.localeCompare(b.sid))) {
    all.push({ kind: 'IMPORT_FAILED', key: f.jobId, action: '/data-import', params: { sid: f.sid, status: f.status, errorCode: f.errorCode } });
  }
  for (const c of [...facts.channelFailures].sort((a, b) => a.channel.localeCompare(b.channel))) {
    all.push({ kind: 'NOTIFY_CHANNEL_FAILING', key: `${c.channel}@${c.failingSince}`, action: '/config/notifications', params: { channel: c.channel, error: c.error } });
  }
  if (facts.setupDone && !facts.dataImported) all.push({ kind: 'DATA_NOT_IMPORTED', key: 'none', action: '/data-import', params: {} });
  const conditions = all.filter((c) => hasPermission(granted, BANNER_PERMISSIONS[c.kind]) && !dismissed.has(`${c.kind}|${c.key}`));
  return { show: conditions.length > 0, conditions };
}
