import { Button, Field, Input, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSync20Regular } from '@fluentui/react-icons';
import { imageImportApi, type ImageImportJob, type ImportSourceView } from '@hub/contracts';
import { callApiWithCode, HubLink } from '@hub/ui';
import { Dropdown } from '@hub/ui/controls';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PANEL_STYLE } from '../../components/Panel/panelStyle';
import { useStartImageImport } from './useStartImageImport';

const useStyles = makeStyles({
  panel: PANEL_STYLE,
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', justifyContent: 'flex-end' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface FtpSyncPanelProps {
  /** The merchant's file server sources (FTP, FTPS, SFTP). */
  sources: readonly ImportSourceView[];
  /** The store label of a source (its store, or the master). */
  storeName: (sid: string) => string;
  onStarted: (job: ImageImportJob) => void;
}

/**
 * FTP folder sync (issue 13 item 3): the images of a folder of one of the merchant's file server
 * sources, matched to the products of the source's store; files unchanged since the last sync are
 * skipped by the server.
 */
export function FtpSyncPanel({ sources, storeName, onStarted }: FtpSyncPanelProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  const [sourceId, setSourceId] = useState(sources[0]?.id ?? '');
  const [folder, setFolder] = useState('');
  const { busy, error, start } = useStartImageImport(onStarted);
  const source = sources.find((s) => s.id === sourceId);
  const label = (s: ImportSourceView) => `${s.name} · ${storeName(s.sid)}`;

  const sync = () => {
    if (!source) return;
    const folderPath = folder.trim();
    void start(() => callApiWithCode(imageImportApi.ftpSync, { body: { sourceId: source.id, sid: source.sid, ...(folderPath ? { folder: folderPath } : {}) } }));
  };

  return (
    <section className={styles.panel} aria-labelledby="image-ftp-heading" data-testid="image-ftp-sync">
      <Text as="h2" size={500} weight="semibold" id="image-ftp-heading">
        {t('imageImport.ftp.heading')}
      </Text>
      <Text className={styles.muted}>{t('imageImport.ftp.subtitle')}</Text>
      {sources.length === 0 ? (
        <Text data-testid="image-ftp-none">
          {t('imageImport.ftp.none')} <HubLink to="/erp">{t('imageImport.ftp.addSource')}</HubLink>
        </Text>
      ) : (
        <>
          <Field label={t('imageImport.ftp.source')}>
            <Dropdown value={source ? label(source) : ''} selectedOptions={sourceId ? [sourceId] : []} onOptionSelect={(_, d) => d.optionValue && setSourceId(d.optionValue)} disabled={busy} data-testid="image-ftp-source">
              {sources.map((s) => (
                <Option key={s.id} value={s.id} text={label(s)}>
                  {label(s)}
                </Option>
              ))}
            </Dropdown>
          </Field>
          <Field label={t('imageImport.ftp.folder')} hint={t('imageImport.ftp.folderHint')}>
            <Input value={folder} onChange={(_, d) => setFolder(d.value)} maxLength={1000} disabled={busy} dir="ltr" data-testid="image-ftp-folder" />
          </Field>
          {error && (
            <Text role="alert" className={styles.error} data-testid="image-ftp-error">
              {error}
            </Text>
          )}
          <div className={styles.actions}>
            <Button appearance="primary" icon={<ArrowSync20Regular />} disabled={busy || !source} onClick={sync} data-testid="image-ftp-sync-button">
              {t('imageImport.ftp.action')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
