import { parseBoolean, parseDate, parseNumber, typedValue } from './values';

describe('a cell as the type of its product field (spec section 3, data mapping: field types)', () => {
  it('When a number is written plainly, signed, with a fraction or with thousands separators, then it is that number', () => {
    expect(parseNumber('1234')).toEqual({ ok: true, value: 1234 });
    expect(parseNumber(' -1.5 ')).toEqual({ ok: true, value: -1.5 });
    expect(parseNumber('1,234.50')).toEqual({ ok: true, value: 1234.5 });
    expect(parseNumber('.25')).toEqual({ ok: true, value: 0.25 });
  });
  it('When a number cell holds words, two points, a misplaced separator or a formula, then it is not a number', () => {
    for (const text of ['12g', '1.2.3', '12,34', '=SUM(A1:A2)', 'NaN', 'Infinity', '1e999']) expect(parseNumber(text).ok).toBe(false);
  });
  it('When a date is ISO, with or without a time, then its calendar date is kept; an impossible date is refused', () => {
    expect(parseDate('2026-02-28')).toEqual({ ok: true, value: '2026-02-28' });
    expect(parseDate('2026-02-28T10:30:00Z')).toEqual({ ok: true, value: '2026-02-28' });
    expect(parseDate('2026-02-30').ok).toBe(false);
    expect(parseDate('28/02/2026').ok).toBe(false);
  });
  it('When yes/no is written as true/false, yes/no, y/n or 1/0 in any case, then it is read; anything else is refused', () => {
    expect(parseBoolean('TRUE')).toEqual({ ok: true, value: true });
    expect(parseBoolean('no')).toEqual({ ok: true, value: false });
    expect(parseBoolean('0')).toEqual({ ok: true, value: false });
    expect(parseBoolean('maybe').ok).toBe(false);
  });
  it('When the field is text, then the cell is kept as written (trimmed), formula-like text included', () => {
    expect(typedValue(' =HYPERLINK("x") ', 'text')).toEqual({ ok: true, value: '=HYPERLINK("x")' });
  });
});
