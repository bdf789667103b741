import { Button, Tooltip } from '@fluentui/react-components';
import type { ReactElement } from 'react';

export interface RowActionProps {
  /** The action's name: the tooltip, and the button text on cards. */
  label: string;
  /** What the action does to which row, for screen readers (e.g. "Edit store BKK-SIAM"). */
  ariaLabel: string;
  icon: ReactElement;
  /** Cards (phone width) show the label beside the icon; table rows show the icon alone. */
  withText: boolean;
  onClick: () => void;
}

/** One action of a list row (edit, view, delete, deactivate…), shared by the mf-admin lists. */
export function RowAction({ label, ariaLabel, icon, withText, onClick }: RowActionProps) {
  return (
    <Tooltip content={label} relationship="description" withArrow>
      <Button
        size="small"
        appearance={withText ? 'secondary' : 'subtle'}
        icon={icon}
        aria-label={ariaLabel}
        onClick={onClick}
      >
        {withText ? label : undefined}
      </Button>
    </Tooltip>
  );
}
