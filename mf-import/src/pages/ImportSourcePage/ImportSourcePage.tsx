import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Option,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeft20Regular, ArrowRight20Regular, Delete20Regular, Save20Regular } from '@fluentui/react-icons';
import {
  IMPORT_SOURCE_KINDS,
  MASTER_STORE,
  MEDIA,
  PERMISSIONS,
  directionOf,
  importSourceIdParamsSchema,
  importSourcesApi,
  localizePath,
  type ImportSourceKind,
  type ImportSourceView,
} from '@hub/contracts';
import {
  AccessDeniedPage,
  callApiWithCode,
  ConfirmDialog,
  formatZonedDateTime,
  HubLink,
  hubStore,
  isApiError,
  navigateTo,
  PageState,
  RecordNotFound,
  type RemotePageProps,
  useDocumentTitle,
  useDrawerForm,
  useHubStore,
  useLocalizedNavigation,
  usePermission,
} from '@hub/ui';
import { Dropdown } from '@hub/ui/controls';
import { useTranslation } from 'react-i18next';
import { SourceConnectionBadge } from '../../components/SourceConnectionBadge';
import { SourceKindLabel } from '../../components/SourceKindLabel';
import {
  connectionChange,
  draftFromSource,
  emptySourceDraft,
  isDraftChanged,
  placeServerErrors,
  sourceBody,
  validateSourceDraft,
  type ImportSourceDraft,
  type ImportSourceField,
  type ImportSourceFormMode,
  type ImportSourceProblem,
} from '../../domain/importSourceForm';
import { useSourceStores } from '../../hooks/useSourceStores';
import { codeWording } from '../../i18n/codeWording';
import { SourceChecks } from './SourceChecks';
import { SourceScheduleFields } from './SourceScheduleFields';
import { SourceSecretField, SourceSettingsFields, useFieldStyles, type SourceFormBinding } from './SourceSettingsFields';
import { useImportSource } from './useImportSource';
import { PANEL_STYLE } from '../../components/Panel/panelStyle';

