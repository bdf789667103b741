import {
  Field,
  Input,
  Option,
  Select,
  Switch,
  makeStyles,
  tokens,
  type InputProps,
} from '@fluentui/react-components';
import { DRAWER_WIDTH_PX, PERMISSIONS, usersApi, type ManagedUser, type StoreListEntry } from '@hub/contracts';
import { callApiWithCode, hubStore, useDrawerForm, useHubStore, usePermission } from '@hub/ui';
import { Dropdown } from '@hub/ui/controls';
import { Fragment, useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  draftFromUser,
  emptyUserDraft,
  grantableRoles,
  serverFieldErrors,
  toCreateBody,
  emailEditable,
  toUpdateBody,
  validateUserDraft,
  type FieldProblem,
  type UserDraft,
  type UserDraftField,
  type UserFormMode,
} from '../../domain/userForm';
import { FormDrawer, formDrawerWords } from '../../components/FormDrawer';
import { codeWording } from '../../i18n/codeWording';
import { useRoleLabel } from './useRoleLabel';

export interface UserFormDrawerProps {
  open: boolean;
  mode: UserFormMode;
  /** The user being edited (edit mode). */
  user: ManagedUser | null;
  /** The stores a user can be given (MASTER left out); null while they load or when they failed. */
  stores: readonly Pick<StoreListEntry, 'code' | 'name'>[] | null;
  /** Why the stores could not be loaded (their code's wording), shown at the stores field. */
  storesError?: string | null;
  /** Without USERS_MANAGEMENT_CREATE / _MODIFY the inputs are disabled and there is no Save. */
  canSave: boolean;
  onClose: () => void;
  onSaved: (saved: ManagedUser) => void;
}

const useStyles = makeStyles({
  // Spec section 9: drawers are 350 px wide.
  drawer: { width: `${DRAWER_WIDTH_PX}px`, maxWidth: '100vw' },
  body: { gap: tokens.spacingVerticalM },
  dropdown: { minWidth: 0, width: '100%' },
});

