import { deferredComponent } from '../Deferred';

export type { ConfirmDialogProps } from './ConfirmDialog';
/** Fetched on first use with Fluent's dialog (see deferredComponent). */
export const ConfirmDialog = deferredComponent(() => import('./ConfirmDialog').then((m) => m.ConfirmDialog));
