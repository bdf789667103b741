import type { AccessTokenSigner, Db, Logger, ServiceEventing } from '@hub/service-kit';
import type { PinResetSettings } from './domain/account-verification';
import type { ResetRequestLimits } from './domain/password-reset';
import type { SigninProtection } from './domain/signin-protection';
import type { PeerReader } from './peers';

/** What the routes of svc-auth share. */
export interface AuthContext {
  db: Db;
  /** Outbox (store and audit events) and the audit-entry consumer. */
  eventing: ServiceEventing;
  tokens: AccessTokenSigner;
  logger?: Logger;
  now: () => Date;
  /** Sign-in limits per address and e-mail, per address, and the per-account backoff. */
  signinProtection: SigninProtection;
  /** Password reset: how long a link works, and the request limits (per e-mail, per address, window). */
  passwordReset: { ttlMs: number; limits: ResetRequestLimits };
  /** Issue 29 item 2: how long an e-mail verification link works. */
  emailVerification: { ttlMs: number };
  /** Issue 29 item 1: the PIN reset OTP's lifetime, request limit and wrong tries. */
  pinReset: PinResetSettings;
  /** Reads another service's GET endpoint as the caller (the session's start, issue 30 item 1). */
  peers: PeerReader;
}
