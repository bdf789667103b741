import { EARLY_CALLS_GLOBAL } from '@hub/contracts';

/**
 * Issue 30: the answers read ahead for a page (the entry script's early calls, the session bootstrap's
 * parts) serve every reader that asks while they are fresh, not only the first, so the shell and the
 * page do not ask the same thing twice before the page shows. Anything that may have changed what they
 * hold ends that at once for all of them: a change sent through apiClient (any call but a GET), a live
 * event, a change of session. Each read-ahead notes the generation it was made in and answers nobody
 * once it has moved on.
 */
let generation = 0;

/** The present generation of the read-ahead answers. */
export function earlyAnswersGeneration(): number {
  return generation;
}

/** Every read-ahead answer made so far answers no one any more; the entry script's calls are let go. */
export function invalidateEarlyAnswers(): void {
  generation += 1;
  delete (globalThis as Record<string, unknown>)[EARLY_CALLS_GLOBAL];
}
