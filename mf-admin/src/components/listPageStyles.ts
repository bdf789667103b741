import { makeStyles, tokens } from '@fluentui/react-components';

/** What mf-admin's list pages share inside @hub/ui's ListPage frame: muted text, row and card actions. */
export const useListPageStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'nowrap' },
  cardActions: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalS,
    flexWrap: 'wrap',
  },
});
