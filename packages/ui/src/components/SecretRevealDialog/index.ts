import { deferredComponent } from '../Deferred';

export type { SecretRevealDialogProps } from './SecretRevealDialog';
/** Fetched on first use with Fluent's dialog (see deferredComponent). */
export const SecretRevealDialog = deferredComponent(() => import('./SecretRevealDialog').then((m) => m.SecretRevealDialog));
