import { create } from 'zustand';

/** Whether the account switch drawer is open; the user menu, the account label and the mobile menu open it. */
export const useAccountDrawer = create<{ open: boolean; setOpen: (open: boolean) => void }>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));

export function openAccountDrawer(): void {
  useAccountDrawer.getState().setOpen(true);
}
