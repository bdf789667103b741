import { ACCESS_TOKEN_MAX_AGE_SECONDS, REFRESH_TOKEN_MAX_AGE_SECONDS, type SessionUser, type TokenAnswer } from '@hub/contracts';

/** The token answer of sign-in and refresh (lifetimes of spec section 4). */
export function tokenAnswer(accessToken: string, refreshToken: string, user: SessionUser): TokenAnswer {
  return {
    accessToken,
    refreshToken,
    accessTokenExpiresIn: ACCESS_TOKEN_MAX_AGE_SECONDS,
    refreshTokenExpiresIn: REFRESH_TOKEN_MAX_AGE_SECONDS,
    user,
  };
}
