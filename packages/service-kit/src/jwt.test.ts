import { ACCESS_TOKEN_MAX_AGE_SECONDS } from '@hub/contracts';
import jwt from 'jsonwebtoken';
import { testClaims } from './testing/tokens';
import { createAccessTokens, decodeTokenTimes, InvalidTokenError } from './jwt';

const SECRET = 'unit-test-secret-0123456789abcdef';

describe('access tokens', () => {
  it('when a token is issued, then it expires 518400 s after it was issued', () => {
    const token = createAccessTokens(SECRET).sign(testClaims('ADMIN', 'DEMO'));
    const { iat, exp } = decodeTokenTimes(token);
    expect(exp - iat).toBe(ACCESS_TOKEN_MAX_AGE_SECONDS);
    expect(ACCESS_TOKEN_MAX_AGE_SECONDS).toBe(518400);
  });

  it('when a token is verified, then the claims come back', () => {
    const tokens = createAccessTokens(SECRET);
    const claims = testClaims('STORE_USER', 'DEMO', { stores: ['BKK-SIAM'] });
    expect(tokens.verify(tokens.sign(claims))).toEqual(claims);
  });

  it('when the token was signed with another secret, then it is refused', () => {
    const token = createAccessTokens('another-secret-0123456789abcdef').sign(testClaims('ADMIN', 'DEMO'));
    expect(() => createAccessTokens(SECRET).verify(token)).toThrow(InvalidTokenError);
  });

  it('when the token has expired, then it is refused', () => {
    const { sub, ...rest } = testClaims('ADMIN', 'DEMO');
    const token = jwt.sign({ ...rest, exp: Math.floor(Date.now() / 1000) - 10 }, SECRET, { subject: sub, issuer: 'hub' });
    expect(() => createAccessTokens(SECRET).verify(token)).toThrow(InvalidTokenError);
  });

  it('when the token uses alg none, then it is refused', () => {
    const { sub, ...rest } = testClaims('ADMIN', 'DEMO');
    const token = jwt.sign(rest, '', { algorithm: 'none', subject: sub, issuer: 'hub' });
    expect(() => createAccessTokens(SECRET).verify(token)).toThrow(InvalidTokenError);
  });

  it('when the secret is too short, then creating the signer fails', () => {
    expect(() => createAccessTokens('short')).toThrow();
  });
});
