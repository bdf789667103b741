/**
 * The one persistent element remotes mount into. The default layout adopts it into its content
 * area; it survives re-renders of the shell, so single-spa never loses the element it mounted into.
 */
let slot: HTMLElement | null = null;

export const REMOTE_SLOT_ID = 'hub-remote-slot';

export function remoteSlot(): HTMLElement {
  if (!slot) {
    slot = document.createElement('div');
    slot.id = REMOTE_SLOT_ID;
    slot.setAttribute('data-testid', 'remote-slot');
  }
  return slot;
}
