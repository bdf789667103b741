import { csvCell, csvLine } from './csv';

describe('CSV export cells (formula injection, RFC 4180 quoting)', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3+cmd|" /C calc"!A0', `"'-2+3+cmd|"" /C calc""!A0"`],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tTAB', "'\tTAB"],
    ['-5', "'-5"],
  ])('when text starts with a formula character (%s), then it gets a leading quote', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('when a cell holds a comma, quote or line break, then it is quoted with quotes doubled', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain ทอง 金 ذهب')).toBe('plain ทอง 金 ذهب');
  });

  it('when a cell is a number, list, empty or boolean, then it is written as such (numbers are never formulas)', () => {
    expect(csvCell(-2.5)).toBe('-2.5');
    expect(csvCell(['Ruby', 'Diamond'])).toBe('"Ruby, Diamond"');
    expect(csvCell(['=1+1'])).toBe("'=1+1");
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvLine(['a', 1, null, '=x'])).toBe("a,1,,'=x\r\n");
  });
});
