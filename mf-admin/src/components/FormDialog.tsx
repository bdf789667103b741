import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useFocusReturn } from '@hub/ui';

export interface FormDialogProps {
  open: boolean;
  title: string;
  cancelText: string;
  submitText: string;
  submitDisabled?: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/** A small form in a dialog: its fields, Cancel and a submit button (Enter submits). */
export function FormDialog({
  open,
  title,
  cancelText,
  submitText,
  submitDisabled = false,
  onClose,
  onSubmit,
  children,
}: FormDialogProps) {
  useFocusReturn(open);
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!submitDisabled) onSubmit();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>{children}</DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {cancelText}
              </Button>
              <Button appearance="primary" type="submit" disabled={submitDisabled}>
                {submitText}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
