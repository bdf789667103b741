import { rfidConfigBody, rfidDraftIssues, sampleEpc, toRfidDraft, withEncoding } from './rfidConfigForm';

const answer = { multipleTags: false, encoding: 'HEX' as const, length: 24, configured: true, updatedAt: '2026-11-20T08:00:00.000Z' };

describe('the RFID config form (issue 14 item 1)', () => {
  it('When nothing changed on a saved config, then there is nothing to save; the defaults not saved yet can be saved as they are', () => {
    expect(rfidConfigBody(answer, toRfidDraft(answer))).toBeNull();
    expect(rfidConfigBody({ ...answer, configured: false, updatedAt: null }, toRfidDraft(answer))).toEqual({ multipleTags: false, encoding: 'HEX', length: 24 });
    expect(rfidConfigBody(answer, { ...toRfidDraft(answer), multipleTags: true })).toEqual({ multipleTags: true, encoding: 'HEX', length: 24 });
  });

  it('When the encoding changes, then a length the new encoding refuses becomes its default (24 hex digits, 12 ASCII characters)', () => {
    expect(withEncoding({ multipleTags: false, encoding: 'HEX', length: 24 }, 'ASCII')).toEqual({ multipleTags: false, encoding: 'ASCII', length: 24 });
    expect(withEncoding({ multipleTags: false, encoding: 'HEX', length: 64 }, 'ASCII').length).toBe(12);
    expect(withEncoding({ multipleTags: false, encoding: 'ASCII', length: 7 }, 'HEX').length).toBe(24);
  });

  it('When the length is out of the encoding\'s range, then the draft names it', () => {
    expect(rfidDraftIssues({ multipleTags: false, encoding: 'HEX', length: 26 })).toEqual({ length: 'range' });
    expect(rfidDraftIssues({ multipleTags: false, encoding: 'ASCII', length: 33 })).toEqual({ length: 'range' });
    expect(rfidDraftIssues({ multipleTags: false, encoding: 'ASCII', length: 32 })).toEqual({});
  });

  it('When a sample EPC is shown, then it has the configured form', () => {
    expect(sampleEpc({ encoding: 'HEX', length: 24 })).toBe('E28011700000020A1B2C3D4E');
    expect(sampleEpc({ encoding: 'ASCII', length: 8 })).toBe('RG000123');
  });
});
