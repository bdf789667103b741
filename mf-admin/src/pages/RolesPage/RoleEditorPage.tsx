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
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { TextBulletListLtr20Regular } from '@fluentui/react-icons';
import { mayCreateRole, mayModifyRole, mayUseBaseRole, MEDIA, PERMISSIONS, ROLE_NAME_MAX_LENGTH, rolesApi, type RoleName, type RoleSummary } from '@hub/contracts';
import { AccessDeniedPage, callApiWithCode, hubStore, PageState, useDocumentTitle, useDrawerForm, useLocalizedNavigation, usePermission } from '@hub/ui';
import { Dropdown } from '@hub/ui/controls';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  baseRoleChoices,
  createBody,
  roleFormErrors,
  updateBody,
  valuesFromRole,
  type RoleFormErrors,
  type RoleFormKind,
  type RoleFormValues,
} from '../../domain/roleEditor';
import { codeWording } from '../../i18n/codeWording';
import { PermissionPicker } from './PermissionPicker';
import { MenuPreviewView } from './RolePreviewPage';
import { useBackIcon, useQueryParam, useRole, useRoleCaller, useRoleList, useRoleTitle } from './useRoles';
import { useRoleLabel } from '../UsersPage/useRoleLabel';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  top: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  title: { margin: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    [MEDIA.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  wide: { gridColumn: '1 / -1' },
  radios: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  footer: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
    position: 'sticky',
    bottom: 0,
    padding: `${tokens.spacingVerticalS} 0`,
    backgroundColor: tokens.colorNeutralBackground2,
    zIndex: 1,
    // Room for the shell's go-to-top button (fixed at the inline end, 24px in, 40px wide).
    paddingInlineEnd: '72px',
  },
});

const NOTHING_KEPT: readonly string[] = [];
const EMPTY: RoleFormValues = { kind: 'custom', cloneOf: '', name: '', description: '', baseRole: '', permissions: [] };

