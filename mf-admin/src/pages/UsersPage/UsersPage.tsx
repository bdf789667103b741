import { Badge, Button, SearchBox, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  Add20Regular,
  Delete20Regular,
  Edit20Regular,
  MailArrowUp20Regular,
  Eye20Regular,
  Key20Regular,
  People24Regular,
  PersonProhibited20Regular,
} from '@fluentui/react-icons';
import { accountVerificationApi, PERMISSIONS, storesApi, usersApi, type ManagedUser } from '@hub/contracts';
import {
  ConfirmDialog,
  ListPage,
  type ListPageBody,
  PermissionGate,
  ResponsiveTable,
  StackedText,
  callApi,
  callApiWithCode,
  hubStore,
  isApiError,
  useApiResource,
  useDebouncedValue,
  useDocumentTitle,
  useHubStore,
  usePermission,
  type ResponsiveTableColumn,
  Pager,
} from '@hub/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../components/RowAction';
import { useListPageStyles } from '../../components/listPageStyles';
import type { UserFormMode } from '../../domain/userForm';
import { codeWording } from '../../i18n/codeWording';
import { TemporaryPasswordDialog, type TemporaryPasswordShown } from './TemporaryPasswordDialog';
import { UserFormDrawer } from './UserFormDrawer';
import { useRoleLabel } from './useRoleLabel';
import { useUserList } from './useUserList';

const useStyles = makeStyles({
  search: { width: '100%', maxWidth: '420px' },
  email: { overflowWrap: 'anywhere' },
  emailLine: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  stores: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  nowrap: { whiteSpace: 'nowrap' },
});

type FormState = { open: false } | { open: true; mode: UserFormMode; user: ManagedUser | null };

