import { Badge, Button, Caption1, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDown16Regular, Edit20Regular, Settings20Regular } from '@fluentui/react-icons';
import { PERMISSIONS, isOwnerDashboardRole, mayModifyRole, type NavItem, type RoleSummary } from '@hub/contracts';
import { AccessDeniedPage, PageState, useDocumentTitle, useHubStore, useLocalizedNavigation, usePermission } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { menuPreview } from '../../domain/roleEditor';
import { codeWording } from '../../i18n/codeWording';
import { useBackIcon, useQueryParam, useRole, useRoleCaller, useRoleTitle } from './useRoles';
import { useRoleLabel } from '../UsersPage/useRoleLabel';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  top: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  title: { margin: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  frame: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    overflow: 'hidden',
  },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    flexWrap: 'wrap',
  },
  menu: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, listStyleType: 'none', margin: 0, padding: 0 },
  item: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '4px',
    height: '32px',
    paddingInline: '10px',
    borderRadius: tokens.borderRadiusMedium,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
    backgroundColor: tokens.colorSubtleBackgroundHover,
  },
  body: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))', gap: tokens.spacingHorizontalL, padding: tokens.spacingHorizontalL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  path: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, paddingInline: tokens.spacingHorizontalXS },
});

/** The menu of a role as the shell would build it: top items (groups with their children) and quick settings. */
export function MenuPreviewView({ role }: { role: Pick<RoleSummary, 'permissions' | 'baseRole'> }) {
  const { t } = useTranslation('mf-admin');
  const styles = useStyles();
  const flags = useHubStore((s) => s.flags);
  const preview = menuPreview(role, flags);
  const nav = (key: string) => t(`roles.preview.nav.${key}`);
  const path = (p: string) => (
    <>
      {' '}
      <bdi className={styles.path} dir="ltr">
        {p}
      </bdi>
    </>
  );
  const line = (item: NavItem) =>
    item.kind === 'link' ? (
      <li key={item.key}>
        {nav(item.key)}
        {path(item.path)}
      </li>
    ) : (
      <li key={item.key}>
        {nav(item.key)}
        <ul className={styles.list}>
          {item.children.map((c) => (
            <li key={c.key}>
              {nav(c.key)}
              {path(c.path)}
            </li>
          ))}
        </ul>
      </li>
    );
  return (
    <div className={styles.frame} data-testid="menu-preview">
      <div className={styles.bar}>
        {preview.navigation.length === 0 ? (
          <Text className={styles.muted}>{t('roles.preview.emptyMenu')}</Text>
        ) : (
          <ul className={styles.menu} aria-label={t('roles.preview.navigation')} data-testid="menu-preview-nav">
            {preview.navigation.map((item) => (
              <li key={item.key} className={styles.item} data-nav-key={item.key}>
                {nav(item.key)}
                {item.kind === 'group' && <ChevronDown16Regular />}
              </li>
            ))}
          </ul>
        )}
        {preview.quickSettings.length > 0 && (
          <Badge appearance="outline" icon={<Settings20Regular />} style={{ marginInlineStart: 'auto' }}>
            {t('roles.preview.quickSettingsCount', { count: preview.quickSettings.length })}
          </Badge>
        )}
      </div>
      <div className={styles.body}>
        <section className={styles.section}>
          <Text weight="semibold">{t('roles.preview.navigation')}</Text>
          {preview.navigation.length === 0 ? <Text className={styles.muted}>{t('roles.preview.emptyMenu')}</Text> : <ul className={styles.list}>{preview.navigation.map(line)}</ul>}
          {isOwnerDashboardRole(role.permissions) && <Caption1 className={styles.muted}>{t('roles.preview.ownerNote')}</Caption1>}
        </section>
        <section className={styles.section}>
          <Text weight="semibold">{t('roles.preview.quickSettings')}</Text>
          {preview.quickSettings.length === 0 ? (
            <Text className={styles.muted}>{t('roles.preview.noQuickSettings')}</Text>
          ) : (
            <ul className={styles.list} data-testid="menu-preview-quick">
              {preview.quickSettings.map((q) => (
                <li key={q.key}>
                  {t(`roles.preview.quick.${q.key}`)}
                  {path(q.path)}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <Caption1 className={styles.muted} style={{ display: 'block', padding: `0 ${tokens.spacingHorizontalL} ${tokens.spacingVerticalM}` }}>
        {t('roles.preview.flagsNote')}
      </Caption1>
    </div>
  );
}

/** /management/roles/preview?id=…: the menu a holder of the role sees. */
export function RolePreviewPage() {
  const { t } = useTranslation('mf-admin');
  const roleLabel = useRoleLabel();
  const styles = useStyles();
  const canRead = usePermission({ permission: PERMISSIONS.ROLES_MANAGEMENT_READ_PREVIEW });
  const id = useQueryParam('id');
  const role = useRole(canRead ? id : null);
  const caller = useRoleCaller();
  const title = useRoleTitle();
  const { go } = useLocalizedNavigation();
  const backIcon = useBackIcon();
  useDocumentTitle(t('roles.preview.title'));
  if (!canRead) return <AccessDeniedPage />;
  return (
    <section className={styles.root} data-testid="role-preview-page">
      <div className={styles.top}>
        <div className={styles.header}>
          <Text as="h1" size={700} weight="bold" className={styles.title}>
            {t('roles.preview.title')}
          </Text>
          {role.status === 'success' && role.data && (
            <Text className={styles.muted}>{t('roles.preview.subtitle', { name: `\u2068${title(role.data)}\u2069` })}</Text>
          )}
        </div>
        <div className={styles.buttons}>
          <Button icon={backIcon} onClick={() => go('/management/roles')}>
            {t('roles.form.back')}
          </Button>
          {role.status === 'success' && role.data && (
            <Button appearance="primary" icon={<Edit20Regular />} onClick={() => go(`/management/roles/edit?id=${encodeURIComponent(role.data!.id)}`)}>
              {mayModifyRole(caller, role.data) ? t('roles.actions.edit') : t('roles.actions.view')}
            </Button>
          )}
        </div>
      </div>
      {!id && <PageState kind="empty" title={t('roles.form.notFound')} />}
      {id && role.status === 'loading' && <PageState kind="loading" message={t('roles.loading')} />}
      {id && role.status === 'error' && <PageState kind="error" title={codeWording(role.error.code, role.error.message)} onRetry={role.reload} />}
      {role.status === 'success' && role.data && (
        <>
          <MessageBar intent="info">
            <MessageBarBody>{`${t('roles.preview.basedOn', { base: roleLabel(role.data.baseRole) })} · ${t('roles.permissionCount', { count: role.data.permissions.length })}`}</MessageBarBody>
          </MessageBar>
          <MenuPreviewView role={role.data} />
        </>
      )}
    </section>
  );
}
