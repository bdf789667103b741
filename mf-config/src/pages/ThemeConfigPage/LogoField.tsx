import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUpload20Regular, Delete20Regular } from '@fluentui/react-icons';
import { LOGO_FORMATS, LOGO_UPLOAD_FIELD, logoProblem, themeConfigApi, type LogoKind, type MessageCode, type ThemeLogo } from '@hub/contracts';
import { codeWording, toFailure, uploadFile } from '@hub/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  preview: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: '72px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
  },
  image: { maxHeight: '56px', maxWidth: '90%', objectFit: 'contain' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  error: { color: tokens.colorPaletteRedForeground1 },
  hidden: { display: 'none' },
});

/** The file's bytes (FileReader: every browser has it, and so has the test DOM). */
function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('file not readable'));
    reader.readAsArrayBuffer(file);
  });
}

const REFUSALS: Record<string, MessageCode> = { type: 'THC103', size: 'THC104', content: 'THC105', 'active-content': 'THC106' };

/**
 * One logo of the theme: its preview, Upload (checked here first with the server's own rules, then
 * sent; the server checks again) and Remove. The draft takes the uploaded logo; Save makes it the theme's.
 */
export function LogoField({ kind, logo, disabled, onChange }: { kind: LogoKind; logo: ThemeLogo | null; disabled: boolean; onChange: (logo: ThemeLogo | null) => void }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const accept = LOGO_FORMATS[kind].map((f) => `.${f}`).join(',');

  const upload = async (file: File) => {
    setError(null);
    const refused = logoProblem(kind, file.name, await readBytes(file));
    if (refused) {
      setError(codeWording(REFUSALS[refused.problem]!, ''));
      return;
    }
    setBusy(true);
    try {
      const { data } = await uploadFile(themeConfigApi.uploadLogo, { file, field: LOGO_UPLOAD_FIELD, params: { kind } });
      onChange({ file: data.file, url: data.url, format: data.format });
    } catch (failure) {
      const { code, message } = toFailure(failure);
      setError(codeWording(code, message));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.root} data-testid={`logo-field-${kind}`}>
      <Text weight="semibold">{t(`theme.logos.${kind}`)}</Text>
      <Text size={200}>{t(`theme.logos.${kind}Hint`)}</Text>
      <div className={styles.preview}>
        {logo ? <img src={logo.url} alt={t(`theme.logos.${kind}`)} className={styles.image} data-testid={`logo-preview-${kind}`} /> : <Text size={200}>{t('theme.logos.none')}</Text>}
      </div>
      {error && (
        <Text size={200} className={styles.error} role="alert">
          {error}
        </Text>
      )}
      <div className={styles.actions}>
        <input
          ref={input}
          type="file"
          accept={accept}
          className={styles.hidden}
          aria-label={t(`theme.logos.${kind}`)}
          data-testid={`logo-input-${kind}`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
        <Button icon={<ArrowUpload20Regular />} disabled={disabled || busy} onClick={() => input.current?.click()}>
          {busy ? t('theme.logos.uploading') : t('theme.logos.upload')}
        </Button>
        {logo && (
          <Button appearance="subtle" icon={<Delete20Regular />} disabled={disabled || busy} onClick={() => onChange(null)}>
            {t('theme.logos.remove')}
          </Button>
        )}
      </div>
    </div>
  );
}