/** /management/roles/new (custom, default, clone) and /management/roles/edit?id=… (read-only when the kind rules say so). */
export function RoleEditorPage({ mode }: { mode: 'new' | 'edit' }) {
  const { t } = useTranslation('mf-admin');
  const roleLabel = useRoleLabel();
  const styles = useStyles();
  const canRead = usePermission({ permission: PERMISSIONS.ROLES_MANAGEMENT_READ_PREVIEW });
  const caller = useRoleCaller();
  const title = useRoleTitle();
  const { go } = useLocalizedNavigation();
  const backIcon = useBackIcon();
  const id = useQueryParam('id');
  const cloneParam = useQueryParam('clone');
  const role = useRole(canRead && mode === 'edit' ? id : null);
  const roles = useRoleList(canRead && mode === 'new');
  const [showPreview, setShowPreview] = useState(false);
  const editing: RoleSummary | null = mode === 'edit' && role.status === 'success' ? role.data : null;
  const readOnly = mode === 'edit' ? !editing || !mayModifyRole(caller, editing) : false;
  const isSystem = editing?.kind === 'system';
  const kept = editing?.permissions ?? NOTHING_KEPT;

  /** What the form starts from: the role (edit), the role to clone (new?clone=), or an empty role of a kind the caller may create. */
  const initial = (): RoleFormValues => {
    if (editing) return valuesFromRole(editing);
    if (mode !== 'new' || roles.status !== 'success') return EMPTY;
    const source = cloneParam ? roles.data.find((r) => r.id === cloneParam) : undefined;
    if (source) return valuesFromRole(source, 'clone');
    return { ...EMPTY, kind: mayCreateRole(caller, 'custom') ? 'custom' : mayCreateRole(caller, 'custom', true) ? 'clone' : 'default' };
  };

  const form = useDrawerForm<RoleFormValues, keyof RoleFormErrors, NonNullable<RoleFormErrors[keyof RoleFormErrors]>>({
    open: true,
    initial,
    // Fill the form once the role (edit) or the role to clone (new?clone=) is known; the caller does not change while the page is open.
    resetOn: [editing, roles.status, cloneParam],
    validate: (v) => (isSystem ? {} : roleFormErrors(v)),
    canSave: !readOnly,
    submit: async (values) => {
      if (mode === 'new') {
        const res = await callApiWithCode(rolesApi.create, { body: createBody(values) });
        hubStore.getState().showSnackbar(codeWording(res.code), 'success');
        go(`/management/roles/preview?id=${encodeURIComponent(res.data.id)}`);
      } else if (editing) {
        const body = updateBody(editing, values);
        if (Object.keys(body).length === 0) {
          go('/management/roles');
          return;
        }
        const res = await callApiWithCode(rolesApi.update, { params: { id: editing.id }, body });
        hubStore.getState().showSnackbar(codeWording(res.code), 'success');
        go('/management/roles');
      }
    },
    fieldErrorsOf: () => null,
    formErrorOf: (code, message) => codeWording(code, message),
  });
  const { draft: values, patch: set, saving, formError: serverError, save: submit } = form;

  const pageTitle = mode === 'new' ? t('roles.form.newTitle') : editing ? (mayModifyRole(caller, editing) ? t('roles.form.editTitle', { name: title(editing) }) : title(editing)) : t('roles.title');
  useDocumentTitle(pageTitle);
  if (!canRead) return <AccessDeniedPage />;

  const kindAllowed = (k: RoleFormKind) => (k === 'clone' ? mayCreateRole(caller, 'custom', true) : mayCreateRole(caller, k));
  const anyKind = (['custom', 'default', 'clone'] as const).some(kindAllowed);
  const sources = roles.status === 'success' ? roles.data.filter((r) => mayUseBaseRole(caller.roleName, r.baseRole)) : [];
  const baseChoices = baseRoleChoices(caller.roleName);
  const fieldError = (key: keyof RoleFormErrors) => {
    const problem = form.problemOf(key);
    return problem ? t(`roles.form.errors.${problem}`, { max: ROLE_NAME_MAX_LENGTH }) : undefined;
  };

  const chooseSource = (sourceId: string) => {
    const source = sources.find((r) => r.id === sourceId);
    if (source) set({ ...valuesFromRole(source, 'clone'), name: values.name, description: values.description || source.description });
  };

  const loading = (mode === 'edit' && role.status === 'loading') || (mode === 'new' && roles.status === 'loading');
  const failed = mode === 'edit' ? role.status === 'error' || (role.status === 'success' && !role.data) : roles.status === 'error';

  return (
    <section className={styles.root} data-testid="role-editor-page">
      <div className={styles.top}>
        <div className={styles.header}>
          <Text as="h1" size={700} weight="bold" className={styles.title}>
            {pageTitle}
          </Text>
          {editing && <Text className={styles.muted}>{t(`roles.kinds.${editing.kind}`)}</Text>}
        </div>
        <div className={styles.buttons}>
          <Button icon={backIcon} onClick={() => go('/management/roles')}>
            {t('roles.form.back')}
          </Button>
          {editing && (
            <Button icon={<TextBulletListLtr20Regular />} onClick={() => go(`/management/roles/preview?id=${encodeURIComponent(editing.id)}`)}>
              {t('roles.actions.preview')}
            </Button>
          )}
        </div>
      </div>
      {loading && <PageState kind="loading" message={t('roles.loading')} />}
      {failed && (
        <PageState
          kind="error"
          title={t('roles.form.notFound')}
          message={role.status === 'error' ? codeWording(role.error.code, role.error.message) : undefined}
          onRetry={mode === 'edit' ? role.reload : roles.reload}
        />
      )}
      {mode === 'new' && roles.status === 'success' && !anyKind && <AccessDeniedPage />}
      {!loading && !failed && (mode === 'edit' ? editing : anyKind) && (
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="role-form">
          {readOnly && (
            <MessageBar intent="info">
              <MessageBarBody>{t('roles.form.readOnly')}</MessageBarBody>
            </MessageBar>
          )}
          {isSystem && !readOnly && (
            <MessageBar intent="warning">
              <MessageBarBody>{t('roles.form.systemNote')}</MessageBarBody>
            </MessageBar>
          )}
          {mode === 'edit' && !readOnly && (editing?.userCount ?? 0) > 0 && (
            <MessageBar intent="info">
              <MessageBarBody>{t('roles.form.sessionsNote')}</MessageBarBody>
            </MessageBar>
          )}
          {serverError && (
            <MessageBar intent="error">
              <MessageBarBody>{serverError}</MessageBarBody>
            </MessageBar>
          )}
          <div className={styles.fields}>
            {mode === 'new' && (
              <Field className={styles.wide} label={t('roles.form.kind')}>
                <RadioGroup
                  layout="horizontal"
                  className={styles.radios}
                  value={values.kind}
                  onChange={(_e, d) => set({ kind: d.value as RoleFormKind, ...(d.value === 'clone' ? {} : { cloneOf: '' }) })}
                >
                  {(['custom', 'default', 'clone'] as const).map((k) => (
                    <Radio key={k} value={k} disabled={!kindAllowed(k)} label={t(`roles.form.kinds.${k}`)} />
                  ))}
                </RadioGroup>
              </Field>
            )}
            {mode === 'new' && values.kind === 'clone' && (
              <Field className={styles.wide} label={t('roles.form.cloneOf')} required validationMessage={fieldError('cloneOf')}>
                <Dropdown
                  placeholder={t('roles.form.cloneOfPlaceholder')}
                  value={values.cloneOf ? title(sources.find((s) => s.id === values.cloneOf) ?? { id: values.cloneOf, kind: 'custom', name: values.cloneOf }) : ''}
                  selectedOptions={values.cloneOf ? [values.cloneOf] : []}
                  onOptionSelect={(_e, d) => d.optionValue && chooseSource(d.optionValue)}
                  data-testid="role-clone-of"
                >
                  {sources.map((r) => (
                    <Option key={r.id} value={r.id} text={title(r)}>
                      {`${title(r)} · ${t(`roles.kindBadge.${r.kind}`)}`}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
            )}
            <Field label={t('roles.form.name')} required={!isSystem} validationMessage={fieldError('name')} hint={isSystem || readOnly ? undefined : t('roles.form.nameHint')}>
              <Input
                value={isSystem && editing ? title(editing) : values.name}
                readOnly={readOnly || isSystem}
                maxLength={ROLE_NAME_MAX_LENGTH + 1}
                onChange={(_e, d) => set({ name: d.value })}
                dir="auto"
                data-testid="role-name"
              />
            </Field>
            <Field label={t('roles.form.baseRole')} required={!isSystem} validationMessage={fieldError('baseRole')} hint={t('roles.form.baseRoleHint')}>
              {readOnly || isSystem ? (
                <Input value={values.baseRole ? roleLabel(values.baseRole) : ''} readOnly />
              ) : (
                <Dropdown
                  placeholder={t('roles.form.baseRolePlaceholder')}
                  value={values.baseRole ? roleLabel(values.baseRole) : ''}
                  selectedOptions={values.baseRole ? [values.baseRole] : []}
                  onOptionSelect={(_e, d) => d.optionValue && set({ baseRole: d.optionValue as RoleName })}
                  data-testid="role-base"
                >
                  {baseChoices.map((r) => (
                    <Option key={r} value={r}>
                      {roleLabel(r)}
                    </Option>
                  ))}
                </Dropdown>
              )}
            </Field>
            {!isSystem && (
              <Field className={styles.wide} label={t('roles.form.description')}>
                <Textarea value={values.description} readOnly={readOnly} resize="vertical" maxLength={300} dir="auto" onChange={(_e, d) => set({ description: d.value })} />
              </Field>
            )}
          </div>
          <PermissionPicker value={values.permissions} onChange={(permissions) => set({ permissions })} held={caller.roles} kept={kept} readOnly={readOnly} />
          <div>
            <Button appearance="secondary" icon={<TextBulletListLtr20Regular />} onClick={() => setShowPreview((s) => !s)} aria-expanded={showPreview}>
              {showPreview ? t('roles.form.hidePreview') : t('roles.form.showPreview')}
            </Button>
          </div>
          {showPreview && values.baseRole && <MenuPreviewView role={{ permissions: values.permissions, baseRole: values.baseRole }} />}
          {!readOnly && (
            <div className={styles.footer}>
              <Button onClick={() => go('/management/roles')}>{t('roles.form.cancel')}</Button>
              <Button appearance="primary" type="submit" disabled={saving} icon={saving ? <Spinner size="tiny" /> : undefined} data-testid="role-save">
                {mode === 'new' ? t('roles.form.create') : t('roles.form.save')}
              </Button>
            </div>
          )}
        </form>
      )}
    </section>
  );
}
