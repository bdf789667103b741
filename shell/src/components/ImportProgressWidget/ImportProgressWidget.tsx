import { Button, ProgressBar, Spinner, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircle24Filled, Dismiss20Regular } from '@fluentui/react-icons';
import { MEDIA, PERMISSIONS, localizePath, type ImportProgress } from '@hub/contracts';
import { navigateTo, useHubStore, useImportProgress, usePermission } from '@hub/ui';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { widgetState } from './widgetState';

const useStyles = makeStyles({
  root: {
    position: 'fixed',
    insetBlockEnd: '24px',
    insetInlineStart: '24px',
    zIndex: 900,
    width: '320px',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    boxShadow: tokens.shadow16,
    textAlign: 'start',
    [MEDIA.phone]: { insetInlineStart: '12px', insetInlineEnd: '76px', width: 'auto', insetBlockEnd: '16px' },
  },
  clickable: {
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { flexGrow: 1, fontWeight: tokens.fontWeightSemibold },
  done: { color: tokens.colorPaletteGreenForeground1 },
  line: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, fontVariantNumeric: 'tabular-nums' },
  counts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground2, fontVariantNumeric: 'tabular-nums' },
});

/**
 * The floating import progress widget of spec section 4, on every page: while IMPORTING it is
 * clickable and leads to /data-import; FINISHED shows a check and a close button and is not
 * clickable; it is shown only while an import runs or has finished. Processed over total, the time
 * left as minutes:seconds, and the inserted, updated and skipped counts.
 */
export function ImportProgressWidget() {
  const canRead = usePermission({ permission: PERMISSIONS.DATA_IMPORT_READ_PREVIEW });
  const { progress, dismiss } = useImportProgress(canRead);
  if (!progress) return null;
  const state = widgetState(progress);
  if (!state) return null;
  return <Widget progress={progress} state={state} onClose={dismiss} />;
}

function Widget({ progress, state, onClose }: { progress: ImportProgress; state: NonNullable<ReturnType<typeof widgetState>>; onClose: () => void }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('shell');
  const locale = useHubStore((s) => s.locale);
  const number = new Intl.NumberFormat(i18n.language);
  const importing = state.status === 'IMPORTING';
  const { ref, room } = useRoomFor(state.status);
  const open = () => navigateTo(localizePath('/data-import', locale));
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open();
    }
  };
  const body = (
    <>
      <div className={styles.head}>
        {importing ? <Spinner size="tiny" aria-hidden /> : <CheckmarkCircle24Filled className={styles.done} aria-hidden />}
        <Text className={styles.title}>{importing ? t('importWidget.importing') : t('importWidget.finished')}</Text>
        {!importing && <Button appearance="subtle" size="small" icon={<Dismiss20Regular />} aria-label={t('importWidget.close')} onClick={onClose} />}
      </div>
      <ProgressBar value={state.fraction} thickness="large" color={importing ? 'brand' : 'success'} aria-label={t('importWidget.progressLabel')} />
      <div className={styles.line}>
        <Text data-testid="import-widget-processed">{t('importWidget.processed', { processed: number.format(progress.processed), total: number.format(progress.totalCount) })}</Text>
        {importing && <Text>{t('importWidget.timeLeft', { time: state.timeLeft })}</Text>}
      </div>
      <div className={styles.counts}>
        <Text size={200}>{t('importWidget.inserted', { count: progress.nInserted, n: number.format(progress.nInserted) })}</Text>
        <Text size={200}>{t('importWidget.updated', { n: number.format(progress.nModified) })}</Text>
        <Text size={200}>{t('importWidget.skipped', { n: number.format(progress.skipped) })}</Text>
      </div>
    </>
  );
  // A named region: fixed over the page, it sits outside the layout's landmarks (axe "region").
  const widget = importing ? (
    <div
      ref={ref}
      role="link"
      tabIndex={0}
      aria-label={t('importWidget.open')}
      className={mergeClasses(styles.root, styles.clickable)}
      data-testid="import-progress-widget"
      data-status="IMPORTING"
      onClick={open}
      onKeyDown={onKey}
    >
      {body}
    </div>
  ) : (
    <div ref={ref} role="status" className={styles.root} data-testid="import-progress-widget" data-status="FINISHED">
      {body}
    </div>
  );
  return (
    <section aria-label={t('importWidget.progressLabel')}>
      {widget}
      {/* Room at the end of the page as tall as the widget over it, so the page's last lines scroll clear of it (a phone's width is all widget). */}
      <div aria-hidden data-testid="import-widget-room" style={{ blockSize: room }} />
    </section>
  );
}

/**
 * The widget's height with the gap below it, followed as it changes (0 where the browser cannot say);
 * `shape` names which element the widget is (a running import's link, a finished one's status).
 */
function useRoomFor(shape: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => setRoom(el.offsetHeight + (parseFloat(getComputedStyle(el).bottom) || 24) + 8);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [shape]);
  return { ref, room };
}
