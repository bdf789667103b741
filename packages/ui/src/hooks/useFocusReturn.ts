import { useEffect } from 'react';

/** A dialog or drawer surface (Fluent's Dialog and OverlayDrawer both render one of these roles). */
const OVERLAY = '[role="dialog"], [role="alertdialog"]';

/** The element focused last outside every dialog and drawer: what opened the next one to open. */
let lastOutside: HTMLElement | null = null;
let watching = false;

function watchFocus(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && !target.closest(OVERLAY)) lastOutside = target;
    },
    true,
  );
}
// From the first import of @hub/ui on, before anything can open.
watchFocus();

/** Whether focus is nowhere useful: on the page's body, or still in a dialog or drawer that is closing. */
function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || (active instanceof HTMLElement && active.closest(OVERLAY) !== null);
}

/** Fluent's exit motion keeps a closing surface mounted a moment; its removal drops focus to the body. */
const EXIT_MOTION_MS = 400;

/**
 * Focus goes back to the control that opened a dialog or drawer when it closes (issue 30 item 4,
 * WCAG 2.4.3): the hub's one mechanism, used by every dialog and drawer with its `open`. The opener
 * is the element focused last outside any dialog or drawer when `open` turns true (the button or
 * link the user clicked or pressed); on close it is focused again, unless the user or the page has
 * put focus somewhere else meanwhile, or the opener is gone (a row the dialog deleted).
 */
export function useFocusReturn(open: boolean): void {
  useEffect(() => {
    if (!open) return undefined;
    const opener = lastOutside;
    // Runs when `open` turns false, or when the dialog goes away while open.
    return () => {
      if (!opener) return;
      const restore = () => {
        if (opener.isConnected && focusLost()) opener.focus();
      };
      restore();
      // Again once the surface is gone, if its removal took focus to the body.
      setTimeout(restore, EXIT_MOTION_MS);
    };
  }, [open]);
}
