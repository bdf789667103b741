import { Button, Tooltip } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { useListPageStyles } from './listPageStyles';

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

/** An action of `RowActions`: a RowAction's props but the layout's `withText`. */
export type RowActionSpec = Omit<RowActionProps, 'withText'> & { key: string };

export interface RowActionsProps {
  /** Cards (phone width) show labels and wrap below the card; table rows show icons in a row. */
  withText: boolean;
  /** The row's actions in order; false and null entries (actions the user may not take) are left out. */
  actions: readonly (RowActionSpec | false | null)[];
}

/** A list row's actions, as table cell or card footer. */
export function RowActions({ withText, actions }: RowActionsProps) {
  const styles = useListPageStyles();
  return (
    <div className={withText ? styles.cardActions : styles.actions}>
      {actions.map((action) => action && <RowAction {...action} key={action.key} withText={withText} />)}
    </div>
  );
}
