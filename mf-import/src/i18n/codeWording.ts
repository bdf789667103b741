/** Message codes' wording comes from @hub/ui, shared by every remote. */
export { codeWording } from '@hub/ui';
