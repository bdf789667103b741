import { badLinesOf, scanStatusOf, tagsInUseOf, withEntry } from './tagMapping';

const result = (counts: Partial<Record<'mapped' | 'moved' | 'unmapped' | 'unchanged', number>>) => ({ mapped: 0, moved: 0, unmapped: 0, unchanged: 0, products: [], ...counts });

describe('tag mapping answers read by the page (issue 14 item 2)', () => {
  it('When a tag is mapped, moved, replaces the product\'s tag or was there already, then the scan says which', () => {
    expect(scanStatusOf(result({ mapped: 1 }))).toBe('mapped');
    expect(scanStatusOf(result({ mapped: 1, unmapped: 1 }))).toBe('replaced');
    expect(scanStatusOf(result({ moved: 1, unmapped: 1 }))).toBe('moved');
    expect(scanStatusOf(result({ unchanged: 1 }))).toBe('unchanged');
  });

  it('When the server refuses a tag in use (TM100), then the products holding the tags are read from its details', () => {
    expect(tagsInUseOf({ count: 3, tags: [{ epc: 'E1', productCode: 'P1', sid: 'S1' }, { nope: 1 }] })).toEqual({ count: 3, tags: [{ epc: 'E1', productCode: 'P1', sid: 'S1' }] });
    expect(tagsInUseOf(undefined)).toEqual({ count: 0, tags: [] });
  });

  it('When the server refuses EPCs (TM101), then the bad lines are read from its details', () => {
    expect(badLinesOf({ count: 1, tags: [{ index: 2, value: 'E2', problem: 'length' }] })).toEqual([{ index: 2, value: 'E2', problem: 'length' }]);
    expect(badLinesOf(null)).toEqual([]);
  });

  it('When scans pile up, then the newest comes first and the oldest go', () => {
    const entry = (id: number) => ({ id, epc: `E${id}`, productCode: 'P', status: 'mapped' as const });
    expect(withEntry([entry(1), entry(2)], entry(3), 2).map((e) => e.id)).toEqual([3, 1]);
  });
});
