import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Button,
  Field,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  Add20Regular,
  Delete20Regular,
  Dismiss20Regular,
  TableSimple24Regular,
  ArrowSplit24Regular,
  DocumentTable24Regular,
  Group24Regular,
} from '@fluentui/react-icons';
import { ConfirmDialog, PageState, SaveBar, formatZonedDateTime, useHubStore } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { updateGroupBy } from '../../domain/dataMappingDraft';
import { codeWording } from '../../i18n/codeWording';
import { ColumnInput } from './ColumnInput';
import { FieldsTable } from './FieldsTable';
import { MappingsTable } from './MappingsTable';
import { SamplePanel } from './SamplePanel';
import type { DataMappingState } from './useDataMapping';
import { useMappingSample } from './useMappingSample';

const useStyles = makeStyles({
  editor: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  sectionHead: {
    display: 'flex',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
  sectionText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, flex: '1 1 280px' },
  sectionTitle: { margin: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  toolbar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    marginBlockEnd: `calc(${tokens.spacingVerticalL} * -1)`,
  },
  danger: { color: tokens.colorPaletteRedForeground1 },
  groupBy: { maxWidth: '420px' },
});

export interface DataMappingEditorProps {
  mapping: DataMappingState;
}

/** The data mapping editor of the data-import page (issue 5 item 1; spec sections 3 and 5). */
export function DataMappingEditor({ mapping }: DataMappingEditorProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const locale = useHubStore((s) => s.locale);
  const formRef = useRef<HTMLFormElement>(null);
  const { refusals } = mapping;
  const sample = useMappingSample(mapping.draft, mapping.edit);

  // A refused save takes the user to the first marked cell.
  useEffect(() => {
    if (refusals === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.scrollIntoView?.({ block: 'center' });
    first?.focus({ preventScroll: true });
  }, [refusals]);
  const { resource, answer, draft, canModify, dirty, busy, notice } = mapping;
  const readOnly = !canModify;

  if (resource.status === 'loading' && !draft) return <PageState kind="loading" />;
  if (resource.status === 'error')
    return (
      <PageState
        kind="error"
        title={t('mapping.loadError')}
        message={codeWording(resource.error.code, resource.error.message)}
        onRetry={resource.reload}
      />
    );
  if (!draft || !answer) return <PageState kind="loading" />;

  const tableProps = { draft, readOnly, errorsOf: mapping.errorsOf, edit: mapping.edit };
  const savedAt = (iso: string | null) =>
    iso ? formatZonedDateTime(iso, locale) : '';

  return (
    <form
      ref={formRef}
      className={styles.editor}
      noValidate
      aria-label={t('mapping.heading')}
      data-testid="data-mapping-editor"
      onSubmit={(event) => {
        event.preventDefault();
        void mapping.save();
      }}
    >
      <div className={styles.toolbar}>
        <Text size={200} className={styles.muted}>
          {answer.configured
            ? t('mapping.status.revision', { revision: answer.revision, date: savedAt(answer.updatedAt) })
            : t('mapping.status.notSaved')}
        </Text>
        {canModify && answer.configured && mapping.isDefault && (
          <Button
            appearance="subtle"
            icon={busy === 'delete' ? <Spinner size="tiny" /> : <Delete20Regular className={styles.danger} />}
            disabled={busy !== null}
            onClick={() => setConfirmDelete(true)}
          >
            {t('mapping.delete')}
          </Button>
        )}
      </div>
      {readOnly && (
        <MessageBar intent="info">
          <MessageBarBody>{t('mapping.readOnly')}</MessageBarBody>
        </MessageBar>
      )}

      {canModify && (
        <EditorSection
          id="mapping-sample-heading"
          icon={<DocumentTable24Regular aria-hidden />}
          title={t('mapping.sample.heading')}
          subtitle={t('mapping.sample.subtitle')}
        >
          <SamplePanel sample={sample} draft={draft} readOnly={readOnly} />
        </EditorSection>
      )}

      <EditorSection
        id="mapping-fields-heading"
        icon={<TableSimple24Regular aria-hidden />}
        title={t('mapping.fields.heading')}
        subtitle={t('mapping.fields.subtitle')}
        addLabel={readOnly ? undefined : t('mapping.fields.add')}
        onAdd={mapping.addField}
      >
        <FieldsTable {...tableProps} sample={sample.view ? { columns: sample.view.columns, suggestions: sample.view.suggestions } : undefined} />
      </EditorSection>

      <EditorSection
        id="mapping-grouping-heading"
        icon={<Group24Regular aria-hidden />}
        title={t('mapping.grouping.heading')}
        subtitle={t('mapping.grouping.subtitle')}
      >
        <Field className={styles.groupBy} label={t('mapping.grouping.label')} hint={t('mapping.grouping.hint')}>
          <ColumnInput
            value={draft.groupBy}
            disabled={readOnly}
            maxLength={128}
            label={t('mapping.grouping.label')}
            placeholder="Handle"
            testId="mapping-group-by"
            columns={sample.view?.columns}
            suggestion={sample.view?.groupSuggestion}
            onChange={(value) => mapping.edit((d) => updateGroupBy(d, value))}
          />
        </Field>
      </EditorSection>

      <EditorSection
        id="mapping-mappings-heading"
        icon={<ArrowSplit24Regular aria-hidden />}
        title={t('mapping.mappings.heading')}
        subtitle={t('mapping.mappings.subtitle')}
        addLabel={readOnly ? undefined : t('mapping.mappings.add')}
        onAdd={mapping.addMapping}
      >
        {draft.mappings.length > 0 ? (
          <MappingsTable {...tableProps} />
        ) : (
          <PageState kind="empty" icon={<ArrowSplit24Regular />} message={t('mapping.mappings.empty')} />
        )}
      </EditorSection>

      {mapping.generalErrors.length > 0 && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            {mapping.generalErrors.map((code) => (
              <div key={code}>
                {codeWording(code)} ({code})
              </div>
            ))}
          </MessageBarBody>
        </MessageBar>
      )}
      {notice && (
        <MessageBar intent={notice.intent} role={notice.intent === 'error' ? 'alert' : 'status'} data-testid="mapping-notice">
          <MessageBarBody>{notice.text}</MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                aria-label={t('mapping.dismiss')}
                icon={<Dismiss20Regular />}
                onClick={mapping.dismissNotice}
              />
            }
          />
        </MessageBar>
      )}

      <SaveBar
        dirty={dirty}
        saving={busy === 'save'}
        canModify={canModify}
        onDiscard={mapping.discard}
        saveWhenUnchanged
        saveLabel={t('mapping.save')}
      />

      <ConfirmDialog
        open={confirmDelete}
        title={t('mapping.deleteTitle')}
        body={t('mapping.deleteBody')}
        confirmText={t('mapping.deleteConfirm')}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          void mapping.remove();
        }}
      />
    </form>
  );
}

interface EditorSectionProps {
  id: string;
  icon: ReactNode;
  title: string;
  subtitle: string;
  /** The add button's words; no button when undefined (read-only, or nothing to add). */
  addLabel?: string;
  onAdd?: () => void;
  children: ReactNode;
}

/** One part of the editor: heading, explanation, an add button, then its table. */
function EditorSection({ id, icon, title, subtitle, addLabel, onAdd, children }: EditorSectionProps) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <div className={styles.sectionText}>
          <Text as="h3" size={400} weight="semibold" id={id} className={styles.sectionTitle}>
            {icon}
            {title}
          </Text>
          <Text className={styles.muted}>{subtitle}</Text>
        </div>
        {addLabel !== undefined && onAdd && (
          <Button icon={<Add20Regular />} onClick={onAdd}>
            {addLabel}
          </Button>
        )}
      </div>
      {children}
    </section>
  );
}
