import { tokens, type GriffelStyle } from '@fluentui/react-components';

/** The bordered panel mf-import's pages are made of (a job, a source's form, its connection checks). */
export const PANEL_STYLE: GriffelStyle = {
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.spacingVerticalM,
  padding: tokens.spacingHorizontalL,
  border: `1px solid ${tokens.colorNeutralStroke2}`,
  borderRadius: tokens.borderRadiusLarge,
  backgroundColor: tokens.colorNeutralBackground1,
  minWidth: 0,
};
