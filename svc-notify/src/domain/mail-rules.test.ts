import { afterFailedAttempt, DELIVERY_RETRY_DEFAULT } from './delivery-retry';
import { renderPasswordResetMail, resetLink } from './password-reset-mail';

const code = 'Abc_def-123456789012345678901234567890123';
const input = { userName: 'Ann <b>', resetPath: `/auth/reset/${code}`, validMinutes: 30 };

describe('password reset mail', () => {
  it('when rendered in English, then subject, text and HTML carry the link, the expiry and the escaped name', () => {
    const mail = renderPasswordResetMail({ ...input, locale: 'en' }, 'https://hub.example.com/');
    expect(mail.link).toBe(`https://hub.example.com/auth/reset/${code}`);
    expect(mail.subject).toBe('Reset your Hub password');
    expect(mail.text).toContain(mail.link);
    expect(mail.text).toContain('Hello Ann <b>,');
    expect(mail.text).toContain('30 minutes');
    expect(mail.html).toContain(`href="${mail.link}"`);
    expect(mail.html).toContain('Ann &lt;b&gt;');
    expect(mail.html).not.toContain('Ann <b>');
    expect(mail.html).toContain('dir="ltr"');
  });

  it.each([
    ['th', /[\u0E00-\u0E7F]/, 'ltr'],
    ['zh', /[\u4E00-\u9FFF]/, 'ltr'],
    ['ar', /[\u0600-\u06FF]/, 'rtl'],
  ] as const)('when rendered in %s, then it is in its script, with the locale prefix in the link and its direction', (locale, script, dir) => {
    const mail = renderPasswordResetMail({ ...input, locale }, 'http://localhost:8080');
    expect(mail.link).toBe(`http://localhost:8080/${locale}/auth/reset/${code}`);
    expect(mail.subject).toMatch(script);
    expect(mail.text).toMatch(script);
    expect(mail.text).toContain(mail.link);
    expect(mail.html).toContain(`dir="${dir}"`);
  });

  it('a link joins the public address and the path with exactly one slash', () => {
    expect(resetLink('http://h:1//', '/auth/reset/x', 'en')).toBe('http://h:1/auth/reset/x');
  });
});

describe('delivery retries', () => {
  const now = new Date('2026-03-01T10:00:00.000Z');
  const policy = { maxAttempts: 4, backoffMs: 1000, maxBackoffMs: 3000 };

  it('when an attempt fails, then the next comes after a backoff that doubles up to its cap', () => {
    const waits = [1, 2, 3].map((n) => {
      const step = afterFailedAttempt(n, policy, now);
      return step.status === 'pending' ? step.nextAttemptAt.getTime() - now.getTime() : -1;
    });
    expect(waits).toEqual([1000, 2000, 3000]);
  });

  it('when the attempts are spent, then the mail is given up', () => {
    expect(afterFailedAttempt(4, policy, now)).toEqual({ status: 'failed' });
  });

  it('when the next attempt would come after the link expires, then the mail is given up', () => {
    expect(afterFailedAttempt(1, policy, now, new Date(now.getTime() + 500))).toEqual({ status: 'failed' });
    expect(afterFailedAttempt(1, policy, now, new Date(now.getTime() + 5000)).status).toBe('pending');
  });

  it('the default policy tries five times, from 10 s up to 5 minutes apart', () => {
    expect(DELIVERY_RETRY_DEFAULT).toEqual({ maxAttempts: 5, backoffMs: 10000, maxBackoffMs: 300000 });
  });
});
