import { Badge, Button, Caption1, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import {
  Add20Regular,
  ArrowReset20Regular,
  Copy20Regular,
  Delete20Regular,
  Edit20Regular,
  Eye20Regular,
  PeopleTeam24Regular,
  TextBulletListLtr20Regular,
} from '@fluentui/react-icons';
import { PERMISSIONS, mayCreateRole, roleActionsFor, rolesApi, type RoleSummary } from '@hub/contracts';
import {
  AccessDeniedPage,
  ConfirmDialog,
  ListPage,
  type ListPageBody,
  ResponsiveTable,
  StackedText,
  callApiWithCode,
  hubStore,
  isApiError,
  useDocumentTitle,
  useLocalizedNavigation,
  usePermission,
  type ResponsiveTableColumn,
} from '@hub/ui';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { groupRolesByKind } from '../../domain/roleEditor';
import { codeWording } from '../../i18n/codeWording';
import { useRoleCaller, useRoleList, useRoleTitle } from './useRoles';
import { useRoleLabel } from '../UsersPage/useRoleLabel';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3 },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  groupHead: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  groupTitle: { margin: 0 },
  code: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
  name: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'nowrap' },
  cardActions: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalS,
    flexWrap: 'wrap',
  },
  empty: {
    padding: tokens.spacingHorizontalL,
    border: `1px dashed ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    color: tokens.colorNeutralForeground3,
  },
});

type Pending = { action: 'delete' | 'reset'; role: RoleSummary } | null;

/** /management/roles: system, default and custom roles with their users and the actions the caller may take. */
export function RolesPage() {
  const { t } = useTranslation('mf-admin');
  const roleLabel = useRoleLabel();
  const styles = useStyles();
  const canRead = usePermission({ permission: PERMISSIONS.ROLES_MANAGEMENT_READ_PREVIEW });
  const list = useRoleList(canRead);
  const caller = useRoleCaller();
  const title = useRoleTitle();
  const { go } = useLocalizedNavigation();
  const [pending, setPending] = useState<Pending>(null);
  useDocumentTitle(t('roles.title'));
  if (!canRead) return <AccessDeniedPage />;

  const canCreate =
    mayCreateRole(caller, 'custom') ||
    mayCreateRole(caller, 'default') ||
    mayCreateRole(caller, 'custom', true);
  const kindLabel = (r: RoleSummary) => t(`roles.kindBadge.${r.kind}`);

  const confirm = async () => {
    const p = pending;
    setPending(null);
    if (!p) return;
    try {
      const res = await callApiWithCode(rolesApi.remove, { params: { id: p.role.id } });
      hubStore.getState().showSnackbar(codeWording(res.code), 'success');
      list.reload();
    } catch (error) {
      hubStore
        .getState()
        .showSnackbar(
          codeWording(
            isApiError(error) ? error.code : 'SE100',
            isApiError(error) ? error.message : undefined,
          ),
          'error',
        );
    }
  };

  const rowActions = (r: RoleSummary, withText: boolean) => {
    const can = roleActionsFor(caller, r);
    const name = title(r);
    const button = (key: string, icon: ReactElement, text: string, label: string, onClick: () => void) => (
      <Tooltip key={key} content={text} relationship="description" withArrow>
        <Button
          size="small"
          appearance={withText ? 'secondary' : 'subtle'}
          icon={icon}
          aria-label={label}
          onClick={onClick}
          data-action={key}
        >
          {withText ? text : undefined}
        </Button>
      </Tooltip>
    );
    const q = `?id=${encodeURIComponent(r.id)}`;
    return (
      <div className={withText ? styles.cardActions : styles.actions}>
        {button(
          'preview',
          <TextBulletListLtr20Regular />,
          t('roles.actions.preview'),
          t('roles.actions.previewRole', { name }),
          () => go(`/management/roles/preview${q}`),
        )}
        {can.modify
          ? button(
              'edit',
              <Edit20Regular />,
              t('roles.actions.edit'),
              t('roles.actions.editRole', { name }),
              () => go(`/management/roles/edit${q}`),
            )
          : button(
              'view',
              <Eye20Regular />,
              t('roles.actions.view'),
              t('roles.actions.viewRole', { name }),
              () => go(`/management/roles/edit${q}`),
            )}
        {can.clone &&
          button(
            'clone',
            <Copy20Regular />,
            t('roles.actions.clone'),
            t('roles.actions.cloneRole', { name }),
            () => go(`/management/roles/new?clone=${encodeURIComponent(r.id)}`),
          )}
        {can.remove &&
          (r.kind === 'system'
            ? button(
                'reset',
                <ArrowReset20Regular />,
                t('roles.actions.reset'),
                t('roles.actions.resetRole', { name }),
                () => setPending({ action: 'reset', role: r }),
              )
            : button(
                'delete',
                <Delete20Regular />,
                t('roles.actions.delete'),
                t('roles.actions.deleteRole', { name }),
                () => setPending({ action: 'delete', role: r }),
              ))}
      </div>
    );
  };

  const nameCell = (r: RoleSummary) => (
    <span className={styles.name}>
      <Text weight="semibold" dir="auto">
        {title(r)}
      </Text>
      {r.kind === 'system' && title(r) !== r.id && <bdi className={styles.code}>{r.id}</bdi>}
      {r.kind !== 'system' && r.description && (
        <Caption1 className={styles.muted} dir="auto">
          {r.description}
        </Caption1>
      )}
    </span>
  );
  const permissionsText = (r: RoleSummary) =>
    r.permissions.includes('**')
      ? t('roles.allPermissions')
      : t('roles.permissionCount', { count: r.permissions.length });
  const columns: ResponsiveTableColumn<RoleSummary>[] = [
    { key: 'role', header: t('roles.columns.role'), cell: nameCell },
    {
      key: 'base',
      header: t('roles.columns.base'),
      cell: (r) =>
        r.kind === 'system' ? <span className={styles.muted}>—</span> : <bdi>{roleLabel(r.baseRole)}</bdi>,
    },
    {
      key: 'permissions',
      header: t('roles.columns.permissions'),
      cell: (r) => (
        <span>
          {permissionsText(r)}
          {r.overridden && (
            <>
              {' '}
              <Badge appearance="tint" color="warning" size="small">
                {t('roles.overridden')}
              </Badge>
            </>
          )}
        </span>
      ),
    },
    { key: 'users', header: t('roles.columns.users'), cell: (r) => r.userCount },
    {
      key: 'actions',
      header: <span className={styles.muted}>{t('roles.columns.actions')}</span>,
      cell: (r) => rowActions(r, false),
    },
  ];

  const body: ListPageBody =
    list.status === 'loading'
      ? { kind: 'loading', message: t('roles.loading') }
      : list.status === 'error'
        ? {
            kind: 'error',
            title: t('roles.error'),
            message: codeWording(list.error.code, list.error.message),
            onRetry: list.reload,
          }
        : {
            kind: 'rows',
            content: groupRolesByKind(list.data).map((group) => (
              <section
                key={group.kind}
                className={styles.group}
                aria-labelledby={`roles-${group.kind}`}
                data-testid={`roles-group-${group.kind}`}
              >
                <div className={styles.groupHead}>
                  <Text
                    as="h2"
                    id={`roles-${group.kind}`}
                    size={500}
                    weight="semibold"
                    className={styles.groupTitle}
                  >
                    {t(`roles.kinds.${group.kind}`)}
                  </Text>
                  <Caption1 className={styles.muted}>{t(`roles.kindHints.${group.kind}`)}</Caption1>
                </div>
                {group.roles.length === 0 ? (
                  <div className={styles.empty}>
                    <PeopleTeam24Regular /> {t(`roles.empty.${group.kind}`)}
                  </div>
                ) : (
                  <ResponsiveTable
                    label={t(`roles.kinds.${group.kind}`)}
                    items={group.roles}
                    itemKey={(r) => r.id}
                    columns={columns}
                    rowTestId="role-row"
                    card={(r) => ({
                      title: title(r),
                      subtitle: (
                        <StackedText
                          primary={
                            r.kind === 'system' ? (
                              <bdi className={styles.code}>{r.id}</bdi>
                            ) : (
                              <bdi>{r.description || kindLabel(r)}</bdi>
                            )
                          }
                        />
                      ),
                      badge: (
                        <Badge appearance="outline">{t('roles.userCount', { count: r.userCount })}</Badge>
                      ),
                      details: [
                        ...(r.kind === 'system'
                          ? []
                          : [[t('roles.columns.base'), <bdi key="b">{roleLabel(r.baseRole)}</bdi>] as const]),
                        [t('roles.columns.permissions'), permissionsText(r)] as const,
                      ],
                      body: rowActions(r, true),
                    })}
                  />
                )}
              </section>
            )),
          };

  return (
    <ListPage
      testId="roles-page"
      title={t('roles.title')}
      subtitle={t('roles.subtitle')}
      action={
        canCreate && (
          <Button
            appearance="primary"
            icon={<Add20Regular />}
            onClick={() => go('/management/roles/new')}
            data-testid="role-new"
          >
            {t('roles.new')}
          </Button>
        )
      }
      body={body}
    >
      <ConfirmDialog
        open={pending !== null}
        title={pending?.action === 'reset' ? t('roles.reset.title') : t('roles.delete.title')}
        body={
          pending
            ? t(pending.action === 'reset' ? 'roles.reset.body' : 'roles.delete.body', {
                name: title(pending.role),
              })
            : ''
        }
        confirmText={pending?.action === 'reset' ? t('roles.reset.confirm') : t('roles.delete.confirm')}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </ListPage>
  );
}
