import { MEDIA } from '@hub/contracts';
import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { Banner } from '../../components/Banner';
import { Footer } from '../../components/Footer';
import { GoToTop } from '../../components/GoToTop';
import { ImportProgressWidget } from '../../components/ImportProgressWidget';
import { OfflineNotice, useOnlineStatus } from '../../components/OfflineNotice';
import { ProductDetailsDialog } from '../../components/ProductDetailsDialog';
import { UploadProgressModal } from '../../components/UploadProgressModal';
import { TopBar } from './TopBar';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/SkipLink';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
    // Room under the footer for the go-to-top button (40 px, 24 px from the bottom): at the end of
    // a page the pager, the last row's actions and the footer sit above it, never under it.
    paddingBlockEnd: '88px',
  },
  main: {
    flexGrow: 1,
    width: '100%',
    maxWidth: '1440px',
    marginInline: 'auto',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalL,
    [MEDIA.desktop]: { padding: tokens.spacingHorizontalXXL },
  },
});

/**
 * Spec section 2, default layout: offline notice, banner, top bar, content, footer, go-to-top, the
 * import progress widget and the upload progress modal (spec section 4), and the product details
 * dialog any remote opens.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const online = useOnlineStatus();
  if (!online) return <OfflineNotice />;
  return (
    <div className={styles.root} data-layout="default">
      <SkipLink />
      <Banner />
      <TopBar />
      <main className={styles.main} id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <GoToTop />
      <ImportProgressWidget />
      <UploadProgressModal />
      <ProductDetailsDialog />
    </div>
  );
}
