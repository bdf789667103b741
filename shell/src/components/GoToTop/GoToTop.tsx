import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUp20Regular } from '@fluentui/react-icons';
import { GO_TO_TOP_SCROLL_PX } from '@hub/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { position: 'fixed', insetBlockEnd: '24px', insetInlineEnd: '24px', zIndex: 900, boxShadow: tokens.shadow16 },
});

/** Appears once the page has scrolled more than 100 px (spec section 2). */
export function GoToTop() {
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation('shell');
  const styles = useStyles();
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > GO_TO_TOP_SCROLL_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <Button
      className={styles.root}
      appearance="primary"
      shape="circular"
      size="large"
      icon={<ArrowUp20Regular />}
      aria-label={t('goTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    />
  );
}