/** The `{id}` of `/erp/{id}` that opens an empty form. */
export const NEW_SOURCE_ID = 'new';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  back: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  title: { margin: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, overflowWrap: 'anywhere' },
  meta: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}` },
  muted: { color: tokens.colorNeutralForeground3 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  card: {
    ...PANEL_STYLE,
    [MEDIA.phone]: { padding: tokens.spacingHorizontalM },
  },
  cardTitle: { margin: 0 },
  footer: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    flexWrap: 'wrap',
    position: 'sticky',
    bottom: 0,
    zIndex: 1,
    padding: `${tokens.spacingVerticalS} 0`,
    // Room for the shell's go-to-top button (fixed at the inline end, 24px in, 40px wide).
    paddingInlineEnd: '72px',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  footerEnd: { marginInlineStart: 'auto', display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  danger: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * Issue 13, spec section 2 `/erp/{id}`: one import source. `new` creates one (ERP_CREATE); any other
 * id shows it, editable with ERP_MODIFY; its connection can be tested and an import started from it.
 */
export function ImportSourcePage({ params }: RemotePageProps) {
  const { t } = useTranslation('mf-import');
  const id = params.id ?? '';
  const mode: ImportSourceFormMode = id === NEW_SOURCE_ID ? 'create' : 'edit';
  useDocumentTitle(mode === 'create' ? t('importSources.form.newTitle') : t('importSources.form.title'));
  const canRead = usePermission({ permission: PERMISSIONS.ERP_READ_PREVIEW });
  const canCreate = usePermission({ permission: PERMISSIONS.ERP_CREATE });
  if (!canRead || (mode === 'create' && !canCreate)) return <AccessDeniedPage />;
  // An id that cannot be a source's is not asked for: it is a source that does not exist.
  const known = mode === 'create' || importSourceIdParamsSchema.safeParse({ id }).success;
  return <ImportSource key={id} id={mode === 'create' || !known ? null : id} mode={mode} unknown={!known} />;
}

function ImportSource({ id, mode, unknown }: { id: string | null; mode: ImportSourceFormMode; unknown: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  const locale = useHubStore((s) => s.locale);
  const { resource, source, update } = useImportSource(id);
  const Back = directionOf(locale) === 'rtl' ? ArrowRight20Regular : ArrowLeft20Regular;
  const title = mode === 'create' ? t('importSources.form.newTitle') : (source?.name ?? t('importSources.form.title'));

  if (unknown || (mode === 'edit' && resource.status === 'error' && resource.error.code === 'PDDI106')) {
    return <RecordNotFound title={codeWording('PDDI106')} back={{ to: '/erp', label: t('importSources.title') }} />;
  }
  let body: ReactNode;
  if (mode === 'edit' && resource.status === 'loading') body = <PageState kind="loading" message={t('importSources.form.loading')} />;
  else if (mode === 'edit' && resource.status === 'error')
    body = (
      <PageState
        kind="error"
        title={t('importSources.form.notFound')}
        message={codeWording(resource.error.code, resource.error.message)}
        onRetry={resource.reload}
      />
    );
  else body = <SourceForm mode={mode} source={source} onSaved={update} />;

  return (
    <section className={styles.page} data-testid="import-source-page">
      <header className={styles.header}>
        <HubLink to="/erp">
          <span className={styles.back}>
            <Back aria-hidden />
            {t('importSources.title')}
          </span>
        </HubLink>
        <Text as="h1" size={700} weight="bold" className={styles.title}>
          <span dir="auto">{title}</span>
        </Text>
        {source && (
          <div className={styles.meta}>
            <SourceKindLabel kind={source.kind} />
            <SourceConnectionBadge status={source.connectionStatus} />
            {source.testedAt && <Text size={200} className={styles.muted}>{t('importSources.form.testedAt', { date: formatZonedDateTime(source.testedAt, locale) })}</Text>}
            {source.lastErrorCode && (
              <Text size={200} className={styles.danger} data-testid="source-last-error">
                {codeWording(source.lastErrorCode)}
              </Text>
            )}
          </div>
        )}
      </header>
      {body}
    </section>
  );
}

interface SourceFormProps {
  mode: ImportSourceFormMode;
  source: ImportSourceView | null;
  onSaved: (next: ImportSourceView | ((current: ImportSourceView) => ImportSourceView)) => void;
}

function SourceForm({ mode, source, onSaved }: SourceFormProps) {
  const styles = useStyles();
  const fieldStyles = useFieldStyles();
  const { t } = useTranslation('mf-import');
  const locale = useHubStore((s) => s.locale);
  const homeSid = useHubStore((s) => s.user?.sid);
  const { go } = useLocalizedNavigation();
  const canModify = usePermission({ permission: PERMISSIONS.ERP_MODIFY });
  const canRun = usePermission({ permission: PERMISSIONS.DATA_IMPORT_MODIFY });
  const { stores, storeName, storeOf, choices } = useSourceStores();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const readOnly = mode === 'edit' && !canModify;
  const storeChoices = choices(source?.sid);
  const saved = useMemo(() => (source ? draftFromSource(source) : emptySourceDraft('')), [source]);

  const form = useDrawerForm<ImportSourceDraft, ImportSourceField, ImportSourceProblem>({
    open: true,
    initial: () => saved,
    // A save answers the source as stored: the form starts again from it (the secret field empty).
    resetOn: [source?.id, source?.updatedAt],
    validate: (draft) => validateSourceDraft(draft, mode),
    canSave: !readOnly,
    submit: async (draft) => {
      const body = sourceBody(draft, mode);
      if (mode === 'create') {
        const { code, data } = await callApiWithCode(importSourcesApi.create, { body });
        hubStore.getState().showSnackbar(codeWording(code), 'success');
        // The new source's own address replaces /erp/new, so Back does not open an empty form again.
        navigateTo(localizePath(`/erp/${encodeURIComponent(data.id)}`, locale), { replace: true });
      } else if (source) {
        const { code, data } = await callApiWithCode(importSourcesApi.update, { params: { id: source.id }, body });
        hubStore.getState().showSnackbar(codeWording(code), 'success');
        onSaved(data);
      }
    },
    fieldErrorsOf: (code, details) => placeServerErrors(code, details),
    formErrorOf: (code, message) => codeWording(code, message),
  });
  const { draft, set, patch, saving, formError } = form;

  // A new source belongs to the store the address names (`?sid=`, from a store's sources; once the
  // stores are known), else to the user's own store when it may, else to the first choice (MASTER for most).
  const asked = new URLSearchParams(window.location.search).get('sid');
  const firstChoice =
    asked && stores.status === 'loading'
      ? undefined
      : (storeChoices.find((c) => c.code === asked)?.code ?? storeChoices.find((c) => c.code === homeSid)?.code ?? storeChoices[0]?.code);
  useEffect(() => {
    if (mode === 'create' && draft.sid === '' && firstChoice) patch({ sid: firstChoice });
  }, [mode, draft.sid, firstChoice]);

  const binding: SourceFormBinding = { draft, set, patch, problemOf: form.problemOf, readOnly };
  const changed = mode === 'edit' && isDraftChanged(draft, saved, mode);
  const problem = (field: ImportSourceField) => {
    const p = form.problemOf(field);
    return p ? { validationMessage: t(`importSources.form.errors.${p}`), validationState: 'error' as const } : {};
  };
  const choiceLabel = (code: string) => (code === MASTER_STORE ? storeName(code) : `${storeName(code)} (${code})`);

  const remove = async () => {
    if (!source) return;
    setConfirmDelete(false);
    setDeleting(true);
    try {
      const { code } = await callApiWithCode(importSourcesApi.remove, { params: { id: source.id } });
      hubStore.getState().showSnackbar(codeWording(code), 'success');
      go('/erp');
    } catch (error) {
      hubStore.getState().showSnackbar(isApiError(error) ? codeWording(error.code, error.message) : codeWording('SE100'), 'error');
      setDeleting(false);
    }
  };

  return (
    <>
      <form className={styles.form} noValidate onSubmit={(e) => void form.save(e)} aria-label={t('importSources.form.title')} data-testid="import-source-form">
        {readOnly && (
          <MessageBar intent="info">
            <MessageBarBody>{t('importSources.form.readOnly')}</MessageBarBody>
          </MessageBar>
        )}
        <section className={styles.card} aria-labelledby="source-general-heading">
          <Text as="h2" size={500} weight="semibold" id="source-general-heading" className={styles.cardTitle}>
            {t('importSources.form.general')}
          </Text>
          <div className={fieldStyles.grid}>
            <Field label={t('importSources.form.name')} hint={readOnly ? undefined : t('importSources.form.nameHint')} required={!readOnly} {...problem('name')}>
              <Input value={draft.name} readOnly={readOnly} maxLength={120} dir="auto" onChange={(_, d) => set('name', d.value)} data-testid="source-name" />
            </Field>
            <Field label={t('importSources.form.store')} hint={readOnly ? undefined : t('importSources.form.storeHint')} required={!readOnly} {...problem('sid')}>
              <Dropdown
                value={draft.sid ? choiceLabel(draft.sid) : ''}
                selectedOptions={draft.sid ? [draft.sid] : []}
                disabled={readOnly || stores.status === 'loading'}
                placeholder={stores.status === 'loading' ? t('importSources.form.storesLoading') : undefined}
                onOptionSelect={(_, d) => d.optionValue && set('sid', d.optionValue)}
                data-testid="source-store"
              >
                {storeChoices.map((c) => (
                  <Option key={c.code} value={c.code} text={choiceLabel(c.code)}>
                    {choiceLabel(c.code)}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            {stores.status === 'error' && (
              <MessageBar intent="warning" className={fieldStyles.wide}>
                <MessageBarBody>{`${t('connections.error')}: ${codeWording(stores.error.code, stores.error.message)}`}</MessageBarBody>
              </MessageBar>
            )}
            {mode === 'create' ? (
              <Field className={fieldStyles.wide} label={t('importSources.form.kind')} hint={t('importSources.form.kindHint')}>
                <RadioGroup
                  layout="horizontal"
                  className={fieldStyles.radios}
                  value={draft.kind}
                  onChange={(_, d) => patch({ ...connectionChange(draft, { kind: d.value as ImportSourceKind }), secret: '' })}
                  data-testid="source-kind-choice"
                >
                  {IMPORT_SOURCE_KINDS.map((kind) => (
                    <Radio key={kind} value={kind} label={<SourceKindLabel kind={kind} />} />
                  ))}
                </RadioGroup>
              </Field>
            ) : (
              <Field className={fieldStyles.wide} label={t('importSources.form.kind')} hint={readOnly ? undefined : t('importSources.form.kindFixed')}>
                <div>
                  <SourceKindLabel kind={draft.kind} />
                </div>
              </Field>
            )}
          </div>
        </section>

        <section className={styles.card} aria-labelledby="source-connection-heading">
          <Text as="h2" size={500} weight="semibold" id="source-connection-heading" className={styles.cardTitle}>
            {t('importSources.form.connection')}
          </Text>
          <div className={fieldStyles.grid}>
            <SourceSettingsFields form={binding} />
            <SourceSecretField form={binding} hasSecret={source?.hasSecret ?? false} editing={mode === 'edit'} />
          </div>
        </section>

        <section className={styles.card} aria-labelledby="source-schedule-heading">
          <Text as="h2" size={500} weight="semibold" id="source-schedule-heading" className={styles.cardTitle}>
            {t('importSources.schedule.heading')}
          </Text>
          <SourceScheduleFields form={binding} source={source} store={draft.sid ? storeOf(draft.sid) : undefined} />
        </section>

        {formError && (
          <MessageBar intent="error" role="alert" data-testid="source-form-error">
            <MessageBarBody>{formError}</MessageBarBody>
          </MessageBar>
        )}

        {!readOnly && (
          <div className={styles.footer}>
            {mode === 'edit' && canModify && (
              <Button
                appearance="subtle"
                icon={deleting ? <Spinner size="tiny" /> : <Delete20Regular className={styles.danger} />}
                disabled={deleting || saving}
                onClick={() => setConfirmDelete(true)}
                data-testid="source-delete"
              >
                {t('importSources.form.delete')}
              </Button>
            )}
            <div className={styles.footerEnd}>
              <Button onClick={() => go('/erp')}>{t('importSources.form.cancel')}</Button>
              <Button
                appearance="primary"
                type="submit"
                disabled={saving || deleting || (mode === 'edit' && !changed)}
                icon={saving ? <Spinner size="tiny" /> : <Save20Regular />}
                data-testid="source-save"
              >
                {mode === 'create' ? t('importSources.form.create') : t('importSources.form.save')}
              </Button>
            </div>
          </div>
        )}
      </form>

      {mode === 'edit' && source && (
        <SourceChecks
          source={source}
          unsaved={changed}
          canRun={canRun}
          onTested={(change) => onSaved((current) => ({ ...current, ...change }))}
          pin={readOnly ? undefined : { pinned: draft.fingerprint, onPin: (fingerprint) => set('fingerprint', fingerprint) }}
        />
      )}

      <ConfirmDialog
        open={confirmDelete}
        title={t('importSources.form.deleteTitle')}
        body={t('importSources.form.deleteBody', { name: source?.name ?? '' })}
        confirmText={t('importSources.form.deleteConfirm')}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void remove()}
      />
    </>
  );
}

