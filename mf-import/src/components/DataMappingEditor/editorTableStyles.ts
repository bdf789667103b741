import { MEDIA } from '@hub/contracts';
import { makeStyles, tokens } from '@fluentui/react-components';

/** Phones get one card per row instead of the wide table (the header becomes each cell's label). */
const PHONE = MEDIA.belowTablet;

/** The editor's tables: wide tables scroll sideways on desktops and become stacked cards on phones. */
export const useEditorTableStyles = makeStyles({
  scroller: {
    overflowX: 'auto',
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    [PHONE]: { overflowX: 'visible', border: 'none', backgroundColor: 'transparent' },
  },
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    [PHONE]: { display: 'block' },
  },
  head: {
    backgroundColor: tokens.colorNeutralBackground2,
    // Visually hidden on phones, still read by screen readers.
    [PHONE]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
  headCell: {
    textAlign: 'start',
    verticalAlign: 'bottom',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalS,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
    whiteSpace: 'nowrap',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  center: { textAlign: 'center' },
  body: {
    [PHONE]: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  },
  row: {
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    ':last-child': { borderBottom: 'none' },
    [PHONE]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
      padding: tokens.spacingHorizontalM,
      borderRadius: tokens.borderRadiusLarge,
      border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      backgroundColor: tokens.colorNeutralBackground1,
      boxShadow: tokens.shadow2,
      ':last-child': { borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
    },
  },
  cell: {
    verticalAlign: 'top',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalS,
    [PHONE]: {
      display: 'flex',
      flexDirection: 'column',
      gap: tokens.spacingVerticalXXS,
      padding: 0,
      minWidth: 0,
      '::before': {
        content: 'attr(data-label)',
        fontSize: tokens.fontSizeBase200,
        color: tokens.colorNeutralForeground3,
      },
    },
  },
  /** Text inputs take the card's full width on phones. */
  wide: { [PHONE]: { gridColumn: '1 / -1' } },
  /** Check boxes sit centred under their heading; on phones, a label then the box. */
  check: {
    textAlign: 'center',
    [PHONE]: { textAlign: 'start', alignItems: 'flex-start' },
  },
  /** The row's actions: the last column, the card's head on phones. */
  actions: {
    width: '1%',
    whiteSpace: 'nowrap',
    [PHONE]: {
      width: 'auto',
      whiteSpace: 'normal',
      gap: tokens.spacingHorizontalS,
      gridColumn: '1 / -1',
      gridRow: 1,
      flexDirection: 'row',
      justifyContent: 'space-between',
      alignItems: 'center',
      '::before': { content: 'none' },
    },
  },
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  mandatoryName: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    minHeight: '32px',
  },
  lock: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '32px',
    height: '32px',
    color: tokens.colorNeutralForeground3,
  },
  notUsed: { color: tokens.colorNeutralForeground4, display: 'inline-flex', minHeight: '32px', alignItems: 'center' },
  phoneTitle: { display: 'none', [PHONE]: { display: 'block' } },
  input: { minWidth: '140px', width: '100%' },
  narrowInput: { minWidth: '88px', width: '100%' },
  /** A field's source (file, constant, default) and its value, one under the other. */
  fill: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: '140px' },
});
