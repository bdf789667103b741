import { DEFAULT_ROLE_PERMISSIONS } from '@hub/contracts';
import { bannerFor, coverEnd, licenceEndingCondition, type BannerFacts } from './banner';

const ACTIVE = 'ACTIVE' as const;
const none: BannerFacts = { licences: [], importFailures: [], channelFailures: [], setupDone: true, dataImported: true };

describe('the licence part of the banner (issue 15 item 6: a licence ending within 14 days)', () => {
  it('when the cover ends in 13 days, then it shows with its end and days left; in 14 or 15 days, then not', () => {
    expect(licenceEndingCondition([{ status: ACTIVE, startDate: '2026-01-01', endDate: '2026-12-10' }], '2026-11-27')).toEqual({
      kind: 'LICENCE_ENDING',
      key: '2026-12-10',
      action: '/management/licences',
      params: { endDate: '2026-12-10', daysLeft: 13 },
    });
    expect(licenceEndingCondition([{ status: ACTIVE, startDate: '2026-01-01', endDate: '2026-12-11' }], '2026-11-27')).toBeUndefined();
    expect(licenceEndingCondition([{ status: ACTIVE, startDate: '2026-01-01', endDate: '2026-12-12' }], '2026-11-27')).toBeUndefined();
  });

  it('when a renewal starts the day after, then the cover goes on to its end; with a gap, then the first end counts', () => {
    const renewed = [{ status: ACTIVE, startDate: '2026-01-01', endDate: '2026-12-05' }, { status: ACTIVE, startDate: '2026-12-06', endDate: '2027-12-05' }];
    expect(coverEnd(renewed, '2026-11-27')).toBe('2027-12-05');
    expect(licenceEndingCondition(renewed, '2026-11-27')).toBeUndefined();
    const gap = [{ status: ACTIVE, startDate: '2026-01-01', endDate: '2026-12-05' }, { status: ACTIVE, startDate: '2026-12-08', endDate: '2027-12-05' }];
    expect(coverEnd(gap, '2026-11-27')).toBe('2026-12-05');
    // A renewal only requested (not issued yet) does not continue the cover.
    const requested = [renewed[0]!, { ...renewed[1]!, status: 'REQUESTED' as const }];
    expect(coverEnd(requested, '2026-11-27')).toBe('2026-12-05');
    expect(licenceEndingCondition(requested, '2026-11-27')).toMatchObject({ key: '2026-12-05', params: { daysLeft: 8 } });
  });

  it('when a licence has no end, or none covers today, then no licence banner', () => {
    expect(coverEnd([{ status: ACTIVE, startDate: '2026-01-01', endDate: null }], '2026-11-27')).toBeUndefined();
    expect(licenceEndingCondition([{ status: ACTIVE, startDate: '2026-01-01', endDate: '2026-11-01' }], '2026-11-27')).toBeUndefined();
    expect(licenceEndingCondition([], '2026-11-27')).toBeUndefined();
  });
});

describe('bannerFor', () => {
  const facts: BannerFacts = {
    licences: [{ status: ACTIVE, startDate: '2026-01-01', endDate: '2026-12-01' }],
    importFailures: [{ sid: 'BKK', jobId: 'j1', status: 'FAILED', errorCode: 'DBC100' }],
    channelFailures: [{ channel: 'EMAIL', error: 'refused', failingSince: '2026-11-27T01:00:00.000Z' }],
    setupDone: true,
    dataImported: false,
  };

  it('when an ADMIN asks, then every condition, most urgent first', () => {
    expect(bannerFor(facts, '2026-11-27', DEFAULT_ROLE_PERMISSIONS.ADMIN, new Set()).conditions.map((c) => c.kind)).toEqual([
      'LICENCE_ENDING',
      'IMPORT_FAILED',
      'NOTIFY_CHANNEL_FAILING',
      'DATA_NOT_IMPORTED',
    ]);
  });

  it('when a role lacks the fixing page permission, then that condition is left out (USER: none; STORE_MANAGER: the imports)', () => {
    expect(bannerFor(facts, '2026-11-27', DEFAULT_ROLE_PERMISSIONS.USER, new Set())).toEqual({ show: false, conditions: [] });
    expect(bannerFor(facts, '2026-11-27', DEFAULT_ROLE_PERMISSIONS.STORE_MANAGER, new Set()).conditions.map((c) => c.kind)).toEqual(['IMPORT_FAILED', 'DATA_NOT_IMPORTED']);
  });

  it('when the user dismissed an occurrence, then only that one is left out', () => {
    const answer = bannerFor(facts, '2026-11-27', DEFAULT_ROLE_PERMISSIONS.ADMIN, new Set(['IMPORT_FAILED|j1', 'IMPORT_FAILED|j0']));
    expect(answer.conditions.map((c) => c.kind)).toEqual(['LICENCE_ENDING', 'NOTIFY_CHANNEL_FAILING', 'DATA_NOT_IMPORTED']);
  });

  it('when setup is not done, then no invitation to import (the wizard leads there)', () => {
    expect(bannerFor({ ...none, setupDone: false, dataImported: false }, '2026-11-27', DEFAULT_ROLE_PERMISSIONS.ADMIN, new Set()).show).toBe(false);
  });
});
