import { collectRows, createRowGrouping, encodedValue, groupedCell, multipleCellColumns, pairRows, planFill, sliceValue, splitCell } from './mapping-methods';

describe('the data mapping methods (spec section 3, "field mapping")', () => {
  it('start index and length: keep the part of the value from the start index, for length characters or to the end', () => {
    expect(sliceValue('RG-000123-TH', 3, 6)).toBe('000123');
    expect(sliceValue('RG-000123-TH', 10)).toBe('TH');
    expect(sliceValue('RG', 5, 2)).toBe('');
    expect(sliceValue('as is')).toBe('as is');
  });
  it('single cell with several values: split at the delimiter, parts trimmed, empty parts dropped', () => {
    expect(splitCell('Diamond| Ruby ||Pearl', '|')).toEqual(['Diamond', 'Ruby', 'Pearl']);
    expect(splitCell('ไพลิน;ทับทิม', ';')).toEqual(['ไพลิน', 'ทับทิม']);
  });
  it('multiple cells: the columns named after the input field with a number, in number order; the bare name first', () => {
    const header = ['CODE', 'STONE 2', 'stone_1', 'STONE', 'STONES', 'STONE-10', 'STONE3X'];
    expect(multipleCellColumns(header, 'Stone')).toEqual([3, 2, 1, 5]);
    expect(multipleCellColumns(header, 'COLOUR')).toEqual([]);
  });
  it('hex or ascii, for an RFID tag: an ASCII tag becomes the hex of its bytes; a hex tag is checked and upper-cased', () => {
    expect(encodedValue('RG000123', 'ASCII', true)).toBe('5247303030313233');
    expect(encodedValue('30 34ab', 'HEX', true)).toBe('3034AB');
    expect(encodedValue('30G4', 'HEX', true)).toBeNull();
    expect(encodedValue('303', 'HEX', true)).toBeNull();
  });
  it('hex or ascii, for any other field: hex is decoded to its text (UTF-8); ASCII stays as written', () => {
    expect(encodedValue('e0b897e0b8ad', 'HEX', false)).toBe('ทอ');
    expect(encodedValue('Gold', 'ASCII', false)).toBe('Gold');
  });
  it('multiple rows: each row adds its values in order, a repeated value once', () => {
    expect(collectRows(['Diamond'], ['Ruby', 'Diamond', 'Pearl'])).toEqual(['Diamond', 'Ruby', 'Pearl']);
  });
});

describe('variants and defaults (issue 28 item 3; spec section 3, "Data mapping config": field mapping, method multiple rows)', () => {
  it('multiple rows, paired: each row adds its values in row order, repeats kept, an empty row holding its place once a later row gives a value', () => {
    expect(pairRows(['S-1'], ['S-2'], 1)).toEqual(['S-1', 'S-2']);
    expect(pairRows([100], [100], 1)).toEqual([100, 100]);
    expect(pairRows([], [120], 3)).toEqual(['', '', '', 120]);
    expect(pairRows([100], [], 1)).toEqual([100]);
    const had = ['a'];
    pairRows(had, ['b'], 1);
    expect(had).toEqual(['a']);
  });

  it('a constant or default is typed once: CONSTANT always, DEFAULT for an empty cell; a value not of the type is no value', () => {
    expect(planFill(undefined, 'text')).toBeUndefined();
    expect(planFill({ mode: 'CONSTANT', value: 'AUD' }, 'text')).toEqual({ constant: true, value: 'AUD' });
    expect(planFill({ mode: 'DEFAULT', value: '1,200.50' }, 'number')).toEqual({ constant: false, value: 1200.5 });
    expect(planFill({ mode: 'DEFAULT', value: 'yes' }, 'boolean')).toEqual({ constant: false, value: true });
    expect(planFill({ mode: 'DEFAULT', value: 'soon' }, 'date')).toEqual({ constant: false, value: null });
    expect(planFill({ mode: 'CONSTANT', value: '' }, 'text')).toEqual({ constant: true, value: null });
  });

  it('grouping: adjacent rows with the same grouping value are a group; a value that comes back later or an empty one starts afresh', () => {
    const grouping = createRowGrouping(0);
    const ring = ['ring', 'Gold ring'];
    expect(grouping.next(ring)).toBeNull();
    expect(grouping.next(['ring ', ''])).toBe(ring);
    expect(grouping.next(['ring', ''])).toBe(ring);
    const studs = ['studs', 'Pearl studs'];
    expect(grouping.next(studs)).toBeNull();
    expect(grouping.next(['ring', ''])).toBeNull();
    expect(grouping.next(['', ''])).toBeNull();
    expect(grouping.next(['', ''])).toBeNull();
  });

  it('grouping: a row with an empty grouping cell leads the rows that name its product code (a WooCommerce parent and its variations)', () => {
    const grouping = createRowGrouping(1, 0);
    const parent = ['PEND-01', '', 'Pendants'];
    expect(grouping.next(parent)).toBeNull();
    expect(grouping.next(['PEND-01-G', 'PEND-01', ''])).toBe(parent);
    expect(grouping.next(['PEND-01-S', 'PEND-01 ', ''])).toBe(parent);
    // A simple product (no parent) is a group of its own: the next one does not continue it.
    const ring = ['RG-1', '', 'Rings'];
    expect(grouping.next(ring)).toBeNull();
    expect(grouping.next(['RG-2', '', ''])).toBeNull();
    // No code and no grouping value: no group.
    expect(grouping.next(['', '', 'Rings'])).toBeNull();
    expect(grouping.next(['X', '', ''])).toBeNull();
    // Without a code column, an empty grouping cell starts afresh as before.
    const plain = createRowGrouping(1);
    expect(plain.next(['PEND-01', '', 'Pendants'])).toBeNull();
    expect(plain.next(['PEND-01-G', 'PEND-01', ''])).toBeNull();
  });

  it('grouping: a row’s empty cell of an inherited column is the first row’s; its own value, or a column not inherited, stays', () => {
    const first = ['ring', 'Gold ring', 'R-1', 'Ring'];
    const inherited = Uint8Array.from([0, 1, 0, 1]);
    const variant = ['ring', '', '', 'Band'];
    expect([0, 1, 2, 3].map((i) => groupedCell(variant, first, inherited, i))).toEqual(['ring', 'Gold ring', '', 'Band']);
    expect(groupedCell(variant, null, inherited, 1)).toBe('');
    expect(groupedCell(['ring'], first, inherited, 3)).toBe('Ring');
  });
});

