import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  ProgressBar,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircle20Filled, Dismiss24Regular, ErrorCircle20Filled, FolderArrowUp20Regular, SubtractCircle20Filled } from '@fluentui/react-icons';
import { MEDIA, PERMISSIONS, UPLOAD_PROGRESS_CODE } from '@hub/contracts';
import { HubLink, codeWording, imageProblemWording, useHubStore, usePermission } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { handledCount, handledFraction, shownCounts, type UploadCounts } from './uploadModalState';
import { useUploadProgressModal } from './useUploadProgressModal';

/** How many problems the modal lists (the image import page lists a job's others). */
export const PROBLEMS_IN_MODAL = 5;

const useStyles = makeStyles({
  surface: { width: 'calc(100% - 32px)', maxWidth: '480px', boxSizing: 'border-box', [MEDIA.phone]: { paddingInline: tokens.spacingHorizontalL } },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  status: { color: tokens.colorNeutralForeground2 },
  ftp: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
  line: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, fontVariantNumeric: 'tabular-nums' },
  counts: { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: tokens.spacingHorizontalS },
  count: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    minWidth: 0,
  },
  countLabel: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground2 },
  countValue: { fontVariantNumeric: 'tabular-nums' },
  uploaded: { color: tokens.colorPaletteGreenForeground1 },
  skipped: { color: tokens.colorPaletteMarigoldForeground1 },
  errored: { color: tokens.colorPaletteRedForeground1 },
  problems: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  problemName: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * The upload progress modal of spec sections 2 and 4, over every page: an image import's total,
 * uploaded, skipped and errored images, a progress bar, FTP sync, and the first images not imported
 * with why. Code IMG204 is shown in the user's language; other image codes are not. Only for users
 * who may see image imports (IMAGE_IMPORT_READ_PREVIEW). It does not block the page: an import of
 * thousands of images takes minutes, and the user may close it.
 */
export function UploadProgressModal() {
  const canRead = usePermission({ permission: PERMISSIONS.IMAGE_IMPORT_READ_PREVIEW });
  const merchant = useHubStore((s) => s.user?.merchantID ?? '');
  // A merchant switch starts from nothing: another merchant's import is not this one's.
  return canRead ? <UploadProgress key={merchant} /> : null;
}

function UploadProgress() {
  const { state, dismiss } = useUploadProgressModal(true);
  return (
    <Dialog open={state.open} modalType="non-modal" onOpenChange={(_, d) => !d.open && dismiss()}>
      <DialogSurface data-testid="upload-progress-modal">{state.open && <Body counts={shownCounts(state)} onClose={dismiss} />}</DialogSurface>
    </Dialog>
  );
}

function Body({ counts, onClose }: { counts: UploadCounts; onClose: () => void }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('shell');
  const number = new Intl.NumberFormat(i18n.language);
  const handled = handledCount(counts);
  const done = counts.totalCount > 0 && handled >= counts.totalCount;
  const problems = counts.errors.slice(0, PROBLEMS_IN_MODAL);
  const more = counts.skipCount + counts.errorCount - problems.length;
  const tiles = [
    { key: 'uploaded', value: counts.uploadCount, icon: <CheckmarkCircle20Filled className={styles.uploaded} aria-hidden /> },
    { key: 'skipped', value: counts.skipCount, icon: <SubtractCircle20Filled className={styles.skipped} aria-hidden /> },
    { key: 'errored', value: counts.errorCount, icon: <ErrorCircle20Filled className={styles.errored} aria-hidden /> },
  ] as const;
  return (
    <DialogBody>
      <DialogTitle action={<Button appearance="subtle" aria-label={t('uploadModal.close')} icon={<Dismiss24Regular />} onClick={onClose} />}>
        {done ? t('uploadModal.finished') : t('uploadModal.title')}
      </DialogTitle>
      <DialogContent className={styles.content}>
        {counts.code === UPLOAD_PROGRESS_CODE && !done && (
          <Text className={styles.status} data-testid="upload-progress-code">
            {codeWording(counts.code)}
          </Text>
        )}
        {counts.ftpSync && (
          <Text className={styles.ftp} data-testid="upload-progress-ftp">
            <FolderArrowUp20Regular aria-hidden />
            {t('uploadModal.ftpSync')}
          </Text>
        )}
        <ProgressBar
          value={counts.totalCount > 0 ? handledFraction(counts) : undefined}
          thickness="large"
          color={done ? 'success' : 'brand'}
          aria-label={t('uploadModal.progressLabel')}
          aria-valuetext={t('uploadModal.handled', { handled: number.format(handled), total: number.format(counts.totalCount) })}
        />
        <div className={styles.line}>
          <Text data-testid="upload-progress-handled">
            {counts.totalCount > 0 ? t('uploadModal.handled', { handled: number.format(handled), total: number.format(counts.totalCount) }) : t('uploadModal.preparing')}
          </Text>
          {counts.totalCount > 0 && <Text>{Math.floor(handledFraction(counts) * 100)}%</Text>}
        </div>
        <div className={styles.counts}>
          {tiles.map((tile) => (
            <div key={tile.key} className={styles.count} data-testid={`upload-progress-${tile.key}`}>
              <Text size={200} className={styles.countLabel}>
                {tile.icon}
                {t(`uploadModal.${tile.key}`)}
              </Text>
              <Text size={500} weight="semibold" className={styles.countValue}>
                {number.format(tile.value)}
              </Text>
            </div>
          ))}
        </div>
        {problems.length > 0 && (
          <section aria-labelledby="upload-progress-problems">
            <Text as="h3" size={300} weight="semibold" id="upload-progress-problems" block>
              {t('uploadModal.problems')}
            </Text>
            <ul className={styles.problems} data-testid="upload-progress-problems">
              {problems.map((p, i) => (
                <li key={`${p.name}-${i}`}>
                  <Text className={styles.problemName} dir="auto">
                    {p.name}
                  </Text>
                  <Text className={styles.muted}>{` · ${imageProblemWording(p.reason)}`}</Text>
                </li>
              ))}
            </ul>
            {more > 0 && <Text className={styles.muted}>{t('uploadModal.more', { count: more, n: number.format(more) })}</Text>}
          </section>
        )}
      </DialogContent>
      <DialogActions>
        <HubLink to="/image-import">
          {t('uploadModal.open')}
        </HubLink>
      </DialogActions>
    </DialogBody>
  );
}
