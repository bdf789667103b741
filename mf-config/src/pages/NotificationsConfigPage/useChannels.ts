import { useCallback } from 'react';
import { notifyApi, type ChannelSettingsBodyInput, type ChannelTestBody } from '@hub/contracts';
import { callApi, callApiWithCode, hubStore, useApiResource } from '@hub/ui';

/** The channels tab: the three channels' settings, saving one, and "send a test". */
export function useChannels() {
  const merchant = hubStore.getState().user?.merchantID ?? '';
  const resource = useApiResource(useCallback((signal: AbortSignal) => callApi(notifyApi.channels, { signal }), []), merchant);
  const save = (body: ChannelSettingsBodyInput) => callApiWithCode(notifyApi.saveChannel, { body });
  const test = (body: ChannelTestBody) => callApiWithCode(notifyApi.testChannel, { body });
  return { resource, save, test };
}

export type ChannelCalls = Omit<ReturnType<typeof useChannels>, 'resource'>;
