import { admitTablet, coveredUntil, hardwareUse, licensedTablets, licenceInForce, seatedTablets, type LicenceTerms } from './licence';

const licence = (over: Partial<LicenceTerms> = {}): LicenceTerms => ({
  hardwareType: 'TABLET',
  quantity: 2,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  status: 'ACTIVE',
  ...over,
});

describe('tablet licences (spec section 3 "Licence": quantity, start date, end date, licensed tablets)', () => {
  it('when the day is within the start and end dates (both inclusive), then the licence is in force', () => {
    expect(licenceInForce(licence(), '2026-01-01')).toBe(true);
    expect(licenceInForce(licence(), '2026-12-31')).toBe(true);
    expect(licenceInForce(licence(), '2027-01-01')).toBe(false);
    expect(licenceInForce(licence(), '2025-12-31')).toBe(false);
    expect(licenceInForce(licence({ endDate: null }), '2099-01-01')).toBe(true);
    expect(licenceInForce(licence({ status: 'REQUESTED' }), '2026-06-01')).toBe(false);
  });

  it('when several tablet licences are in force, then their quantities add up; other hardware does not count', () => {
    const all = [licence(), licence({ quantity: 3 }), licence({ hardwareType: 'PRINTER', quantity: 9 }), licence({ endDate: '2026-02-01' })];
    expect(licensedTablets(all, '2026-06-01')).toBe(5);
    expect(licensedTablets(all, '2026-01-15')).toBe(7);
  });
});

describe('admitting a tablet (issue 12 item 1)', () => {
  const seats = [
    { tabletId: 'T1', active: true },
    { tabletId: 'T2', active: false },
    { tabletId: 'T3', active: true },
  ];

  it('when no licence is in force, then every tablet is refused with STR115', () => {
    expect(admitTablet('T1', seats, 0)).toEqual({ admitted: false, code: 'STR115' });
  });

  it('when an enrolled tablet is deactivated, then it is refused with STR116', () => {
    expect(admitTablet('T2', seats, 5)).toEqual({ admitted: false, code: 'STR116' });
  });

  it('when an enrolled active tablet is within the licensed count, then it is admitted', () => {
    expect(admitTablet('T3', seats, 2)).toEqual({ admitted: true, enrol: false });
  });

  it('when the licence shrank below the enrolled tablets, then the later ones are refused with STR114', () => {
    expect(admitTablet('T1', seats, 1)).toEqual({ admitted: true, enrol: false });
    expect(admitTablet('T3', seats, 1)).toEqual({ admitted: false, code: 'STR114' });
  });

  it('when an unknown tablet comes while a seat is free, then it is enrolled; when none is, STR114', () => {
    expect(admitTablet('T4', seats, 3)).toEqual({ admitted: true, enrol: true });
    expect(admitTablet('T4', seats, 2)).toEqual({ admitted: false, code: 'STR114' });
  });
});

describe('seats, hardware and cover (licence management)', () => {
  const active = (hardwareType: string, quantity: number, startDate: string, endDate: string | null) => ({ hardwareType, quantity, startDate, endDate, status: 'ACTIVE' as const });

  it('seats the first active tablets in enrolment order, up to the licensed count', () => {
    const enrolled = [
      { tabletId: 'A', active: true },
      { tabletId: 'B', active: false },
      { tabletId: 'C', active: true },
      { tabletId: 'D', active: true },
    ];
    expect([...seatedTablets(enrolled, 2)]).toEqual(['A', 'C']);
    expect([...seatedTablets(enrolled, 0)]).toEqual([]);
  });

  it('counts per hardware type only the licences in force on the day, beside what is in use', () => {
    const licences = [active('TABLET', 5, '2026-01-01', '2026-12-31'), active('TABLET', 2, '2027-01-01', null), { ...active('PRINTER', 1, '2026-01-01', null), status: 'REQUESTED' as const }];
    expect(hardwareUse(licences, { TABLET: 3 }, '2026-11-26')).toEqual([
      { hardwareType: 'PRINTER', licensed: 0, inUse: 0 },
      { hardwareType: 'TABLET', licensed: 5, inUse: 3 },
    ]);
  });

  it('says until when the licences in force cover, none without one, and no end when one has none', () => {
    expect(coveredUntil([active('TABLET', 5, '2026-01-01', '2026-12-31'), active('TABLET', 1, '2026-06-01', '2027-03-31')], '2026-11-26')).toBe('2027-03-31');
    expect(coveredUntil([active('TABLET', 5, '2026-01-01', '2026-10-31')], '2026-11-26')).toBeNull();
    expect(coveredUntil([active('TABLET', 5, '2026-01-01', null)], '2026-11-26')).toBeNull();
  });
});
