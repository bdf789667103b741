import { hasNulCharacter, isMalformedMultipart } from './multipart-input';

describe('multipart input the client got wrong', () => {
  it('refuses a file name with U+0000 and takes other names whole', () => {
    expect(hasNulCharacter('R\u0000.jpg')).toBe(true);
    expect(hasNulCharacter('แหวน ทอง.jpg')).toBe(false);
    expect(hasNulCharacter('a\tb.csv')).toBe(false);
  });

  it('knows busboy’s parse errors from storage and request failures', () => {
    expect(isMalformedMultipart(new Error('Malformed part header'))).toBe(true);
    expect(isMalformedMultipart(new Error('Malformed content type'))).toBe(true);
    expect(isMalformedMultipart(new Error('Multipart: Boundary not found'))).toBe(true);
    expect(isMalformedMultipart(new Error('Request aborted'))).toBe(false);
    expect(isMalformedMultipart(new Error('Unexpected end of form'))).toBe(false);
    expect(isMalformedMultipart(Object.assign(new Error('Malformed x'), { code: 'ENOSPC' }))).toBe(false);
    expect(isMalformedMultipart('Malformed part header')).toBe(false);
  });
});
