import { findUnsafeText, isUnsafeText } from './text-safety';

describe('unsafe text in requests (issue 9: U+0000 and lone surrogates are 400 IP100)', () => {
  it('when a string holds U+0000, then it is unsafe', () => {
    expect(isUnsafeText('a\u0000b')).toBe(true);
  });

  it('when a string holds a lone high or low surrogate, then it is unsafe', () => {
    expect(isUnsafeText('a\uD800')).toBe(true);
    expect(isUnsafeText('\uDC00b')).toBe(true);
    expect(isUnsafeText('\uDC00\uD800')).toBe(true);
  });

  it('when a string holds Thai, Arabic, Chinese or a paired surrogate (emoji), then it is safe', () => {
    expect(isUnsafeText('ร้านทอง متجر 金店 💍')).toBe(false);
  });

  it('when a nested value holds unsafe text, then its path is given', () => {
    expect(findUnsafeText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] }, 'body')).toBe('body.a.1.c');
    expect(findUnsafeText({ ['k\uD800']: 1 }, 'body')).toBe('body.k?');
    expect(findUnsafeText({ a: 1, b: [true, null, 'fine'] }, 'body')).toBeNull();
  });

  it('when a value nests deeper than any client sends, then it is refused at the cut-off', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i += 1) deep = [deep];
    expect(findUnsafeText(deep, 'body')).not.toBeNull();
  });
});
