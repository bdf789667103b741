import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, type MessageBarIntent } from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { isHubMailNotSetUp, localizePath, parseCodedChannelFailure, type BannerCondition, type BannerKind } from '@hub/contracts';
import { hubMailNotSetUpWording, hubStore, navigateTo, useHubStore } from '@hub/ui';
import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { useBanner } from './useBanner';

const INTENTS: Readonly<Record<BannerKind, MessageBarIntent>> = {
  LICENCE_ENDING: 'warning',
  IMPORT_FAILED: 'error',
  NOTIFY_CHANNEL_FAILING: 'error',
  DATA_NOT_IMPORTED: 'info',
};

/** The message of a condition in the user's language, from its kind and parameters. */
function useMessage() {
  const { t, i18n } = useTranslation('shell');
  const roleName = useHubStore((s) => s.user?.roleName);
  // A coded failure (issue 25: `NC110 TIMED_OUT`) in words: what failed, as its category; the hub's
  // missing mail server as the provider's to fix (issue 28 item 5).
  const channelErrorWording = (error: unknown): string => {
    if (typeof error === 'string' && isHubMailNotSetUp(error)) return hubMailNotSetUpWording(roleName);
    const coded = parseCodedChannelFailure(typeof error === 'string' ? error : null);
    if (!coded) return typeof error === 'string' ? error : '';
    return t(`banner.failures.${coded.failure}`);
  };
  return (c: BannerCondition): string => {
    const p = c.params;
    switch (c.kind) {
      case 'LICENCE_ENDING': {
        const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${String(p.endDate)}T00:00:00Z`));
        return t('banner.kinds.LICENCE_ENDING', { date, count: Number(p.daysLeft), n: Number(p.daysLeft) });
      }
      case 'IMPORT_FAILED':
        return t('banner.kinds.IMPORT_FAILED', { store: p.sid, reason: p.errorCode ? t(`codes:${String(p.errorCode)}`, { defaultValue: String(p.errorCode) }) : t(`banner.importStatus.${String(p.status)}`) });
      case 'NOTIFY_CHANNEL_FAILING':
        return t('banner.kinds.NOTIFY_CHANNEL_FAILING', { channel: t(`banner.channels.${String(p.channel)}`), error: channelErrorWording(p.error) });
      case 'DATA_NOT_IMPORTED':
        return t('banner.noData');
    }
  };
}

/** Spec section 2: a dismissible banner with a message and an action button (issue 15 item 6: server conditions). */
export function Banner() {
  const { t } = useTranslation('shell');
  const { condition, more, dismiss, act } = useBanner();
  const message = useMessage();
  const setupDone = useHubStore((s) => s.setupDone);
  // A named region: a landmark, so no content of the page sits outside one (axe "region").
  const region = (bar: JSX.Element) => <section aria-label={t('banner.region')}>{bar}</section>;
  // A step page of the setup wizard, opened before setup is finished: the way back to the wizard.
  if (setupDone === false) {
    return region(
      <MessageBar intent="info" layout="singleline" data-testid="banner" data-kind="SETUP" style={{ borderRadius: 0 }}>
        <MessageBarBody>{t('setup.unfinished')}</MessageBarBody>
        <MessageBarActions>
          <Button size="small" appearance="primary" onClick={() => navigateTo(localizePath('/setup', hubStore.getState().locale))} data-testid="banner-action">
            {t('setup.backToSetup')}
          </Button>
        </MessageBarActions>
      </MessageBar>,
    );
  }
  if (!condition) return null;
  return region(
    <MessageBar intent={INTENTS[condition.kind]} layout="multiline" data-testid="banner" data-kind={condition.kind} style={{ borderRadius: 0 }}>
      <MessageBarBody>
        <MessageBarTitle>{t(`banner.titles.${condition.kind}`)}</MessageBarTitle>
        {message(condition)}
        {more > 0 && <> {t('banner.more', { count: more, n: more })}</>}
      </MessageBarBody>
      <MessageBarActions
        containerAction={<Button appearance="transparent" aria-label={t('banner.dismiss')} icon={<Dismiss20Regular />} onClick={() => void dismiss(condition)} data-testid="banner-dismiss" />}
      >
        <Button size="small" onClick={() => act(condition)} data-testid="banner-action">
          {t(`banner.actions.${condition.kind}`)}
        </Button>
      </MessageBarActions>
    </MessageBar>,
  );
}
