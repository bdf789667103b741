import { makeStyles, tokens } from '@fluentui/react-components';
import { LOADER_DURATION_MS } from '@hub/contracts';
import { useTranslation } from 'react-i18next';
import { usePageLoader } from './usePageLoader';

const useStyles = makeStyles({
  track: { position: 'fixed', insetBlockStart: 0, insetInlineStart: 0, insetInlineEnd: 0, height: '3px', zIndex: 3000, pointerEvents: 'none' },
  bar: {
    height: '100%',
    backgroundColor: tokens.colorBrandBackground,
    boxShadow: `0 0 6px ${tokens.colorBrandBackground}`,
    animationName: { from: { width: '0%' }, to: { width: '92%' } },
    animationDuration: `${LOADER_DURATION_MS}ms`,
    animationTimingFunction: 'cubic-bezier(0.1, 0.7, 0.3, 1)',
    animationFillMode: 'forwards',
  },
});

/** Spec sections 4 and 9: shows after 200 ms of loading and progresses over about 5 s. */
export function PageLoaderBar() {
  const visible = usePageLoader();
  const styles = useStyles();
  const { t } = useTranslation('shell');
  if (!visible) return null;
  // In a region of its own: it sits outside the layout's landmarks, and no content may (axe "region").
  return (
    <section aria-label={t('pages.loading')}>
      <div className={styles.track} role="progressbar" aria-label={t('pages.loading')} data-testid="page-loader">
        <div className={styles.bar} />
      </div>
    </section>
  );
}
