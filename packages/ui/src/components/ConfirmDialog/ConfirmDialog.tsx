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
import { useTranslation } from 'react-i18next';
import { useFocusReturn } from '../../hooks/useFocusReturn';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmText?: string;
  cancelText?: string;
}

/** Spec section 2: title, body, Cancel and Ok. */
export function ConfirmDialog({ open, title, body, onConfirm, onCancel, confirmText, cancelText }: ConfirmDialogProps) {
  useFocusReturn(open);
  const { t } = useTranslation('common');
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{body}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel}>
              {cancelText ?? t('actions.cancel')}
            </Button>
            <Button appearance="primary" onClick={onConfirm}>
              {confirmText ?? t('actions.ok')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
