import { useEffect } from 'react';
import { hubStore, useHubStore } from '../../store/hubStore';

export const SNACKBAR_AUTO_HIDE_MS = 5000;

/** The top snackbar's state; it hides itself after a while. */
export function useSnackbar() {
  const snackbar = useHubStore((s) => s.snackbar);
  useEffect(() => {
    if (!snackbar.open) return undefined;
    const timer = setTimeout(() => hubStore.getState().closeSnackbar(), SNACKBAR_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [snackbar]);
  return { ...snackbar, close: () => hubStore.getState().closeSnackbar() };
}
