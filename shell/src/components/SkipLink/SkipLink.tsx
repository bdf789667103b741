import { makeStyles, tokens } from '@fluentui/react-components';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of every layout's `<main>`: where the skip link takes focus. */
export const MAIN_CONTENT_ID = 'hub-content';

const useStyles = makeStyles({
  link: {
    position: 'absolute',
    insetInlineStart: tokens.spacingHorizontalM,
    top: tokens.spacingVerticalS,
    zIndex: 1000,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForegroundLink,
    boxShadow: tokens.shadow16,
    fontWeight: tokens.fontWeightSemibold,
    textDecoration: 'underline',
    // Out of sight until it has focus (the first Tab of a page), then over the page's top corner.
    transform: 'translateY(-200%)',
    ':focus': { transform: 'none', outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
});

/**
 * "Skip to main content" (WCAG 2.4.1, issue 30 item 4): the first tab stop of every layout, moving
 * focus to the page's `<main>`. The click is handled here: a hash in the address would be a route
 * change to single-spa and the router.
 */
export function SkipLink() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a className={styles.link} href={`#${MAIN_CONTENT_ID}`} onClick={skip} data-testid="skip-link">
      {t('skipToContent')}
    </a>
  );
}
