import { SETUP_WIZARD_STEPS, matchPageRoute, mayOpenPage, setupIcon, type ModuleStatus, type SetupModule, type SetupWizardStep } from '@hub/contracts';

/**
 * The setup wizard (issue 15 item 5): the steps of @hub/contracts (the dashboard counts them too), each
 * with its status from GET /merchant/setup and the page where it is set up. Pure: the page renders what
 * these answer.
 */

/** Where a step's link leads: its page, or why there is none (not built yet, or not the user's to open). */
export type StepLink = { kind: 'open'; path: string } | { kind: 'notBuilt' } | { kind: 'denied' };

export function stepLink(step: SetupWizardStep, roles: readonly string[] | undefined): StepLink {
  const route = matchPageRoute(step.path);
  if (!route || !route.built) return { kind: 'notBuilt' };
  return mayOpenPage(route, roles) ? { kind: 'open', path: step.path } : { kind: 'denied' };
}

export interface SetupWizardStepView extends SetupWizardStep {
  status: ModuleStatus | undefined;
  /** CREATED or UPDATED (the quick-settings "done" of spec section 2). */
  done: boolean;
  link: StepLink;
}

export function setupWizardSteps(modules: readonly SetupModule[], roles: readonly string[] | undefined): SetupWizardStepView[] {
  return SETUP_WIZARD_STEPS.map((step) => {
    const status = modules.find((m) => m.name === step.module)?.status;
    return { ...step, status, done: setupIcon(status) === 'done', link: stepLink(step, roles) };
  });
}

/** Spec section 3, client state "setupProgress: done and per": steps done, and their share in whole percent. */
export function setupWizardProgress(steps: readonly { done: boolean }[]): { done: number; per: number } {
  const done = steps.filter((s) => s.done).length;
  return { done, per: steps.length === 0 ? 0 : Math.floor((done * 100) / steps.length) };
}

/**
 * While setup is not done users are sent to /setup (spec section 4), except to the pages the
 * wizard's steps link to: the wizard sends them there to set each module up.
 */
export function openDuringSetup(pattern: string): boolean {
  return SETUP_WIZARD_STEPS.some((s) => s.path === pattern);
}

/** The step the wizard opens on: the one remembered for this tab, else the first not done. */
export function initialStepIndex(steps: readonly { done: boolean }[], remembered: number | null): number {
  if (remembered !== null && remembered >= 0 && remembered < steps.length) return remembered;
  const firstOpen = steps.findIndex((s) => !s.done);
  return firstOpen === -1 ? steps.length - 1 : firstOpen;
}
