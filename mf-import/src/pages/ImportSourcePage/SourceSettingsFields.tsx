import type { ReactNode } from 'react';
import { Checkbox, Field, Input, Radio, RadioGroup, Switch, Textarea, makeStyles, mergeClasses, tokens, type InputProps } from '@fluentui/react-components';
import { MEDIA } from '@hub/contracts';
import { useTranslation } from 'react-i18next';
import {
  connectionChange,
  secretLabelKey,
  type ImportSourceDraft,
  type ImportSourceField,
  type ImportSourceProblem,
} from '../../domain/importSourceForm';

export const useFieldStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    alignItems: 'start',
    [MEDIA.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  wide: { gridColumn: '1 / -1' },
  secret: { alignItems: 'center' },
  radios: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
  // Code-like values (hosts, paths, queries) read left to right in every language.
  code: { fontFamily: tokens.fontFamilyMonospace },
});

/** What the fields need of the form (useDrawerForm). */
export interface SourceFormBinding {
  draft: ImportSourceDraft;
  set: <K extends keyof ImportSourceDraft & string>(key: K, value: ImportSourceDraft[K]) => void;
  patch: (changes: Partial<ImportSourceDraft>) => void;
  problemOf: (field: ImportSourceField) => ImportSourceProblem | undefined;
  readOnly: boolean;
}

type TextField = {
  [K in ImportSourceField]: ImportSourceDraft[K] extends string ? K : never;
}[ImportSourceField];

interface TextOptions {
  label: string;
  hint?: string;
  required?: boolean;
  wide?: boolean;
  /** A host, a path, a header name: written left to right whatever the page's direction. */
  code?: boolean;
  inputMode?: InputProps['inputMode'];
  placeholder?: string;
}

/** One text field of the form, its problem shown under it. */
function useTextField({ draft, set, problemOf, readOnly }: SourceFormBinding) {
  const styles = useFieldStyles();
  const { t } = useTranslation('mf-import');
  const validation = (field: ImportSourceField) => {
    const problem = problemOf(field);
    return problem
      ? { validationMessage: t(`importSources.form.errors.${problem}`), validationState: 'error' as const }
      : {};
  };
  const text = (field: TextField, o: TextOptions): ReactNode => (
    <Field key={field} className={o.wide ? styles.wide : undefined} label={o.label} hint={o.hint} required={o.required && !readOnly} {...validation(field)}>
      <Input
        value={draft[field]}
        readOnly={readOnly}
        className={o.code ? styles.code : undefined}
        dir={o.code ? 'ltr' : 'auto'}
        inputMode={o.inputMode}
        placeholder={o.placeholder}
        onChange={(_, d) => set(field, d.value)}
        data-testid={`source-${field}`}
      />
    </Field>
  );
  return { text, validation };
}

