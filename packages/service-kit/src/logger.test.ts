import { Writable } from 'node:stream';
import { createLogger } from './logger';

describe('logger', () => {
  it('when a line holds an authorization header, a password or tokens, then they are redacted', () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const logger = createLogger({ name: 't', level: 'info', destination });
    logger.info({ headers: { authorization: 'Bearer abc.def' }, body: { password: 'Demo@1234', refreshToken: 'rt-1' }, accessToken: 'at-1' }, 'x');
    const text = lines.join('');
    expect(text).not.toContain('abc.def');
    expect(text).not.toContain('Demo@1234');
    expect(text).not.toContain('rt-1');
    expect(text).not.toContain('at-1');
    expect(text).toContain('[redacted]');
  });
});
