import {
  SERIAL_KEY_ALPHABET,
  isValidUserEmail,
  newPasswordViolations,
  serialKeyState,
  type MessageCode,
  type SerialKeyTerms,
} from '@hub/contracts';

/**
 * Merchant registration with a serial key (issue 15 item 5): the rules of the form and of the key,
 * pure. The route applies them in this order, so each refusal carries one code of spec section 8.
 */

export interface Refusal {
  code: MessageCode;
  httpStatus: number;
  details?: unknown;
}

export interface RegistrationForm {
  merchantName: string;
  userName: string;
  email: string;
  password: string;
  serialKey: string;
}

/**
 * The form alone: no key UR103 (first: nothing else matters without one), a missing name IP100
 * ("All inputs are required!"), a malformed e-mail UR109, the password rules of spec section 5 IP100
 * with each failed rule.
 */
export function registrationFormRefusal(form: RegistrationForm): Refusal | undefined {
  if (form.serialKey.trim() === '') return { code: 'UR103', httpStatus: 400 };
  const missing = (['merchantName', 'userName', 'email', 'password'] as const).filter((f) => form[f].trim() === '');
  if (missing.length > 0) return { code: 'IP100', httpStatus: 400, details: missing.map((f) => ({ path: `body.${f}`, message: 'required' })) };
  if (!isValidUserEmail(form.email)) return { code: 'UR109', httpStatus: 400, details: [{ path: 'body.email', message: 'UR109' }] };
  const violations = newPasswordViolations(form.password);
  if (violations.length > 0) return { code: 'IP100', httpStatus: 400, details: violations };
  return undefined;
}

/**
 * The key: unknown UR104 (404), registered already UR105 (409), and the variants of a key that
 * cannot register today: expired UR106, revoked UR107, not valid yet UR108 (all 400).
 */
export function serialKeyRefusal(key: SerialKeyTerms | undefined, today: string): Refusal | undefined {
  if (!key) return { code: 'UR104', httpStatus: 404 };
  switch (serialKeyState(key, today)) {
    case 'REGISTERED':
      return { code: 'UR105', httpStatus: 409 };
    case 'REVOKED':
      return { code: 'UR107', httpStatus: 400 };
    case 'EXPIRED':
      return { code: 'UR106', httpStatus: 400 };
    case 'NOT_YET_VALID':
      return { code: 'UR108', httpStatus: 400 };
    case 'AVAILABLE':
      return undefined;
  }
}

/** A new key from 13 random bytes: `HUB-` and 20 symbols of Crockford's base 32 in groups of five. */
export function serialKeyFromBytes(bytes: Uint8Array): string {
  if (bytes.length < 13) throw new Error('a serial key needs 13 random bytes');
  let bits = 0n;
  for (const b of bytes.subarray(0, 13)) bits = (bits << 8n) | BigInt(b);
  let symbols = '';
  for (let i = 0; i < 20; i += 1) symbols += SERIAL_KEY_ALPHABET[Number((bits >> BigInt(5 * i)) & 31n)];
  return `HUB-${symbols.match(/.{5}/g)!.join('-')}`;
}

const MERCHANT_ID_MAX = 16;

/**
 * Merchant ids to try for a new merchant, in order: its name in capitals and digits (DEMO, ACME...),
 * then the same with 2, 3... A name without a Latin letter or digit (ร้านทอง, 金店) becomes MERCHANT.
 */
export function merchantIdCandidates(name: string, count = 50): string[] {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '');
  const base = (ascii || 'MERCHANT').slice(0, MERCHANT_ID_MAX);
  const out = [base];
  for (let n = 2; out.length < count; n += 1) out.push(`${base.slice(0, MERCHANT_ID_MAX - String(n).length)}${n}`);
  return out;
}
