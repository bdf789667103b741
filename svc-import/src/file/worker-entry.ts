import { join } from 'node:path';

/**
 * A worker thread's entry file beside the code that starts it: the compiled .js, or, when the service
 * runs from its TypeScript sources (the tests), the .ts through @swc-node/register.
 */
export function workerEntry(dir: string, name: string): { file: string; execArgv: string[] } {
  if (!__filename.endsWith('.ts')) return { file: join(dir, `${name}.js`), execArgv: [] };
  return { file: join(dir, `${name}.ts`), execArgv: ['--require', require.resolve('@swc-node/register')] };
}
