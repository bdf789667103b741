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

/**
 * Whether focus is nowhere useful: on the page's body, or still in the dialog or drawer that is
 * closing (`closing`, the surface that held focus when it began to close). Focus in another open
 * dialog (one that opened as this one closed, like a key's reveal after its create dialog) is where
 * the user is: taking it away would put focus behind a modal, which hides the modal from assistive
 * technology.
 */
function focusLost(closing: Element | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  return closing !== null && closing.contains(active);
}

/** The dialog or drawer surface holding focus now, if any. */
function focusedSurface(): Element | null {
  const active = document.activeElement;
  return active instanceof HTMLElement ? active.closest(OVERLAY) : null;
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
      const closing = focusedSurface();
      const restore = () => {
        if (opener.isConnected && focusLost(closing)) opener.focus();
      };
      restore();
      // Again once the surface is gone, if its removal took focus to the body.
      setTimeout(restore, EXIT_MOTION_MS);
    };
  }, [open]);
}
