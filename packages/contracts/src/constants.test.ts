import {
  ACCESS_TOKEN_MAX_AGE_SECONDS,
  PAGE_TITLE_TEMPLATE,
  PASSWORD_MIN_LENGTH,
  PIN_LENGTH,
  REFRESH_TOKEN_MAX_AGE_SECONDS,
  pageTitle,
} from './constants';

describe('constants', () => {
  it('access token lives 518400 s (6 days)', () => {
    expect(ACCESS_TOKEN_MAX_AGE_SECONDS).toBe(518400);
    expect(ACCESS_TOKEN_MAX_AGE_SECONDS).toBe(6 * 24 * 60 * 60);
  });

  it('refresh token lives 1296000 s (15 days)', () => {
    expect(REFRESH_TOKEN_MAX_AGE_SECONDS).toBe(1296000);
    expect(REFRESH_TOKEN_MAX_AGE_SECONDS).toBe(15 * 24 * 60 * 60);
  });

  it('the refresh token outlives the access token', () => {
    expect(REFRESH_TOKEN_MAX_AGE_SECONDS).toBeGreaterThan(ACCESS_TOKEN_MAX_AGE_SECONDS);
  });

  it('password and PIN lengths', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(PIN_LENGTH).toBe(6);
  });

  it('pageTitle fills the title template', () => {
    expect(PAGE_TITLE_TEMPLATE).toBe('%s - Hub');
    expect(pageTitle('Products')).toBe('Products - Hub');
  });
});
