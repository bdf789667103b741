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

export const storeSummarySchema = z.object({ code: z.string(), name: z.string() });
export type StoreSummary = z.infer<typeof storeSummarySchema>;

export const merchantProfileSchema = z.object({ name: z.string(), stores: z.array(storeSummarySchema) });
export type MerchantProfile = z.infer<typeof merchantProfileSchema>;

/** Spec section 3, "Merchant": id and a profile list. */
export const merchantSchema = z.object({ id: z.string(), name: z.string().optional(), profile: z.array(merchantProfileSchema) });
export type Merchant = z.infer<typeof merchantSchema>;

/** Spec section 3, "Session user". */
export const sessionUserSchema = z.object({
  userName: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  roleName: z.string(),
  roles: z.array(z.string()),
  merchantID: z.string(),
  profile: z.string(),
  sid: z.string(),
  merchants: z.array(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const tokenAnswerSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  accessTokenExpiresIn: z.number(),
  refreshTokenExpiresIn: z.number(),
  user: sessionUserSchema,
});
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

/** Claims carried by an access token; every service reads them to scope queries. */
export const accessClaimsSchema = z.object({
  sub: z.string(),
  sessionId: z.string(),
  merchantID: z.string(),
  profile: z.string(),
  sid: z.string(),
  roleName: z.string(),
  roles: z.array(z.string()),
  stores: z.array(z.string()),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;
