import { collectRows, encodedValue, multipleCellColumns, sliceValue, splitCell } from './mapping-methods';

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
