import { MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Print24Regular } from '@fluentui/react-icons';
import { MEDIA, PERMISSIONS } from '@hub/contracts';
import { AccessDeniedPage, NotFoundPage, PageState, codeWording, useDocumentTitle, useHubStore, usePermission } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import type { PrintingSetup } from '../../api/printingApi';
import { PrintPanel } from './PrintPanel';
import { PrintProductList } from './PrintProductList';
import { RecentJobs } from './RecentJobs';
import { usePrintingPage, usePrintingSetup } from './usePrintingPage';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0, maxWidth: '760px' },
  title: { margin: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(280px, 340px)',
    alignItems: 'start',
    gap: tokens.spacingHorizontalL,
    [MEDIA.belowTablet]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

/**
 * Spec section 2 `/printing` (issue 14 item 3): the products to print with their printing status,
 * chosen rows printed with a printer (printing config) and a tag design, the job followed live
 * until it ends. On RFID_PRINTING_MODIFY_PRINTING; shown only while the global config's
 * allowPrinting is on (else the 404 page, as its menu entry is hidden).
 */
export function PrintingPage() {
  const canPrint = usePermission({ permission: PERMISSIONS.RFID_PRINTING_MODIFY_PRINTING });
  const turnedOff = useHubStore((s) => !s.flags.allowPrinting);
  if (!canPrint) return <AccessDeniedPage />;
  if (turnedOff) return <NotFoundPage />;
  return <PrintingGate />;
}

/** The merchant's own global config decides too: printing may have been turned off since the session began. */
function PrintingGate() {
  const { t } = useTranslation('mf-catalog');
  const setup = usePrintingSetup();
  const turnedOff = setup.status === 'success' && !setup.data.global.allowPrinting;
  useDocumentTitle(turnedOff ? undefined : t('printing.title'));
  if (turnedOff) return <NotFoundPage />;
  if (setup.status === 'loading') return <PageState kind="loading" />;
  if (setup.status === 'error') return <PageState kind="error" title={t('printing.setupError')} message={codeWording(setup.error.code, setup.error.message)} onRetry={setup.reload} />;
  return <Printing setup={setup.data} />;
}

function Printing({ setup }: { setup: PrintingSetup }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-catalog');
  const view = usePrintingPage(setup);

  return (
    <section className={styles.page} data-testid="printing-page">
      <header className={styles.header}>
        <Text as="h1" size={700} weight="bold" className={styles.title}>
          <Print24Regular aria-hidden />
          {t('printing.title')}
        </Text>
        <Text className={styles.muted}>{t('printing.subtitle')}</Text>
      </header>
      {view.turnedOff && (
        <MessageBar intent="warning">
          <MessageBarBody>{codeWording('CRP104')}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.columns}>
        <PrintProductList view={view} rfid={setup.rfid} />
        <div className={styles.side}>
          <PrintPanel view={view} printers={setup.printers} designs={setup.designs} />
          <RecentJobs view={view} />
        </div>
      </div>
    </section>
  );
}
