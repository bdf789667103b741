import { hasPermission, matchPageRoute } from '@hub/contracts';

/** What a merchant does before its first stock-take report exists, in order, with the page that does it. */
export const START_COUNTING_STEPS = [
  { key: 'devices', path: '/management/devices' },
  { key: 'stocktakeConfig', path: '/config/stock-take' },
  { key: 'apiKey', path: '/config/integrations' },
  { key: 'reportConfig', path: '/config/report' },
] as const;

export type StartCountingStepKey = (typeof START_COUNTING_STEPS)[number]['key'];

export interface StartCountingStep {
  key: StartCountingStepKey;
  path: string;
  /** The page is built and the user may open it: the step links to it; else the step says to ask an administrator. */
  open: boolean;
}

/** The steps for a user holding `permissions`. */
export function startCountingSteps(permissions: readonly string[] | null | undefined): StartCountingStep[] {
  return START_COUNTING_STEPS.map(({ key, path }) => {
    const page = matchPageRoute(path);
    const open = !!page?.built && (!page.permission || hasPermission(permissions, page.permission));
    return { key, path, open };
  });
}
