import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { Print24Regular } from '@fluentui/react-icons';
import { MEDIA, PERMISSIONS } from '@hub/contracts';
import { codeWording } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import type { PrintingSetup } from '../../api/printingApi';
import { FlaggedPage } from '../../components/FlaggedPage';
import { PageHeader } from '../../components/PageHeader';
import { PrintPanel } from './PrintPanel';
import { PrintProductList } from './PrintProductList';
import { RecentJobs } from './RecentJobs';
import { usePrintingPage, usePrintingSetup } from './usePrintingPage';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
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
  const { t } = useTranslation('mf-catalog');
  return (
    <FlaggedPage permission={PERMISSIONS.RFID_PRINTING_MODIFY_PRINTING} flag="allowPrinting" title={t('printing.title')} errorTitle={t('printing.setupError')} useData={usePrintingSetup}>
      {(setup) => <Printing setup={setup} />}
    </FlaggedPage>
  );
}

function Printing({ setup }: { setup: PrintingSetup }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-catalog');
  const view = usePrintingPage(setup);

  return (
    <section className={styles.page} data-testid="printing-page">
      <PageHeader icon={<Print24Regular aria-hidden />} title={t('printing.title')} subtitle={t('printing.subtitle')} />
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
