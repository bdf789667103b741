import { Button, Field, Option, ProgressBar, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowUpload20Regular, Delete20Regular, FolderZip20Regular, ImageMultiple24Regular, Image20Regular } from '@fluentui/react-icons';
import { IMAGE_UPLOAD_FIELD, imageExtension, imageImportApi, localeOption, type ImageImportJob } from '@hub/contracts';
import { uploadFile, useHubStore } from '@hub/ui';
import { Dropdown } from '@hub/ui/controls';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PANEL_STYLE } from '../../components/Panel/panelStyle';
import { ZIP_EXTENSION, acceptAttribute, addChosenFiles, formatSize } from '../../domain/imageFiles';
import { uploadPercent } from '../../domain/importJobs';
import { codeWording } from '../../i18n/codeWording';
import { useStartImageImport } from './useStartImageImport';

/** How many chosen file names are listed (the count says the rest). */
const NAMES_SHOWN = 6;

const useStyles = makeStyles({
  panel: PANEL_STYLE,
  drop: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground2,
  },
  dragging: { border: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  dropIcon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  hidden: { display: 'none' },
  muted: { color: tokens.colorNeutralForeground3 },
  chosen: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  chosenHead: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  names: { margin: 0, padding: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  name: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0, color: tokens.colorNeutralForeground2 },
  nameText: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  actions: { display: 'flex', justifyContent: 'flex-end' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface ImageUploadProps {
  /** The stores the images may be matched to (MASTER first, when the user may choose it), with their labels. */
  stores: readonly { code: string; label: string }[];
  /** The extensions taken (the merchant's image extensions and zip). */
  extensions: readonly string[];
  onStarted: (job: ImageImportJob) => void;
}

/**
 * Upload many images and zips of images for a store or for MASTER (issue 13 item 3): picked or
 * dropped, only the merchant's image extensions and zips taken (others refused with IMG102's
 * wording), sent as one request with its bytes' progress; the import then runs on the server and the
 * upload progress modal follows it.
 */
export function ImageUpload({ stores, extensions, onStarted }: ImageUploadProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  const locale = useHubStore((s) => s.locale);
  const userSid = useHubStore((s) => s.user?.sid);
  const iso = localeOption(locale).iso;
  const [sid, setSid] = useState(() => (stores.some((s) => s.code === userSid) ? userSid! : (stores[0]?.code ?? '')));
  const [files, setFiles] = useState<File[]>([]);
  const [sent, setSent] = useState<number | null>(null);
  const { error, setError, start } = useStartImageImport(onStarted);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const size = files.reduce((sum, f) => sum + f.size, 0);
  const chosenStore = stores.find((s) => s.code === sid);

  const add = (added: readonly File[]) => {
    const next = addChosenFiles(files, added, extensions);
    setFiles(next.files);
    const problems = [
      ...(next.refused.length > 0 ? [`${codeWording('IMG102')}: ${next.refused.join(', ')}`] : []),
      ...(next.overflow > 0 ? [codeWording('IMG103')] : []),
    ];
    setError(problems.length > 0 ? problems.join(' · ') : null);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (sent === null) add([...e.dataTransfer.files]);
  };
  const clear = () => {
    setFiles([]);
    setError(null);
    if (input.current) input.current.value = '';
  };

  const upload = async () => {
    if (sent !== null) return;
    if (files.length === 0 || !sid) {
      setError(codeWording('IMG101'));
      return;
    }
    setSent(0);
    const started = await start(() => uploadFile(imageImportApi.upload, { file: files, field: IMAGE_UPLOAD_FIELD, query: { sid }, onProgress: (bytes) => setSent(bytes) }));
    setSent(null);
    if (started) clear();
  };

  return (
    <section className={styles.panel} aria-labelledby="image-upload-heading" data-testid="image-upload">
      <Text as="h2" size={500} weight="semibold" id="image-upload-heading">
        {t('imageImport.upload.heading')}
      </Text>
      <Field label={t('imageImport.upload.store')} hint={t('imageImport.upload.storeHint')}>
        <Dropdown value={chosenStore?.label ?? ''} selectedOptions={sid ? [sid] : []} onOptionSelect={(_, d) => d.optionValue && setSid(d.optionValue)} disabled={sent !== null} data-testid="image-store">
          {stores.map((s) => (
            <Option key={s.code} value={s.code} text={s.label}>
              {s.label}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <div
        className={mergeClasses(styles.drop, dragging && styles.dragging)}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="image-drop"
      >
        <ImageMultiple24Regular className={styles.dropIcon} aria-hidden />
        <Text>{t('imageImport.upload.drop')}</Text>
        <input
          ref={input}
          className={styles.hidden}
          type="file"
          multiple
          accept={acceptAttribute(extensions)}
          aria-describedby={hintId}
          data-testid="image-files"
          onChange={(e) => add([...(e.target.files ?? [])])}
        />
        <Button icon={<ArrowUpload20Regular />} onClick={() => input.current?.click()} disabled={sent !== null} aria-describedby={hintId}>
          {t('imageImport.upload.choose')}
        </Button>
        <Text size={200} className={styles.muted} id={hintId} data-testid="image-accepted">
          {t('imageImport.upload.accepted')}{' '}
          {/* Extensions read left to right in every language. */}
          <bdi dir="ltr">{extensions.map((e) => `.${e}`).join(', ')}</bdi>
        </Text>
      </div>
      {files.length > 0 && (
        <div className={styles.chosen} data-testid="image-chosen">
          <div className={styles.chosenHead}>
            <Text weight="semibold">{t('imageImport.upload.chosen', { count: files.length, n: new Intl.NumberFormat(iso).format(files.length), size: formatSize(size, iso) })}</Text>
            <Button appearance="subtle" size="small" icon={<Delete20Regular />} onClick={clear} disabled={sent !== null}>
              {t('imageImport.upload.clear')}
            </Button>
          </div>
          <ul className={styles.names}>
            {files.slice(0, NAMES_SHOWN).map((f) => (
              <li key={`${f.name}/${f.size}`} className={styles.name}>
                {imageExtension(f.name) === ZIP_EXTENSION ? <FolderZip20Regular aria-hidden /> : <Image20Regular aria-hidden />}
                <Text className={styles.nameText} dir="auto">
                  {f.name}
                </Text>
              </li>
            ))}
          </ul>
          {files.length > NAMES_SHOWN && <Text size={200} className={styles.muted}>{t('imageImport.upload.more', { count: files.length - NAMES_SHOWN, n: files.length - NAMES_SHOWN })}</Text>}
        </div>
      )}
      {sent !== null && (
        <div className={styles.chosen} aria-live="polite">
          <Text>{t('messages.UPLOADING', { percent: uploadPercent(sent, size) })}</Text>
          <ProgressBar value={size > 0 ? Math.min(1, sent / size) : 0} thickness="large" aria-label={t('imageImport.upload.progress')} />
        </div>
      )}
      {error && (
        <Text role="alert" className={styles.error} data-testid="image-upload-error">
          {error}
        </Text>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" icon={<ArrowUpload20Regular />} disabled={sent !== null} onClick={() => void upload()} data-testid="image-upload-button">
          {t('imageImport.upload.action')}
        </Button>
      </div>
    </section>
  );
}
