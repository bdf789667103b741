const STACK_LINE = /\n\s*at \S/;
const ERROR_TRACE = /\b\w*Error: /;

/** Throws when an answer body carries something that looks like a stack trace. */
export function expectNoStackTrace(body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body ?? null);
  if (STACK_LINE.test(text) || /\bat [\w.<>]+ \(/.test(text) || ERROR_TRACE.test(text)) {
    throw new Error(`answer carries a stack trace: ${text.slice(0, 300)}`);
  }
}
