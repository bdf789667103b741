import { DEFAULT_GLOBAL_CONFIG, RECOMMENDED_VERIFY_IMAGE_CONCURRENCY } from '@hub/contracts';
import { BOOLEAN_FIELDS, TEXT_FIELDS, changedFields, isDirty, toDraft, validateDraft } from './globalConfigForm';

describe('global config form (spec sections 3 and 9)', () => {
  const stored = { ...DEFAULT_GLOBAL_CONFIG, imageBaseUrl: 'https://cdn.demo.hub/img' };

  it('covers every field of the global config exactly once', () => {
    expect([...BOOLEAN_FIELDS, ...TEXT_FIELDS].sort()).toEqual(Object.keys(DEFAULT_GLOBAL_CONFIG).sort());
  });

  it('When nothing changed, then the form is not dirty (Save stays disabled)', () => {
    expect(isDirty(stored, toDraft(stored))).toBe(false);
    expect(changedFields(stored, toDraft(stored))).toEqual({});
  });

  it('When text only gains spaces or the number is the same, then it is still not dirty', () => {
    const draft = { ...toDraft(stored), imageBaseUrl: ' https://cdn.demo.hub/img ', verifyImageConcurrency: '0', catalogCatField: '  ' };
    expect(isDirty(stored, draft)).toBe(false);
  });

  it('When fields change, then only those fields are sent, typed as the API expects', () => {
    const draft = {
      ...toDraft(stored),
      allowPrinting: false,
      verifyImageConcurrency: String(RECOMMENDED_VERIFY_IMAGE_CONCURRENCY),
      imageBaseUrl: '',
      imageExtensions: 'PNG',
    };
    expect(changedFields(stored, draft)).toEqual({
      allowPrinting: false,
      verifyImageConcurrency: 10,
      imageBaseUrl: null,
      imageExtensions: 'png',
    });
  });

  it('When a switch is turned back, then the form is clean again', () => {
    const draft = { ...toDraft(stored), allowPrinting: false };
    expect(isDirty(stored, draft)).toBe(true);
    expect(isDirty(stored, { ...draft, allowPrinting: true })).toBe(false);
  });

  it('validates the number, the URL and the extension with the contract rules', () => {
    const draft = toDraft(stored);
    expect(validateDraft(draft)).toEqual({});
    expect(validateDraft({ ...draft, verifyImageConcurrency: '' }).verifyImageConcurrency).toBe('required');
    expect(validateDraft({ ...draft, verifyImageConcurrency: '2.5' }).verifyImageConcurrency).toBe('invalidNumber');
    expect(validateDraft({ ...draft, verifyImageConcurrency: '-1' }).verifyImageConcurrency).toBe('invalidNumber');
    expect(validateDraft({ ...draft, verifyImageConcurrency: '101' }).verifyImageConcurrency).toBe('invalidNumber');
    expect(validateDraft({ ...draft, imageBaseUrl: 'not a url' }).imageBaseUrl).toBe('invalidUrl');
    expect(validateDraft({ ...draft, imageBaseUrl: '' }).imageBaseUrl).toBeUndefined();
    expect(validateDraft({ ...draft, imageExtensions: 'j.pg' }).imageExtensions).toBe('invalidExtension');
    expect(validateDraft({ ...draft, imageExtensions: ' ' }).imageExtensions).toBe('required');
    expect(validateDraft({ ...draft, catalogCatField: 'x'.repeat(129) }).catalogCatField).toBe('tooLong');
  });
});
