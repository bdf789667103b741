import { useState } from 'react';
import { Badge, Button, Card, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular, Delete20Regular, Edit20Regular, Print24Regular, PlugConnected20Regular, Star20Regular } from '@fluentui/react-icons';
import type { PrinterStatus, PrintingConfig, TagDesign } from '@hub/contracts';
import { ConfirmDialog, PageState, type ApiFailure } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { codeWording } from '../../i18n/codeWording';
import { PrinterFormDrawer } from './PrinterFormDrawer';
import { usePrinters } from './usePrinters';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM, minWidth: 0 },
  head: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  titleBlock: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, maxWidth: '640px' },
  title: { margin: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  printer: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  nameLine: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  address: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  ok: { color: tokens.colorPaletteGreenForeground1 },
  bad: { color: tokens.colorPaletteRedForeground1 },
});

function StatusLine({ status }: { status: PrinterStatus | ApiFailure }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  // PRN112: the outbound policy refuses the printer's address (issue 25), nothing was sent.
  if ('code' in status)
    return (
      <Text size={200} className={styles.bad} data-testid="printer-status-failure">
        {codeWording(status.code, status.message)}
        {status.code === 'PRN112' ? ` (${t('outbound.failure.NOT_ALLOWED')})` : ''}
      </Text>
    );
  return (
    <Text size={200} className={status.ready ? styles.ok : styles.bad} data-testid="printer-status">
      {status.ready ? t('printers.ready') : codeWording(status.reason ?? 'PRN105')}
    </Text>
  );
}

/**
 * `/config/rfid`'s Printers section (issue 14 item 3, printing configs): every printer with its
 * address and settings, the default marked; add, edit, delete, set the default, check a printer.
 * Read with RFID_PRINTING_MODIFY_PRINTING or TAG_DESIGN_CONFIGURATION_READ_PREVIEW; changed with RFID_PRINTING_MODIFY_PRINTING.
 */
export function PrintersSection({ canModify }: { canModify: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  const printers = usePrinters();
  const [editing, setEditing] = useState<PrintingConfig | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PrintingConfig | null>(null);
  const { resource } = printers;
  const list = resource.status === 'success' ? resource.data.printers : [];
  const designs: TagDesign[] = resource.status === 'success' ? resource.data.designs : [];
  const designName = (id: string | null) => (id ? (designs.find((d) => d.id === id)?.name ?? t('printers.noDesign')) : t('printers.noDesign'));
  const size = (p: PrintingConfig) => (p.labelWidthMm !== null && p.labelHeightMm !== null ? t('printers.sizeValue', { width: p.labelWidthMm, height: p.labelHeightMm }) : t('printers.fromDesign'));

  return (
    <Card className={styles.card} data-testid="printers-section">
      <div className={styles.head}>
        <div className={styles.titleBlock}>
          <Text as="h2" size={500} weight="semibold" className={styles.title}>
            <Print24Regular aria-hidden />
            {t('printers.title')}
          </Text>
          <Text size={200} className={styles.muted}>
            {t('printers.subtitle')}
          </Text>
        </div>
        {canModify && resource.status === 'success' && (
          <Button icon={<Add20Regular />} onClick={() => setEditing('new')} data-testid="printer-add">
            {t('printers.add')}
          </Button>
        )}
      </div>
      {resource.status === 'loading' && <Spinner size="tiny" />}
      {resource.status === 'error' && <PageState kind="error" title={t('printers.loadError')} message={codeWording(resource.error.code, resource.error.message)} onRetry={resource.reload} />}
      {resource.status === 'success' && list.length === 0 && <Text className={styles.muted}>{t('printers.none')}</Text>}
      {list.length > 0 && (
        <ul className={styles.list} aria-label={t('printers.title')}>
          {list.map((p) => (
            <li key={p.id} className={styles.printer} data-testid="printer-row">
              <div className={styles.nameLine}>
                <Text weight="semibold">{p.name}</Text>
                {p.isDefault && (
                  <Badge appearance="tint" color="brand">
                    {t('printers.default')}
                  </Badge>
                )}
                <Text size={200} className={styles.address} dir="ltr">
                  {`${p.host}:${p.port}`}
                </Text>
              </div>
              <Text size={200} className={styles.muted}>
                {t('printers.line', {
                  dpi: p.dpi === null ? t('printers.fromDesign') : t('printers.dpiValue', { dpi: p.dpi }),
                  size: size(p),
                  design: designName(p.tagDesignId),
                  verify: t(p.verifyEncoding ? 'printers.verifyOn' : 'printers.verifyOff'),
                })}
              </Text>
              {printers.statuses[p.id] && <StatusLine status={printers.statuses[p.id]!} />}
              <div className={styles.actions}>
                {canModify && (
                  <Button size="small" icon={<PlugConnected20Regular />} disabled={printers.busy === p.id} onClick={() => void printers.checkStatus(p.id)} aria-label={t('printers.checkNamed', { name: p.name })}>
                    {t('printers.check')}
                  </Button>
                )}
                {canModify && (
                  <Button size="small" icon={<Edit20Regular />} onClick={() => setEditing(p)} aria-label={t('printers.editNamed', { name: p.name })}>
                    {t('printers.edit')}
                  </Button>
                )}
                {canModify && !p.isDefault && (
                  <Button size="small" icon={<Star20Regular />} disabled={printers.busy === p.id} onClick={() => void printers.setDefault(p.id)} aria-label={t('printers.makeDefaultNamed', { name: p.name })}>
                    {t('printers.makeDefault')}
                  </Button>
                )}
                {canModify && (
                  <Button size="small" icon={<Delete20Regular />} disabled={printers.busy === p.id} onClick={() => setDeleting(p)} aria-label={t('printers.deleteNamed', { name: p.name })}>
                    {t('printers.delete')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {canModify && (
        <PrinterFormDrawer
          open={editing !== null}
          printer={editing === 'new' ? null : editing}
          isFirst={list.length === 0}
          designs={designs}
          onSave={printers.save}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('printers.deleteTitle', { name: deleting?.name ?? '' })}
        confirmText={t('printers.delete')}
        body={<Text>{t('printers.deleteBody')}</Text>}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target) void printers.remove(target.id);
        }}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
