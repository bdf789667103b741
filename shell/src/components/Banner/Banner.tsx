import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { useHubStore } from '@hub/ui';
import { useTranslation } from 'react-i18next';

/** Spec section 2: a dismissible banner with a message and an action button. */
export function Banner() {
  const banner = useHubStore((s) => s.banner);
  const hideBanner = useHubStore((s) => s.hideBanner);
  const { t } = useTranslation('shell');
  if (!banner.show) return null;
  return (
    <MessageBar intent="info" layout="singleline" data-testid="banner" style={{ borderRadius: 0 }}>
      <MessageBarBody>{banner.message}</MessageBarBody>
      <MessageBarActions
        containerAction={<Button appearance="transparent" aria-label={t('banner.dismiss')} icon={<Dismiss20Regular />} onClick={hideBanner} />}
      >
        {banner.action && banner.actionText && (
          <Button size="small" onClick={() => banner.action?.()}>
            {banner.actionText}
          </Button>
        )}
      </MessageBarActions>
    </MessageBar>
  );
}
