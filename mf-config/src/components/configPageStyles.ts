import { MEDIA } from '@hub/contracts';
import { makeStyles, tokens } from '@fluentui/react-components';

/** Layout shared by the catalogue configuration pages: cards of a form that stack on phones. */
export const useConfigPageStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM, minWidth: 0 },
  cardHead: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  cardTitle: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  grid: {
    display: 'grid',
    alignItems: 'start',
    gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))',
    gap: tokens.spacingHorizontalL,
    [MEDIA.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  twoColumns: {
    display: 'grid',
    alignItems: 'start',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    [MEDIA.belowTablet]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  error: { color: tokens.colorPaletteRedForeground1 },
  /** An input that fills its cell, and may shrink below its default width on phones. */
  fill: { width: '100%', minWidth: 0, boxSizing: 'border-box' },
});