/** The user form of /management/user (spec section 3, "User form"), in a 350 px drawer. */
export function UserFormDrawer({
  open,
  mode,
  user,
  stores,
  storesError,
  canSave,
  onClose,
  onSaved,
}: UserFormDrawerProps) {
  const { t } = useTranslation('mf-admin');
  const styles = useStyles();
  const callerRole = useHubStore((s) => s.user?.roleName);
  // Issue 29 item 3: a provider administrator gives the user other merchants to switch to.
  const mayGiveMerchants = usePermission({ permission: PERMISSIONS.MERCHANTS_ALL_ACCESS });
  const callerMerchant = useHubStore((s) => s.user?.merchantID);
  const knownMerchants = useHubStore((s) => s.user?.merchants);
  const roleLabel = useRoleLabel();
  const roles = useMemo(() => grantableRoles(callerRole), [callerRole]);
  const defaultRole = roles.includes('USER') ? 'USER' : (roles[0] ?? 'USER');
  const form = useDrawerForm<
    UserDraft,
    UserDraftField,
    FieldProblem[]
  >({
    open,
    resetOn: [mode, user, defaultRole],
    initial: () => (mode === 'edit' && user ? draftFromUser(user) : emptyUserDraft(defaultRole)),
    validate: (d) => validateUserDraft(d, mode, user),
    canSave,
    submit: async (d) => {
      const { code, data } =
        mode === 'create'
          ? await callApiWithCode(usersApi.create, { body: toCreateBody(d) })
          : await callApiWithCode(usersApi.update, {
              params: { email: user?.email ?? d.email },
              body: toUpdateBody(d, user!),
            });
      hubStore.getState().showSnackbar(codeWording(code, t('users.form.saved')), 'success');
      onSaved(data);
    },
    fieldErrorsOf: (code, details) => serverFieldErrors(code, details) ?? null,
    formErrorOf: (code, message) => codeWording(code, message),
  });
  const { draft, set, problemOf, saving } = form;
  const roleOptions =
    draft.roleName && !roles.includes(draft.roleName as never) ? [...roles, draft.roleName] : roles;
  const storeOptions = useMemo(() => {
    const known = (stores ?? []).map((s) => ({ code: s.code, name: s.name }));
    // A user may hold a store this caller cannot list: keep it visible rather than drop it silently.
    for (const code of draft.stores)
      if (!known.some((s) => s.code === code)) known.push({ code, name: code });
    return known;
  }, [stores, draft.stores]);

  const merchantOptions = useMemo(
    () => [...new Set([...(knownMerchants ?? []), ...draft.merchants])].filter((id) => id !== callerMerchant).sort(),
    [knownMerchants, draft.merchants, callerMerchant],
  );

  const wordOf = (field: UserDraftField, problem: FieldProblem): string => {
    if ('code' in problem) return codeWording(problem.code);
    return t(field === 'pin' ? `users.form.pinRules.${problem.rule}` : `users.form.rules.${problem.rule}`);
  };
  const problemsOf = (field: UserDraftField): FieldProblem[] => problemOf(field) ?? [];
  const messageOf = (field: UserDraftField): ReactElement | undefined => {
    const problems = problemsOf(field);
    if (problems.length === 0) return undefined;
    // The first line sits beside Fluent's error icon; each further one on its own line.
    return (
      <>
        {problems.map((p, i) => (
          <Fragment key={i}>
            {i > 0 && <br />}
            {wordOf(field, p)}
          </Fragment>
        ))}
      </>
    );
  };
  const stateOf = (field: UserDraftField) => (problemsOf(field).length > 0 ? 'error' : 'none');

  const disabled = !canSave || saving;
  const title =
    mode === 'create'
      ? t('users.form.createTitle')
      : canSave
        ? t('users.form.editTitle', { name: user?.userName ?? '' })
        : t('users.form.viewTitle', { name: user?.userName ?? '' });

  const text = (
    field: 'userName' | 'email' | 'password' | 'pin' | 'phone',
    label: string,
    props: Partial<InputProps> & { hint?: string; required?: boolean } = {},
  ) => {
    const { hint, required, ...inputProps } = props;
    return (
      <Field
        label={label}
        required={required}
        hint={hint}
        validationState={stateOf(field)}
        validationMessage={messageOf(field)}
      >
        <Input
          {...inputProps}
          name={field}
          value={draft[field]}
          disabled={disabled || inputProps.disabled}
          onChange={(_, data) => set(field, data.value)}
        />
      </Field>
    );
  };

  // A user without stores works across the merchant; an edit may leave it so.
  const merchantWide = mode === 'edit' && !!user && user.stores.length === 0;
  const storeSummary = draft.stores.length > 0 ? draft.stores.join(', ') : undefined;

  return (
    <FormDrawer
      open={open}
      title={title}
      testId="user-form"
      canSave={canSave}
      form={form}
      words={formDrawerWords(t, 'users.form', mode === 'create')}
      onClose={onClose}
      className={styles.drawer}
      bodyClassName={styles.body}
    >
      {text('userName', t('users.form.fields.userName'), {
        required: true,
        maxLength: 200,
        autoComplete: 'off',
      })}
      {text('email', t('users.form.fields.email'), {
        required: mode === 'create' || emailEditable(user),
        disabled: mode === 'edit' && !emailEditable(user),
        type: 'email',
        autoComplete: 'off',
        hint:
          mode === 'create'
            ? t('users.form.fields.emailHint')
            : emailEditable(user)
              ? t('users.form.fields.emailPendingHint')
              : t('users.form.fields.emailVerifiedHint'),
      })}
      <Field
        label={t('users.form.fields.roleName')}
        required
        validationState={stateOf('roleName')}
        validationMessage={messageOf('roleName')}
      >
        <Select
          name="roleName"
          value={draft.roleName}
          disabled={disabled}
          onChange={(_, data) => set('roleName', data.value)}
        >
          {roleOptions.map((role) => (
            <option key={role} value={role}>
              {roleLabel(role)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t('users.form.fields.stores')}
        required={!merchantWide}
        hint={merchantWide ? undefined : t('users.form.fields.storesHint')}
        validationState={storesError ? 'error' : stateOf('stores')}
        validationMessage={storesError ?? messageOf('stores')}
      >
        <Dropdown
          multiselect
          className={styles.dropdown}
          disabled={disabled || stores === null}
          placeholder={
            stores === null && !storesError
              ? t('users.form.fields.storesLoading')
              : t('users.form.fields.storesPlaceholder')
          }
          value={storeSummary ?? ''}
          selectedOptions={draft.stores}
          onOptionSelect={(_, data) => set('stores', data.selectedOptions)}
        >
          {storeOptions.map((s) => (
            <Option key={s.code} value={s.code} text={`${s.code} · ${s.name}`}>
              {`${s.code} · ${s.name}`}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {mode === 'edit' && mayGiveMerchants && (
        <Field
          label={t('users.form.fields.merchants')}
          hint={t('users.form.fields.merchantsHint')}
          validationState={stateOf('merchants')}
          validationMessage={messageOf('merchants')}
        >
          <Dropdown
            multiselect
            className={styles.dropdown}
            disabled={disabled}
            placeholder={t('users.form.fields.merchantsPlaceholder')}
            value={draft.merchants.join(', ')}
            selectedOptions={draft.merchants}
            onOptionSelect={(_, data) => set('merchants', data.selectedOptions)}
            data-testid="user-merchants"
          >
            {merchantOptions.map((id) => (
              <Option key={id} value={id}>
                {id}
              </Option>
            ))}
          </Dropdown>
        </Field>
      )}
      {mode === 'create' &&
        text('password', t('users.form.fields.password'), {
          required: true,
          type: 'password',
          autoComplete: 'new-password',
          hint: t('users.form.fields.passwordHint'),
        })}
      {mode === 'create' &&
        text('pin', t('users.form.fields.pin'), {
          type: 'password',
          inputMode: 'numeric',
          autoComplete: 'off',
          maxLength: 6,
          hint: t('users.form.fields.pinHint'),
        })}
      {text('phone', t('users.form.fields.phone'), { type: 'tel', autoComplete: 'off', maxLength: 40 })}
      <Field validationState={stateOf('active')} validationMessage={messageOf('active')}>
        <Switch
          label={t('users.form.fields.active')}
          checked={draft.active}
          disabled={disabled}
          onChange={(_, data) => set('active', data.checked)}
        />
      </Field>
    </FormDrawer>
  );
}
