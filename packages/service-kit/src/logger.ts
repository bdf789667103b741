import pino from 'pino';

export type Logger = pino.Logger;

/** Paths pino blanks out wherever they appear in a log line. */
export const REDACTED_PATHS = [
  'authorization',
  'headers.authorization',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.cookie',
  'password',
  '*.password',
  'pin',
  '*.pin',
  'token',
  '*.token',
  'accessToken',
  '*.accessToken',
  'refreshToken',
  '*.refreshToken',
  'jwtSecret',
  '*.jwtSecret',
  'secret',
  '*.secret',
  'body.password',
  'body.refreshToken',
];

export interface LoggerOptions {
  name: string;
  level?: string;
  /** Where lines go; defaults to stdout. Tests pass a stream to read what was logged. */
  destination?: pino.DestinationStream;
}

export function createLogger(options: LoggerOptions): Logger {
  const level = options.level ?? process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info');
  const config: pino.LoggerOptions = { name: options.name, level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  return options.destination ? pino(config, options.destination) : pino(config);
}

/** A logger that writes nothing. */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
