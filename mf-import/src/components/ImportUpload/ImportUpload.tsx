import { Button, Field, Option, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUpload20Regular, DocumentTable20Regular } from '@fluentui/react-icons';
import { DEFAULT_MAPPING_ID, IMPORT_UPLOAD_FIELD, MASTER_STORE, MEDIA, importApi, startingMapping, type ImportJob, type NamedMappingSummary, type Store } from '@hub/contracts';
import { isApiError, uploadFile, useHubStore } from '@hub/ui';
import { Dropdown } from '@hub/ui/controls';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importStores, uploadPercent } from '../../domain/importJobs';
import { codeWording } from '../../i18n/codeWording';
import { mappingLabel } from '../NamedMappings/useNamedMappings';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.4fr) auto',
    alignItems: 'end',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    [MEDIA.belowTablet]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  file: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  fileName: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  hidden: { display: 'none' },
  wide: { gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface ImportUploadProps {
  stores: readonly Pick<Store, 'code' | 'name'>[];
  /** Store-bound callers upload for their stores only (no MASTER). */
  storeBound: boolean;
  /** The merchant's named mappings: the file is read with the one chosen (the default first). */
  mappings: readonly NamedMappingSummary[];
  onUploaded: (job: ImportJob) => void;
}

/**
 * Upload a CSV for one store or for MASTER (spec sections 2 and 5): the file streams to the server
 * with its progress shown (UPLOADING), then the job is checked and shown as a dry run.
 */
export function ImportUpload({ stores, storeBound, mappings, onUploaded }: ImportUploadProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  const user = useHubStore((s) => s.user);
  const choices = [...(storeBound ? [] : [{ code: MASTER_STORE, name: t('upload.master') }]), ...importStores(stores).map((s) => ({ code: s.code, name: s.name }))];
  const initial = user?.sid && choices.some((c) => c.code === user.sid) ? user.sid : (choices[0]?.code ?? '');
  const [sid, setSid] = useState(initial);
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const chosen = choices.find((c) => c.code === sid);
  const usable = mappings.filter((m) => m.configured);
  // The store's own mapping when the merchant chose one for it (per store), else the default; the user may choose another.
  const [mappingChoice, setMappingChoice] = useState<{ sid: string; id: string } | null>(null);
  const mappingId = mappingChoice?.sid === sid ? mappingChoice.id : startingMapping(mappings, sid);
  const chosenMapping = usable.find((m) => m.id === mappingId);

  const pick = (f: File | null) => {
    setError(null);
    if (f && !/\.csv$/i.test(f.name)) {
      setFile(null);
      setError(codeWording('PDFU106'));
      return;
    }
    if (f && f.size === 0) {
      setFile(null);
      setError(codeWording('PDFU103'));
      return;
    }
    setFile(f);
  };

  const upload = async () => {
    if (!file || !sid || sent !== null) return;
    setError(null);
    setSent(0);
    try {
      const { data } = await uploadFile(importApi.upload, { file, field: IMPORT_UPLOAD_FIELD, query: { sid, mapping: mappingId }, onProgress: (bytes) => setSent(bytes) });
      setFile(null);
      if (input.current) input.current.value = '';
      onUploaded(data);
    } catch (e) {
      setError(isApiError(e) ? codeWording(e.code, e.message) : codeWording('SE100'));
    } finally {
      setSent(null);
    }
  };

  return (
    <div className={styles.root} data-testid="import-upload">
      <Field label={t('upload.store')}>
        <Dropdown value={chosen ? (chosen.code === MASTER_STORE ? chosen.name : `${chosen.name} (${chosen.code})`) : ''} selectedOptions={sid ? [sid] : []} onOptionSelect={(_, d) => d.optionValue && setSid(d.optionValue)} data-testid="import-store">
          {choices.map((c) => (
            <Option key={c.code} value={c.code} text={c.code === MASTER_STORE ? c.name : `${c.name} (${c.code})`}>
              {c.code === MASTER_STORE ? c.name : `${c.name} (${c.code})`}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={t('upload.mapping')}>
        <Dropdown value={chosenMapping ? mappingLabel(chosenMapping, t('namedMappings.revision')) : mappingId === DEFAULT_MAPPING_ID ? t('namedMappings.default') : ''} selectedOptions={[mappingId]} onOptionSelect={(_, d) => d.optionValue && setMappingChoice({ sid, id: d.optionValue })} data-testid="import-mapping">
          {usable.map((m) => (
            <Option key={m.id} value={m.id} text={mappingLabel(m, t('namedMappings.revision'))}>
              {mappingLabel(m, t('namedMappings.revision'))}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={t('upload.file')} hint={t('upload.hint')}>
        <div className={styles.file}>
          <input id={fileId} ref={input} className={styles.hidden} type="file" accept=".csv,text/csv" data-testid="import-file" onChange={(e) => pick(e.target.files?.[0] ?? null)} />
          <Button icon={<DocumentTable20Regular />} onClick={() => input.current?.click()}>
            {t('upload.choose')}
          </Button>
          <Text className={styles.fileName}>{file ? file.name : t('upload.none')}</Text>
        </div>
      </Field>
      <Button appearance="primary" icon={<ArrowUpload20Regular />} disabled={!file || !sid || sent !== null} onClick={() => void upload()} data-testid="import-upload-button">
        {t('upload.action')}
      </Button>
      {sent !== null && file && (
        <div className={styles.wide} aria-live="polite">
          <Text>{t('messages.UPLOADING', { percent: uploadPercent(sent, file.size) })}</Text>
          <ProgressBar value={file.size > 0 ? sent / file.size : 0} thickness="large" aria-label={t('upload.progress')} />
        </div>
      )}
      {error && (
        <Text role="alert" className={`${styles.wide} ${styles.error}`} data-testid="import-upload-error">
          {error}
        </Text>
      )}
    </div>
  );
}