/** The settings of the source's kind (spec section 3 "FTP config", issue 13's database, web service and object storage). */
export function SourceSettingsFields({ form }: { form: SourceFormBinding }) {
  const styles = useFieldStyles();
  const { t } = useTranslation('mf-import');
  const { draft, set, patch, readOnly } = form;
  const { text, validation } = useTextField(form);
  const f = (key: string) => t(`importSources.form.${key}`);
  const host = text('host', { label: f('host'), required: true, code: true, placeholder: 'erp.example.com' });
  const port = text('port', { label: f('port'), required: true, code: true, inputMode: 'numeric' });
  const pageSize = text('pageSize', { label: f('pageSize'), hint: f('pageSizeHint'), required: true, inputMode: 'numeric', code: true });
  const radios = (name: string, label: string, value: string, options: readonly (readonly [string, string])[], onChange: (value: string) => void, wide = true) => (
    <Field key={name} className={wide ? styles.wide : undefined} label={label}>
      <RadioGroup layout="horizontal" className={styles.radios} value={value} disabled={readOnly} onChange={(_, d) => onChange(d.value)} data-testid={`source-${name}`}>
        {options.map(([v, l]) => (
          <Radio key={v} value={v} label={l} />
        ))}
      </RadioGroup>
    </Field>
  );

  switch (draft.kind) {
    case 'DATABASE':
      return (
        <>
          {radios('engine', f('engine'), draft.engine, [['postgres', f('engines.postgres')], ['mysql', f('engines.mysql')]], (v) => patch(connectionChange(draft, { engine: v as ImportSourceDraft['engine'] })))}
          {host}
          {port}
          {text('database', { label: f('database'), required: true, code: true })}
          {text('user', { label: f('user'), required: true, code: true })}
          <Switch className={styles.wide} label={f('ssl')} checked={draft.ssl} disabled={readOnly} onChange={(_, d) => set('ssl', d.checked)} data-testid="source-ssl" />
          {radios('readFrom', f('readFrom'), draft.readFrom, [['table', f('readFromTable')], ['query', f('readFromQuery')]], (v) => set('readFrom', v as ImportSourceDraft['readFrom']))}
          {draft.readFrom === 'table' ? (
            text('table', { label: f('table'), hint: f('tableHint'), required: true, wide: true, code: true, placeholder: 'public.products' })
          ) : (
            <Field className={styles.wide} label={f('query')} hint={f('queryHint')} required={!readOnly} {...validation('query')}>
              <Textarea
                value={draft.query}
                readOnly={readOnly}
                resize="vertical"
                rows={4}
                dir="ltr"
                textarea={{ className: styles.code }}
                placeholder="select * from products"
                onChange={(_, d) => set('query', d.value)}
                data-testid="source-query"
              />
            </Field>
          )}
          {pageSize}
        </>
      );
    case 'WEB_SERVICE':
      return (
        <>
          {text('url', { label: f('url'), hint: f('urlHint'), required: true, wide: true, code: true, placeholder: 'https://erp.example.com/api/products' })}
          {text('authHeader', { label: f('authHeader'), hint: f('authHeaderHint'), code: true })}
          {text('itemsPath', { label: f('itemsPath'), hint: f('itemsPathHint'), code: true, placeholder: 'data.items' })}
          {radios('paging', f('paging'), draft.paging, [['none', f('pagings.none')], ['page', f('pagings.page')], ['offset', f('pagings.offset')]], (v) => set('paging', v as ImportSourceDraft['paging']))}
          {draft.paging !== 'none' && (
            <>
              {text('pageParam', { label: f('pageParam'), required: true, code: true })}
              {text('sizeParam', { label: f('sizeParam'), hint: f('sizeParamHint'), code: true })}
              {pageSize}
            </>
          )}
        </>
      );
    case 'FTP':
      return (
        <>
          {radios('protocol', f('protocol'), draft.protocol, [['ftp', 'FTP'], ['ftps', 'FTPS'], ['sftp', 'SFTP']], (v) => patch(connectionChange(draft, { protocol: v as ImportSourceDraft['protocol'] })))}
          {host}
          {port}
          {text('remotePath', { label: f('remotePath'), hint: f('remotePathHint'), required: true, wide: true, code: true, placeholder: '/exports/products.csv' })}
          {text('user', { label: f('user'), required: true, code: true })}
          {draft.protocol !== 'sftp' && (
            <Switch label={f('activeMode')} checked={draft.activeMode} disabled={readOnly} onChange={(_, d) => set('activeMode', d.checked)} data-testid="source-activeMode" />
          )}
          {draft.protocol !== 'ftp' &&
            text('fingerprint', {
              label: f('fingerprint'),
              hint: f(draft.protocol === 'sftp' ? 'fingerprintHintSftp' : 'fingerprintHintFtps'),
              wide: true,
              code: true,
              placeholder: draft.protocol === 'sftp' ? 'SHA256:…' : 'AB:CD:EF:…',
            })}
        </>
      );
    case 'OBJECT_STORAGE':
      return (
        <>
          {text('endpoint', { label: f('endpoint'), hint: f('endpointHint'), required: true, wide: true, code: true, placeholder: 'https://s3.amazonaws.com' })}
          {text('region', { label: f('region'), required: true, code: true })}
          {text('bucket', { label: f('bucket'), required: true, code: true })}
          {text('key', { label: f('key'), hint: f('keyHint'), required: true, wide: true, code: true, placeholder: 'exports/products.csv' })}
          {text('accessKeyId', { label: f('accessKeyId'), required: true, code: true })}
          <Switch className={styles.wide} label={f('forcePathStyle')} checked={draft.forcePathStyle} disabled={readOnly} onChange={(_, d) => set('forcePathStyle', d.checked)} data-testid="source-forcePathStyle" />
        </>
      );
  }
}

/**
 * The secret (password, secret access key or auth header value): write-only. It is never filled in;
 * on edit an empty field keeps the stored one, and "remove" clears it.
 */
export function SourceSecretField({ form, hasSecret, editing }: { form: SourceFormBinding; hasSecret: boolean; editing: boolean }) {
  const styles = useFieldStyles();
  const { t } = useTranslation('mf-import');
  const { draft, set, patch, readOnly } = form;
  const { validation } = useTextField(form);
  const label = t(`importSources.form.secret.${secretLabelKey(draft.kind)}`);
  const hint = !editing
    ? t('importSources.form.secretNew')
    : draft.removeSecret
      ? t('importSources.form.secretRemoved')
      : hasSecret
        ? t('importSources.form.secretStored')
        : t('importSources.form.secretNone');
  return (
    <div className={mergeClasses(styles.wide, styles.grid, styles.secret)}>
      <Field label={label} hint={readOnly ? undefined : hint} {...validation('secret')}>
        <Input
          type="password"
          value={draft.secret}
          readOnly={readOnly}
          disabled={draft.removeSecret}
          autoComplete="new-password"
          onChange={(_, d) => set('secret', d.value)}
          data-testid="source-secret"
        />
      </Field>
      {editing && hasSecret && !readOnly && (
        <Checkbox
          label={t('importSources.form.removeSecret')}
          checked={draft.removeSecret}
          onChange={(_, d) => patch({ removeSecret: d.checked === true, secret: '' })}
          data-testid="source-remove-secret"
        />
      )}
    </div>
  );
}
