import { batchWentSilent, labelOutcome, productStatusAfter, readBacksPerLabel, uniqueProducts } from './print-jobs';

const EPC = '3034000000010000000000A1';

describe('print job rules', () => {
  it('a label prints when every copy reads back the intended EPC (any case)', () => {
    expect(labelOutcome(EPC, 2, [EPC, EPC.toLowerCase()], true)).toEqual({ status: 'PRINTED', reason: null, readBack: EPC });
  });
  it('a read-back of another EPC voids the label and names that EPC (PRN107)', () => {
    expect(labelOutcome(EPC, 2, [EPC, '3034000000010000000000A0'], true)).toEqual({ status: 'VOIDED', reason: 'PRN107', readBack: '3034000000010000000000A0' });
    expect(labelOutcome(EPC, 1, [''], true)).toMatchObject({ status: 'VOIDED', reason: 'PRN107' });
  });
  it('a missing read-back voids the label (PRN108); without verification a sent label is printed', () => {
    expect(labelOutcome(EPC, 2, [EPC], true)).toEqual({ status: 'VOIDED', reason: 'PRN108', readBack: null });
    expect(labelOutcome(EPC, 1, [], false)).toEqual({ status: 'PRINTED', reason: null, readBack: null });
  });
  it('deals read-backs to labels by copies, short at the end when some are missing', () => {
    expect(readBacksPerLabel(3, 2, ['a', 'a', 'b', 'b', 'c'])).toEqual([['a', 'a'], ['b', 'b'], ['c']]);
  });
  it('a cancelled label gives its product back the status it had', () => {
    expect(productStatusAfter('CANCELLED', 'FAILED')).toBe('FAILED');
    expect(productStatusAfter('PRINTED', 'NOT_PRINTED')).toBe('PRINTED');
    expect(productStatusAfter('VOIDED', 'PRINTED')).toBe('VOIDED');
    expect(productStatusAfter('SENDING', 'NOT_PRINTED')).toBe('QUEUED');
  });
  it('a batch without one read-back means the printer stopped', () => {
    expect(batchWentSilent(true, 5, 0)).toBe(true);
    expect(batchWentSilent(true, 5, 1)).toBe(false);
    expect(batchWentSilent(false, 5, 0)).toBe(false);
  });
  it('a product named twice is printed once', () => {
    expect(uniqueProducts([{ sid: 'A', productCode: '1' }, { sid: 'B', productCode: '1' }, { sid: 'A', productCode: '1' }])).toHaveLength(2);
  });
});
