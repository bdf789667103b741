import { useEffect, useRef, type ReactNode } from 'react';
import { Badge, Button, Field, MessageBar, MessageBarBody, Select, Spinner, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowUpload20Regular, Dismiss20Regular, DocumentTable20Regular } from '@fluentui/react-icons';
import { useDateFormat } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import type { DataMappingDraft } from '../../domain/dataMappingDraft';
import { isSampleColumn, sampleRequestOf } from '../../domain/mappingSample';
import { useSampleChoices, type MappingSampleState, type MappingSampleView } from './useMappingSample';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  choices: { display: 'flex', alignItems: 'flex-end', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS },
  choice: { flex: '1 1 220px', maxWidth: '360px', minWidth: 0 },
  file: { display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, minWidth: 0, overflowWrap: 'anywhere' },
  hidden: { display: 'none' },
  muted: { color: tokens.colorNeutralForeground3 },
  subheading: { margin: 0 },
  scroller: {
    overflow: 'auto',
    maxHeight: '360px',
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  table: { borderCollapse: 'collapse', minWidth: '100%' },
  th: {
    position: 'sticky',
    top: 0,
    textAlign: 'start',
    verticalAlign: 'bottom',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  td: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    fontSize: tokens.fontSizeBase200,
    maxWidth: '240px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
  },
  rowNumber: { color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums' },
  empty: { color: tokens.colorNeutralForeground4 },
  headStack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, alignItems: 'flex-start' },
});

export interface SamplePanelProps {
  sample: MappingSampleState;
  draft: DataMappingDraft;
  readOnly: boolean;
}

/**
 * "Start from a sample file" (issue 28 item 1): the merchant picks a CSV, sees its header and first
 * rows, accepts the suggested columns and sees the rows as products while the mapping changes.
 */
export function SamplePanel({ sample, draft, readOnly }: SamplePanelProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  const input = useRef<HTMLInputElement>(null);
  const { view, reading, error } = sample;

  return (
    <div className={styles.panel} data-testid="mapping-sample">
      <div className={styles.bar}>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          className={styles.hidden}
          data-testid="mapping-sample-input"
          aria-label={t('mapping.sample.choose')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void sample.read(file);
          }}
        />
        <Button
          appearance={view ? 'secondary' : 'primary'}
          icon={reading ? <Spinner size="tiny" /> : <ArrowUpload20Regular />}
          disabled={reading || readOnly}
          onClick={() => input.current?.click()}
        >
          {view ? t('mapping.sample.chooseAnother') : t('mapping.sample.choose')}
        </Button>
        {view && (
          <>
            <Text className={styles.file} data-testid="mapping-sample-summary">
              <DocumentTable20Regular aria-hidden />
              <bdi>{view.sample.fileName}</bdi>
              <span className={styles.muted}>{t('mapping.sample.summary', { columns: t('mapping.sample.columnCount', { count: view.columns.length }), rows: t('mapping.sample.firstRows', { count: view.sample.rows.length }) })}</span>
            </Text>
            <Button appearance="subtle" icon={<Dismiss20Regular />} onClick={sample.close}>
              {t('mapping.sample.close')}
            </Button>
          </>
        )}
      </div>
      {!readOnly && <SampleChoices sample={sample} />}
      {reading && <Text className={styles.muted}>{t('mapping.sample.reading')}</Text>}
      {error && (
        <MessageBar intent="error" role="alert" data-testid="mapping-sample-error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {view && <SampleView view={view} draft={draft} readOnly={readOnly} accept={sample.accept} />}
    </div>
  );
}

/**
 * "Or pick a file (or test a source)" (issue 28 item 1): an earlier import's kept file, or a source's
 * test run, read as the sample. Each list shows only when it has something to offer.
 */
function SampleChoices({ sample }: { sample: MappingSampleState }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  const dates = useDateFormat();
  const { files, sources } = useSampleChoices(true);
  // A source's "map this source's columns" on /erp (?sampleSource=<id>): tested once, as soon as it is listed.
  const requested = useRef(typeof window === 'undefined' ? null : sampleRequestOf(window.location.search).sourceId);
  const { testSource } = sample;
  useEffect(() => {
    const source = requested.current ? sources.find((s) => s.id === requested.current) : undefined;
    if (!source) return;
    requested.current = null;
    void testSource(source);
  }, [sources, testSource]);
  if (files.length === 0 && sources.length === 0) return null;
  return (
    <div className={styles.choices}>
      <ChoiceSelect
        label={t('mapping.sample.pickFile')}
        placeholder={t('mapping.sample.pickFilePlaceholder')}
        testId="mapping-sample-file"
        disabled={sample.reading}
        items={files.map((job) => ({ id: job.id, text: t('mapping.sample.pickFileOption', { name: job.fileName, date: dates.date(job.createdAt) }) }))}
        onChoose={(id) => void sample.pickFile({ id })}
      />
      <ChoiceSelect
        label={t('mapping.sample.testSource')}
        placeholder={t('mapping.sample.testSourcePlaceholder')}
        testId="mapping-sample-source"
        disabled={sample.reading}
        items={sources.map((source) => ({ id: source.id, text: source.name }))}
        onChoose={(id) => {
          const source = sources.find((s) => s.id === id);
          if (source) void sample.testSource(source);
        }}
      />
    </div>
  );
}

interface ChoiceSelectProps {
  label: string;
  placeholder: string;
  testId: string;
  disabled: boolean;
  items: ReadonlyArray<{ id: string; text: string }>;
  onChoose: (id: string) => void;
}

/** A labelled list that acts on a choice and returns to its placeholder; nothing when it has no items. */
function ChoiceSelect({ label, placeholder, testId, disabled, items, onChoose }: ChoiceSelectProps) {
  const styles = useStyles();
  if (items.length === 0) return null;
  return (
    <Field label={label} className={styles.choice}>
      <Select value="" disabled={disabled} data-testid={testId} onChange={(_, d) => d.value && onChoose(d.value)}>
        <option value="">{placeholder}</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.text}
          </option>
        ))}
      </Select>
    </Field>
  );
}

