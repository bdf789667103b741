import { Badge, Card, Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import { accountApi, localizePath, MEDIA, pinRuleViolations, splitLocalePath } from '@hub/contracts';
import { PageState, callApi, navigateTo, useApiResource, useDocumentTitle, useHubStore } from '@hub/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { accountLabel } from '../../rules/accountLabel';
import { useRoleLabel } from '../../components/AccountDrawer/AccountDrawer';
import { UserAvatar } from '../../components/UserMenu/UserAvatar';
import { CredentialForm } from './CredentialForm';
import { PasswordChangeForm } from './PasswordChangeForm';
import { PinResetSection } from './PinResetSection';

const TABS = [
  { path: '/profile', key: 'profile' },
  { path: '/profile/password', key: 'password' },
  { path: '/profile/pin', key: 'pin' },
] as const;

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '760px',
    marginInline: 'auto',
    width: '100%',
  },
  card: {
    padding: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  title: { margin: 0 },
  who: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  whoText: { display: 'flex', flexDirection: 'column', gap: '4px', minWidth: 0 },
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, max-content) 1fr',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
    [MEDIA.phone]: { gridTemplateColumns: '1fr' },
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  hint: { color: tokens.colorNeutralForeground3 },
});

function ProfileFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const locale = useHubStore((s) => s.locale);
  const { pathname } = useLocation();
  const current = splitLocalePath(pathname).path;
  useDocumentTitle(title);
  return (
    <div className={styles.page} data-testid="profile-page">
      <Text as="h1" size={700} weight="semibold" className={styles.title}>
        {title}
      </Text>
      <TabList
        selectedValue={current}
        onTabSelect={(_, d) => navigateTo(localizePath(String(d.value), locale))}
        aria-label={t('profilePage.sections')}
      >
        {TABS.map((tab) => (
          <Tab key={tab.path} value={tab.path}>
            {t(`profilePage.tabs.${tab.key}`)}
          </Tab>
        ))}
      </TabList>
      <Card className={styles.card}>{children}</Card>
    </div>
  );
}

/** /profile: the signed-in user's information (reached from the account drawer). */
export function ProfilePage() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const user = useHubStore((s) => s.user);
  const deviceId = useHubStore((s) => s.deviceId);
  const profile = useApiResource((signal) => callApi(accountApi.profile, { signal }));
  const roleLabel = useRoleLabel(user?.roleName ?? '');
  if (!user) return null;
  const data = profile.status === 'success' ? profile.data : undefined;
  const rows: [string, ReactNode][] = [
    [t('profilePage.userName'), user.userName],
    [t('profilePage.email'), user.email],
    [t('profilePage.role'), roleLabel],
    [t('profilePage.phone'), data?.phone || '-'],
    [t('profilePage.account'), accountLabel(user)],
    [
      t('profilePage.stores'),
      data && data.stores.length > 0 ? data.stores.join(', ') : t('profilePage.allStores'),
    ],
    [t('profilePage.pin'), data ? (data.hasPin ? t('profilePage.pinSet') : t('profilePage.pinNotSet')) : '-'],
    [t('profilePage.deviceId'), <code key="device">{deviceId}</code>],
  ];
  return (
    <ProfileFrame title={t('profilePage.title')}>
      <div className={styles.who}>
        <UserAvatar user={user} size={64} />
        <div className={styles.whoText}>
          <Text size={500} weight="semibold">
            {user.userName}
          </Text>
          <Text>{user.email}</Text>
          <Badge appearance="tint" color="informative">
            {roleLabel}
          </Badge>
        </div>
      </div>
      {profile.status === 'error' && (
        <PageState kind="error" message={profile.error.message} onRetry={profile.reload} />
      )}
      <dl className={styles.list} data-testid="profile-details">
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <Text size={200} className={styles.hint}>
        {t('profilePage.deviceHint')}
      </Text>
    </ProfileFrame>
  );
}

/** /profile/password: current, new and confirmation (spec section 5). */
export function PasswordPage() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  return (
    <ProfileFrame title={t('password.title')}>
      <Text className={styles.hint}>{t('password.intro')}</Text>
      <PasswordChangeForm currentLabel="password.current" />
    </ProfileFrame>
  );
}

/** /profile/pin: current (when one is set), new and confirmation (spec section 5). */
export function PinPage() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const profile = useApiResource((signal) => callApi(accountApi.profile, { signal }));
  const hasPin = profile.status === 'success' && profile.data.hasPin;
  return (
    <ProfileFrame title={t('pin.title')}>
      <Text className={styles.hint}>{t(hasPin ? 'pin.intro' : 'pin.introFirst')}</Text>
      {profile.status === 'loading' && <PageState kind="loading" />}
      {profile.status === 'error' && (
        <PageState kind="error" message={profile.error.message} onRetry={profile.reload} />
      )}
      {profile.status === 'success' && (
        <CredentialForm
          key={hasPin ? 'change' : 'first'}
          kind="pin"
          send={(values) => callApi(accountApi.changePin, { body: values })}
          fields={[
            ...(hasPin ? [{ name: 'currentPin' as const, label: 'pin.current', autoComplete: 'off' }] : []),
            { name: 'pin', label: 'pin.new', autoComplete: 'off' },
            { name: 'confirmPin', label: 'pin.confirm', autoComplete: 'off' },
          ]}
          rules={(v) =>
            pinRuleViolations(
              {
                pin: v.pin,
                confirmPin: v.confirmPin,
                currentPin: (v as { currentPin?: string }).currentPin ?? '',
              },
              hasPin,
            )
          }
          currentField="currentPin"
          wrongCurrentCode="UAC111"
          successCode="UAC007"
          onSuccess={profile.reload}
        />
      )}
      {hasPin && <PinResetSection onDone={profile.reload} />}
    </ProfileFrame>
  );
}
