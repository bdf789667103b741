import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './account';
import { LICENCE_TYPES } from './devices';
import { TEXT_MAX } from './limits';

/**
 * Merchant registration with a serial key (issue 15 item 5; spec section 8, UR100–UR109). A serial
 * key is a licence the provider (SADMIN) issues: licence type, hardware type, quantity, start and
 * end dates. Registering with it creates the merchant, which gets that licence.
 *
 * UR106–UR108 are the variants of a key that exists but cannot register a merchant today:
 * - UR106: the key has expired (its licence's end date has passed);
 * - UR107: the provider revoked the key;
 * - UR108: the key is not valid yet (its licence starts on a later day).
 * UR104 is a key nobody issued (or mistyped), UR105 a key a merchant already registered with.
 */

const day = z.string().max(10).regex(/^\d{4}-\d{2}-\d{2}$/);

/** `HUB-XXXXX-XXXXX-XXXXX-XXXXX`: 20 symbols of Crockford's base 32 (no I, L, O, U), 100 random bits. */
export const SERIAL_KEY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const SERIAL_KEY_PATTERN = /^HUB(-[0-9A-HJKMNP-TV-Z]{5}){4}$/;

/** A key as a person may type it: case, spaces and dashes free; I and L read as 1, O as 0 (Crockford). */
export function normalizeSerialKey(input: string): string {
  const raw = input.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (!raw.startsWith('HUB') || raw.length !== 23) return input.trim().toUpperCase();
  const body = raw.slice(3).replace(/[IL]/g, '1').replace(/O/g, '0');
  return `HUB-${body.match(/.{5}/g)!.join('-')}`;
}

export const SERIAL_KEY_STATES = ['AVAILABLE', 'REGISTERED', 'REVOKED', 'EXPIRED', 'NOT_YET_VALID'] as const;
export type SerialKeyState = (typeof SERIAL_KEY_STATES)[number];

const serialKeyTermsSchema = z.object({
  startDate: z.string().max(TEXT_MAX),
  endDate: z.string().max(TEXT_MAX).nullable(),
  merchantId: z.string().max(TEXT_MAX).nullable(),
  revokedAt: z.string().max(TEXT_MAX).nullable(),
});
export type SerialKeyTerms = z.infer<typeof serialKeyTermsSchema>;

/** A key's state on `today` (YYYY-MM-DD): registered and revoked first, then its dates. */
export function serialKeyState(key: SerialKeyTerms, today: string): SerialKeyState {
  if (key.merchantId !== null) return 'REGISTERED';
  if (key.revokedAt !== null) return 'REVOKED';
  if (key.endDate !== null && key.endDate < today) return 'EXPIRED';
  if (key.startDate > today) return 'NOT_YET_VALID';
  return 'AVAILABLE';
}

/** A serial key as the provider lists it. */
export const serialKeySchema = serialKeyTermsSchema.extend({
  id: z.string().max(TEXT_MAX),
  /** The key; masked (first and last 4 characters kept) for a caller who may not issue keys (SUPPORT). */
  key: z.string().max(TEXT_MAX),
  type: z.enum(LICENCE_TYPES),
  hardwareType: z.string().max(TEXT_MAX),
  quantity: z.number().int(),
  note: z.string().max(TEXT_MAX).nullable(),
  state: z.enum(SERIAL_KEY_STATES),
  /** When the merchant registered with it. */
  registeredAt: z.string().max(TEXT_MAX).nullable(),
  createdAt: z.string().max(TEXT_MAX),
});
export type SerialKey = z.infer<typeof serialKeySchema>;

/** GET /merchant/serial-keys: every key, today's date (the provider's) and the states a key can be in. */
export const serialKeyListSchema = z.object({
  keys: z.array(serialKeySchema),
  today: z.string().max(TEXT_MAX),
  states: z.array(z.enum(SERIAL_KEY_STATES)).readonly(),
});

/** SADMIN issues a key (LIC100 when it ends before it starts). */
export const serialKeyCreateSchema = z
  .object({
    type: z.enum(LICENCE_TYPES),
    hardwareType: z.string().trim().min(1).max(40).default('TABLET'),
    quantity: z.number().int().min(1).max(10_000),
    startDate: day,
    endDate: day.nullable().default(null),
    note: z.string().trim().max(500).nullable().default(null),
  })
  .strict();
export type SerialKeyCreate = z.input<typeof serialKeyCreateSchema>;

export const serialKeyParamsSchema = z.object({ id: z.string().uuid() });

/**
 * The registration form. Loose on purpose: the handler judges each value so every refusal carries
 * its code (UR103 no key, UR109 e-mail, IP100 with the password rules...), not a generic IP100.
 */
export const merchantRegistrationSchema = z
  .object({
    merchantName: z.string().max(200).default(''),
    userName: z.string().max(200).default(''),
    email: z.string().max(320).default(''),
    password: z.string().max(PASSWORD_MAX_LENGTH * 4).default(''),
    serialKey: z.string().max(200).default(''),
    /** The registering browser's time zone: the MASTER store's (spec section 3: tz defaults to the browser's). */
    tz: z.string().max(64).nullable().default(null),
  })
  .strict();
export type MerchantRegistration = z.input<typeof merchantRegistrationSchema>;

/** `hub.auth.merchant-registered.v1`: a merchant registered with a serial key; its licence for the other services. */
export const merchantRegisteredDataSchema = z.object({
  name: z.string().max(TEXT_MAX),
  licence: z.object({
    id: z.string().uuid(),
    type: z.enum(LICENCE_TYPES),
    hardwareType: z.string().max(40),
    quantity: z.number().int().positive(),
    startDate: day,
    endDate: day.nullable(),
  }),
});
export type MerchantRegisteredData = z.infer<typeof merchantRegisteredDataSchema>;