function SampleView({ view, draft, readOnly, accept }: { view: MappingSampleView; draft: DataMappingDraft; readOnly: boolean; accept: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  const pending = view.pending.size;
  return (
    <>
      <MessageBar intent={pending > 0 ? 'info' : 'success'} data-testid="mapping-suggestions">
        <MessageBarBody>
          <span className={styles.bar}>
            {pending > 0 ? t('mapping.sample.pending', { count: pending }) : t('mapping.sample.nothingPending')}
            {pending > 0 && !readOnly && (
              <Button appearance="primary" size="small" onClick={accept} data-testid="mapping-accept-suggestions">
                {t('mapping.sample.accept')}
              </Button>
            )}
          </span>
        </MessageBarBody>
      </MessageBar>

      <SampleTable
        id="mapping-sample-rows"
        heading={t('mapping.sample.rowsHeading')}
        columns={view.sample.header.map((name, i) => ({ key: String(i), head: <span dir="auto">{name}</span> }))}
        rows={view.sample.rows.map((cells, r) => ({ number: r + 2, value: (key: string) => cells[Number(key)] ?? '' }))}
      />
      <SampleTable
        id="mapping-preview"
        heading={t('mapping.sample.previewHeading')}
        hint={t('mapping.sample.previewHint')}
        rowTestId="mapping-preview-row"
        columns={draft.fields.map((row) => ({
          key: row.key,
          head: (
            <span className={styles.headStack}>
              <span dir="auto">{row.displayName.trim() || row.name.trim() || t('mapping.fields.newRow')}</span>
              {row.fill !== 'CONSTANT' && !isSampleColumn(view.sample, row.erpField) && (
                <Badge appearance="tint" color="warning" size="small">
                  {t('mapping.sample.notInFile')}
                </Badge>
              )}
            </span>
          ),
        }))}
        rows={view.preview.map((product) => ({ number: product.row, value: (key: string) => product.values[key] ?? '' }))}
      />
    </>
  );
}

interface SampleTableProps {
  id: string;
  heading: string;
  hint?: string;
  rowTestId?: string;
  columns: ReadonlyArray<{ key: string; head: ReactNode }>;
  rows: ReadonlyArray<{ number: number; value: (columnKey: string) => string }>;
}

/** A table of the sample: a row number, then one cell per column; it scrolls both ways and keeps its header in view. */
function SampleTable({ id, heading, hint, rowTestId, columns, rows }: SampleTableProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  return (
    <>
      <Text as="h4" size={300} weight="semibold" className={styles.subheading} id={`${id}-heading`}>
        {heading}
      </Text>
      {hint && <Text className={styles.muted}>{hint}</Text>}
      <div className={styles.scroller} tabIndex={0} role="region" aria-labelledby={`${id}-heading`}>
        <table className={styles.table} data-testid={id}>
          <thead>
            <tr>
              <th scope="col" className={styles.th}>
                {t('mapping.sample.row')}
              </th>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={styles.th}>
                  {column.head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.number} data-testid={rowTestId}>
                <td className={mergeClasses(styles.td, styles.rowNumber)}>{row.number}</td>
                {columns.map((column) => {
                  const value = row.value(column.key);
                  return (
                    <td key={column.key} className={styles.td} dir="auto" title={value}>
                      {value === '' ? <span className={styles.empty}>–</span> : value}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
