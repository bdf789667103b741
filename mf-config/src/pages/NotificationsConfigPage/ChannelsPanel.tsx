import { useEffect, useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ChannelSettings } from '@hub/contracts';
import { PageState, codeWording } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { ChannelCard } from './ChannelCard';
import { useChannels } from './useChannels';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

/** The channels tab (spec section 2, "channel configuration"): e-mail, Telegram and WhatsApp settings. */
export function ChannelsPanel({ canModify }: { canModify: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  const { resource, ...calls } = useChannels();
  const [channels, setChannels] = useState<ChannelSettings[] | null>(null);
  useEffect(() => {
    if (resource.status === 'success') setChannels(resource.data);
  }, [resource.status, resource.data]);
  if (resource.status === 'error') {
    return <PageState kind="error" title={t('notifications.channelsLoadError')} message={codeWording(resource.error.code, resource.error.message)} onRetry={resource.reload} />;
  }
  if (channels === null) return <PageState kind="loading" />;
  const replace = (next: ChannelSettings) => setChannels((list) => (list ?? []).map((c) => (c.channel === next.channel ? next : c)));
  return (
    <div className={styles.list} data-testid="notification-channels">
      {channels.map((settings) => (
        <ChannelCard key={`${settings.channel}-${settings.saved}`} settings={settings} canModify={canModify} calls={calls} onSaved={replace} onTested={resource.reload} />
      ))}
    </div>
  );
}