/** /management/user: the merchant's users, searched and paged, with create, edit and deactivate. */
export function UsersPage() {
  const { t } = useTranslation('mf-admin');
  const styles = { ...useListPageStyles(), ...useStyles() };
  const roleLabel = useRoleLabel();
  const canCreate = usePermission({ permission: PERMISSIONS.USERS_MANAGEMENT_CREATE });
  const canModify = usePermission({ permission: PERMISSIONS.USERS_MANAGEMENT_MODIFY });
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, 300);
  const [start, setStart] = useState(0);
  const list = useUserList(search, start);
  const stores = useApiResource((signal) => callApi(storesApi.listWithoutMaster, { signal }));
  const [form, setForm] = useState<FormState>({ open: false });
  const [toDeactivate, setToDeactivate] = useState<ManagedUser | null>(null);
  const [toDelete, setToDelete] = useState<ManagedUser | null>(null);
  const [toReset, setToReset] = useState<ManagedUser | null>(null);
  const [temporary, setTemporary] = useState<TemporaryPasswordShown | null>(null);
  const locale = useHubStore((s) => s.locale);
  useDocumentTitle(t('users.title'));

  // A new search starts at the first page.
  useEffect(() => setStart(0), [search]);

  /** A row action's call: its code's wording (or `done`) when it succeeds, the refusal's when not; `reload` after. */
  const runAction = async (call: () => Promise<{ code: string }>, done: string, reloadOnError = false) => {
    try {
      const { code } = await call();
      hubStore.getState().showSnackbar(codeWording(code, done), 'success');
      list.reload();
    } catch (error) {
      const code = isApiError(error) ? error.code : 'SE100';
      hubStore.getState().showSnackbar(codeWording(code, isApiError(error) ? error.message : undefined), 'error');
      if (reloadOnError) list.reload();
    }
  };

  const confirmDeactivate = async () => {
    const user = toDeactivate;
    setToDeactivate(null);
    if (!user) return;
    await runAction(
      () => callApiWithCode(usersApi.update, { params: { email: user.email }, body: { active: false } }),
      t('users.deactivate.done', { name: user.userName }),
    );
  };

  /** Issue 29 item 3: the user is deleted (the server ends their sessions and revokes their keys first). */
  const confirmDelete = async () => {
    const user = toDelete;
    setToDelete(null);
    if (!user) return;
    await runAction(() => callApiWithCode(usersApi.remove, { params: { email: user.email } }), t('users.delete.done', { name: user.userName }));
  };

  /** Issue 29 item 3: a temporary password, shown once here; the user's sessions end and they choose a new one at the next sign-in. */
  const confirmTemporaryPassword = async () => {
    const user = toReset;
    setToReset(null);
    if (!user) return;
    await runAction(async () => {
      const answer = await callApiWithCode(usersApi.setTemporaryPassword, { params: { email: user.email } });
      setTemporary({ userName: user.userName, temporaryPassword: answer.data.temporaryPassword });
      return answer;
    }, t('users.temporary.confirm'));
  };

  /** Issue 29 item 2: a pending user gets a new verification link (the older ones stop working). */
  const resendVerification = (user: ManagedUser) =>
    runAction(
      () => callApiWithCode(accountVerificationApi.resendVerification, { params: { email: user.email }, body: { locale } }),
      t('users.verification.resent', { email: user.email }),
      true,
    );

  const emailBadge = (u: ManagedUser) =>
    u.emailVerified ? (
      <Badge appearance="tint" color="success" className={styles.nowrap} data-testid="email-verified">
        {t('users.verification.verified')}
      </Badge>
    ) : (
      <Badge appearance="tint" color="warning" className={styles.nowrap} data-testid="email-pending">
        {t('users.verification.pending')}
      </Badge>
    );

  const emailWithBadge = (u: ManagedUser) => (
    <span className={styles.emailLine}>
      <span className={styles.email}>{u.email}</span>
      {emailBadge(u)}
    </span>
  );

  const statusBadge = (u: ManagedUser) =>
    u.active ? (
      <Badge appearance="tint" color="success" className={styles.nowrap}>
        {t('users.status.active')}
      </Badge>
    ) : (
      <Badge appearance="outline" color="danger" className={styles.nowrap}>
        {t('users.status.inactive')}
      </Badge>
    );

  const storeBadges = (u: ManagedUser) =>
    u.stores.length === 0 ? (
      <span className={styles.muted}>-</span>
    ) : (
      <span className={styles.stores}>
        {u.stores.map((code) => (
          <Badge key={code} appearance="outline" color="informative" className={styles.nowrap}>
            {code}
          </Badge>
        ))}
      </span>
    );

  const rowActions = (u: ManagedUser, withText: boolean) => (
    <RowActions
      withText={withText}
      actions={[
        {
          key: 'edit',
          label: canModify ? t('users.actions.edit') : t('users.actions.view'),
          ariaLabel: canModify ? t('users.actions.editUser', { email: u.email }) : t('users.actions.viewUser', { email: u.email }),
          icon: canModify ? <Edit20Regular /> : <Eye20Regular />,
          onClick: () => setForm({ open: true, mode: 'edit', user: u }),
        },
        canModify && !u.emailVerified && {
          key: 'resend',
          label: t('users.actions.resend'),
          ariaLabel: t('users.actions.resendUser', { email: u.email }),
          icon: <MailArrowUp20Regular />,
          onClick: () => void resendVerification(u),
        },
        canModify && u.active && {
          key: 'deactivate',
          label: t('users.actions.deactivate'),
          ariaLabel: t('users.actions.deactivateUser', { email: u.email }),
          icon: <PersonProhibited20Regular />,
          onClick: () => setToDeactivate(u),
        },
        canModify && {
          key: 'temporary',
          label: t('users.actions.temporary'),
          ariaLabel: t('users.actions.temporaryUser', { email: u.email }),
          icon: <Key20Regular />,
          onClick: () => setToReset(u),
        },
        canModify && {
          key: 'delete',
          label: t('users.actions.delete'),
          ariaLabel: t('users.actions.deleteUser', { email: u.email }),
          icon: <Delete20Regular />,
          onClick: () => setToDelete(u),
        },
      ]}
    />
  );

  const columns: ResponsiveTableColumn<ManagedUser>[] = [
    {
      key: 'name',
      header: t('users.columns.name'),
      cell: (u) => (
        <StackedText primary={u.userName} secondary={emailWithBadge(u)} />
      ),
    },
    { key: 'role', header: t('users.columns.role'), cell: (u) => roleLabel(u.roleName) },
    { key: 'stores', header: t('users.columns.stores'), cell: storeBadges },
    { key: 'phone', header: t('users.columns.phone'), cell: (u) => (u.phone ? <bdi>{u.phone}</bdi> : '-') },
    { key: 'status', header: t('users.columns.status'), cell: statusBadge },
    {
      key: 'actions',
      header: <span className={styles.muted}>{t('users.columns.actions')}</span>,
      cell: (u) => rowActions(u, false),
    },
  ];

  const page = list.status === 'success' ? list.data : null;

  const body: ListPageBody =
    list.status === 'loading'
      ? { kind: 'loading', message: t('users.loading') }
      : list.status === 'error'
        ? {
            kind: 'error',
            title: t('users.error'),
            message: codeWording(list.error.code, list.error.message),
            onRetry: list.reload,
          }
        : !page || page.items.length === 0
          ? {
              kind: 'empty',
              icon: <People24Regular />,
              title: search.trim() ? t('users.noMatch') : t('users.empty'),
              message: search.trim() ? t('users.noMatchHint', { search: search.trim() }) : undefined,
            }
          : {
              kind: 'rows',
              content: (
                <>
                  <ResponsiveTable
                    label={t('users.table')}
                    items={page.items}
                    itemKey={(u) => u.email}
                    columns={columns}
                    rowTestId="user-row"
                    card={(u) => ({
                      title: u.userName,
                      subtitle: (
                        <Text size={200} className={mergeClasses(styles.muted, styles.email)}>
                          {emailWithBadge(u)}
                        </Text>
                      ),
                      badge: statusBadge(u),
                      details: [
                        [t('users.columns.role'), roleLabel(u.roleName)],
                        [t('users.columns.stores'), storeBadges(u)],
                        [t('users.columns.phone'), u.phone ? <bdi key="phone">{u.phone}</bdi> : '-'],
                      ],
                      body: rowActions(u, true),
                    })}
                  />
                  <Pager
                    label={t('users.paging')}
                    start={page.start}
                    pageSize={page.pageSize}
                    shown={page.items.length}
                    total={page.total}
                    onPage={(n) => setStart((n - 1) * page.pageSize)}
                  />
                </>
              ),
            };

  return (
    <ListPage
      testId="users-page"
      title={t('users.title')}
      subtitle={`${t('users.subtitle')}${page && page.total > 0 ? ` · ${t('users.count', { count: page.total })}` : ''}`}
      action={
        <PermissionGate permission={PERMISSIONS.USERS_MANAGEMENT_CREATE}>
          <Button
            appearance="primary"
            icon={<Add20Regular />}
            onClick={() => setForm({ open: true, mode: 'create', user: null })}
          >
            {t('users.new')}
          </Button>
        </PermissionGate>
      }
      search={
        <SearchBox
          className={styles.search}
          aria-label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          value={searchText}
          onChange={(_, data) => setSearchText(data.value)}
        />
      }
      body={body}
    >
      <UserFormDrawer
        open={form.open}
        mode={form.open ? form.mode : 'create'}
        user={form.open ? form.user : null}
        stores={stores.status === 'success' ? stores.data : null}
        storesError={stores.status === 'error' ? codeWording(stores.error.code, stores.error.message) : null}
        canSave={form.open && form.mode === 'create' ? canCreate : canModify}
        onClose={() => setForm({ open: false })}
        onSaved={() => {
          setForm({ open: false });
          list.reload();
        }}
      />
      <ConfirmDialog
        open={toDeactivate !== null}
        title={t('users.deactivate.title')}
        body={
          toDeactivate
            ? t('users.deactivate.body', { name: toDeactivate.userName, email: toDeactivate.email })
            : ''
        }
        confirmText={t('users.deactivate.confirm')}
        onConfirm={() => void confirmDeactivate()}
        onCancel={() => setToDeactivate(null)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('users.delete.title')}
        body={toDelete ? t('users.delete.body', { name: toDelete.userName, email: toDelete.email }) : ''}
        confirmText={t('users.delete.confirm')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
      <ConfirmDialog
        open={toReset !== null}
        title={t('users.temporary.title')}
        body={toReset ? t('users.temporary.body', { name: toReset.userName, email: toReset.email }) : ''}
        confirmText={t('users.temporary.confirm')}
        onConfirm={() => void confirmTemporaryPassword()}
        onCancel={() => setToReset(null)}
      />
      <TemporaryPasswordDialog shown={temporary} onDone={() => setTemporary(null)} />
    </ListPage>
  );
}
