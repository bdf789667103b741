import { createSecretBox, secretKeyFrom, SecretBoxError } from './secret-box';

describe('secret box (secrets stored encrypted, never in clear)', () => {
  const box = createSecretBox(secretKeyFrom({ jwtSecret: 'a-jwt-secret-of-enough-length-for-tests' }));

  it('When a secret is sealed, then it opens to the same text and the sealed form holds none of it', () => {
    const sealed = box.seal('pässwörd-ร้าน');
    expect(sealed).not.toContain('pässwörd');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(box.open(sealed)).toBe('pässwörd-ร้าน');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('When a sealed secret was altered or another key opens it, then it is refused', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    const altered = [...parts.slice(0, 3), Buffer.from('other!').toString('base64url')].join('.');
    expect(() => box.open(altered)).toThrow(SecretBoxError);
    const other = createSecretBox(secretKeyFrom({ jwtSecret: 'another-jwt-secret-of-enough-length' }));
    expect(() => other.open(sealed)).toThrow(SecretBoxError);
    expect(() => box.open('plain text')).toThrow(SecretBoxError);
  });

  it('When HUB_SECRETS_KEY is set, then it is the key, and it must be 32 bytes', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(secretKeyFrom({ secretsKey: key, jwtSecret: 'x' })).toEqual(Buffer.alloc(32, 7));
    expect(() => secretKeyFrom({ secretsKey: 'c2hvcnQ=', jwtSecret: 'x' })).toThrow(SecretBoxError);
  });
});
