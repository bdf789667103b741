import { TEXT_MAX, TOKEN_MAX } from './limits';
import { z } from 'zod';

export const signinBodySchema = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1024),
});
export type SigninBody = z.infer<typeof signinBodySchema>;

export const refreshBodySchema = z.object({
  refreshToken: z.string().min(1).max(4096),
});
export type RefreshBody = z.infer<typeof refreshBodySchema>;

export const changeAccountBodySchema = z.object({
  merchantID: z.string().min(1).max(64),
  profile: z.string().min(1).max(64),
  sid: z.string().min(1).max(64),
});
export type ChangeAccountBody = z.infer<typeof changeAccountBodySchema>;

export const storeSummarySchema = z.object({ code: z.string().max(TEXT_MAX), name: z.string().max(TEXT_MAX) });
export type StoreSummary = z.infer<typeof storeSummarySchema>;

export const merchantProfileSchema = z.object({ name: z.string().max(TEXT_MAX), stores: z.array(storeSummarySchema) });
export type MerchantProfile = z.infer<typeof merchantProfileSchema>;

/** Spec section 3, "Merchant": id and a profile list. */
export const merchantSchema = z.object({ id: z.string().max(TEXT_MAX), name: z.string().max(TEXT_MAX).optional(), profile: z.array(merchantProfileSchema) });
export type Merchant = z.infer<typeof merchantSchema>;

/** Spec section 3, "Session user". */
export const sessionUserSchema = z.object({
  userName: z.string().max(TEXT_MAX),
  email: z.string().max(TEXT_MAX),
  image: z.string().max(TEXT_MAX).nullable(),
  roleName: z.string().max(TEXT_MAX),
  roles: z.array(z.string().max(TEXT_MAX)),
  merchantID: z.string().max(TEXT_MAX),
  profile: z.string().max(TEXT_MAX),
  sid: z.string().max(TEXT_MAX),
  merchants: z.array(z.string().max(TEXT_MAX)),
  /**
   * Issue 29 item 3: signed in with a temporary password an administrator set; the user chooses a
   * new one before anything else (every other call answers 403 UAC126). Absent: false.
   */
  passwordChangeRequired: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const tokenAnswerSchema = z.object({
  accessToken: z.string().max(TOKEN_MAX),
  refreshToken: z.string().max(TOKEN_MAX),
  accessTokenExpiresIn: z.number(),
  refreshTokenExpiresIn: z.number(),
  user: sessionUserSchema,
});
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

/** Claims carried by an access token; every service reads them to scope queries. */
export const accessClaimsSchema = z.object({
  sub: z.string().max(TEXT_MAX),
  sessionId: z.string().max(TEXT_MAX),
  merchantID: z.string().max(TEXT_MAX),
  profile: z.string().max(TEXT_MAX),
  sid: z.string().max(TEXT_MAX),
  roleName: z.string().max(TEXT_MAX),
  roles: z.array(z.string().max(TEXT_MAX)),
  stores: z.array(z.string().max(TEXT_MAX)),
  /** Issue 29 item 3: the session may only change the password (and read the profile, sign out) until it does. */
  passwordChangeRequired: z.literal(true).optional(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;
