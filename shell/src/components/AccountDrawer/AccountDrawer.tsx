import {
  Badge,
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  Link,
  MessageBar,
  MessageBarBody,
  OverlayDrawer,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowSwap20Regular,
  Dismiss24Regular,
  Person20Regular,
  SignOut20Regular,
} from '@fluentui/react-icons';
import { DRAWER_WIDTH_PX, ROLE_LABELS, isRoleName, localizePath } from '@hub/contracts';
import { ConfirmDialog, navigateTo, useFocusReturn, useHubStore } from '@hub/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  choiceCounts,
  isViewOnly,
  canSubmitChoice,
  showsProfileField,
  showsStoreField,
  showsSwitchButton,
} from '../../rules/accountSwitch';
import { UserAvatar } from '../UserMenu/UserAvatar';
import { useSignOut } from '../UserMenu/useSignOut';
import { ChoiceField } from './ChoiceField';
import { useAccountDrawer } from './accountDrawerStore';
import { useAccountSwitch } from './useAccountSwitch';

const useStyles = makeStyles({
  drawer: { width: `${DRAWER_WIDTH_PX}px`, maxWidth: '100vw' },
  who: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minWidth: 0,
    paddingBlock: tokens.spacingVerticalS,
  },
  whoText: { display: 'flex', flexDirection: 'column', minWidth: 0, gap: '2px' },
  emailRow: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    minWidth: 0,
  },
  // A Latin name in Arabic is cut at its own end (dir="auto"), still aligned with the page.
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0, textAlign: 'match-parent' },
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingBlock: tokens.spacingVerticalM,
  },
  footer: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  link: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  viewOnly: { color: tokens.colorNeutralForeground3 },
});

/** The role label of spec section 6 in the user's language; unlabelled roles show their name. */
export function useRoleLabel(roleName: string): string {
  const { t } = useTranslation('shell');
  return isRoleName(roleName) && ROLE_LABELS[roleName] ? t(`roles.${roleName}`) : roleName;
}

/** Spec sections 2, 4 and 5: the 350 px account switch drawer. */
export function AccountDrawer() {
  const { open, setOpen } = useAccountDrawer();
  useFocusReturn(open);
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const locale = useHubStore((s) => s.locale);
  const signOut = useSignOut();
  const account = useAccountSwitch(open);
  const [confirming, setConfirming] = useState(false);
  const roleLabel = useRoleLabel(account.user?.roleName ?? '');
  const { user, choice, load } = account;
  if (!user) return null;

  const merchant = load.status === 'ready' ? load.merchant : undefined;
  const profiles = merchant?.profile ?? [];
  const stores = profiles.find((p) => p.name === choice.profile)?.stores ?? [];
  const merchants = user.merchants.length > 0 ? user.merchants : [user.merchantID];
  const viewOnly = isViewOnly(merchants, merchant);
  const withSwitch = !viewOnly && showsSwitchButton(choiceCounts(merchants, merchant, choice.profile));
  const current = { merchantID: user.merchantID, profile: user.profile, sid: user.sid };
  const ready = load.status === 'ready';
  const profilePath = localizePath('/profile', locale);

  return (
    <>
      <OverlayDrawer
        position="end"
        open={open}
        onOpenChange={(_, d) => setOpen(d.open)}
        className={styles.drawer}
        aria-label={t('account.title')}
        data-testid="account-drawer"
      >
        <DrawerHeader>
          <DrawerHeaderTitle
            action={
              <Button
                appearance="subtle"
                aria-label={t('account.close')}
                icon={<Dismiss24Regular />}
                onClick={() => setOpen(false)}
              />
            }
          >
            {t('account.title')}
          </DrawerHeaderTitle>
          <div className={styles.who}>
            <UserAvatar user={user} size={56} />
            <div className={styles.whoText}>
              <Text weight="semibold" size={400} className={styles.ellipsis} dir="auto" data-testid="account-user-name">
                {user.userName}
              </Text>
              <div className={styles.emailRow}>
                <Text size={200} className={styles.ellipsis} dir="auto" data-testid="account-email">
                  {user.email}
                </Text>
                <Badge appearance="tint" color="informative" size="small" data-testid="account-role">
                  {roleLabel}
                </Badge>
              </div>
            </div>
          </div>
        </DrawerHeader>
        <DrawerBody>
          <div className={styles.form}>
            <ChoiceField
              label={t('account.merchant')}
              testId="account-merchant"
              options={merchants.map((m) => ({ value: m, text: m }))}
              value={choice.merchantID}
              onChange={account.selectMerchant}
              disabled={viewOnly || merchants.length < 2 || account.submitting}
              noMatch={t('account.noMatch')}
            />
            {load.status === 'loading' && <Spinner size="tiny" label={t('account.loading')} />}
            {load.status === 'error' && (
              <MessageBar intent="error" data-testid="account-error">
                <MessageBarBody>{load.message}</MessageBarBody>
              </MessageBar>
            )}
            {ready && showsProfileField(profiles) && (
              <ChoiceField
                label={t('account.profile')}
                testId="account-profile"
                options={profiles.map((p) => ({
                  value: p.name,
                  text: p.name === 'default' ? t('account.defaultProfile') : p.name,
                }))}
                value={choice.profile}
                onChange={account.selectProfile}
                disabled={viewOnly || profiles.length < 2 || account.submitting}
                noMatch={t('account.noMatch')}
              />
            )}
            {ready && showsStoreField(stores) && (
              <ChoiceField
                label={t('account.store')}
                testId="account-store"
                options={stores.map((s) => ({ value: s.code, text: `${s.name} (${s.code})` }))}
                value={choice.sid}
                onChange={account.selectStore}
                disabled={viewOnly || stores.length < 2 || account.submitting}
                noMatch={t('account.noMatch')}
              />
            )}
            {viewOnly && (
              <Text size={200} className={styles.viewOnly} data-testid="account-view-only">
                {t('account.viewOnly')}
              </Text>
            )}
            {withSwitch && (
              <Button
                appearance="primary"
                icon={account.submitting ? <Spinner size="tiny" /> : <ArrowSwap20Regular />}
                disabled={!ready || account.submitting || !canSubmitChoice(choice, current)}
                onClick={() => setConfirming(true)}
                data-testid="account-switch"
              >
                {t('account.switch')}
              </Button>
            )}
          </div>
        </DrawerBody>
        <DrawerFooter className={styles.footer}>
          <Link
            href={profilePath}
            className={styles.link}
            onClick={(e) => {
              e.preventDefault();
              setOpen(false);
              navigateTo(profilePath);
            }}
          >
            <Person20Regular />
            {t('account.profileLink')}
          </Link>
          <Link
            as="button"
            className={styles.link}
            onClick={() => {
              setOpen(false);
              signOut();
            }}
          >
            <SignOut20Regular />
            {t('user.logout')}
          </Link>
        </DrawerFooter>
      </OverlayDrawer>
      <ConfirmDialog
        open={confirming}
        title={t('account.confirmTitle')}
        body={t('account.confirmBody')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void account.submit();
        }}
      />
    </>
  );
}
