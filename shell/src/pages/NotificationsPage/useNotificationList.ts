import { useCallback, useState } from 'react';
import { notifyApi } from '@hub/contracts';
import { callApi, hubStore, useApiResource } from '@hub/ui';
import { startOfPage } from '../../rules/notificationDelivery';

export const NOTIFICATION_PAGE_SIZES = [10, 20, 50] as const;

/** The caller's notifications, newest first, one page at a time. */
export function useNotificationList() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(20);
  const merchant = hubStore.getState().user?.merchantID ?? '';
  const start = startOfPage(page, pageSize);
  const resource = useApiResource(
    useCallback((signal: AbortSignal) => callApi(notifyApi.list, { query: { start, pageSize }, signal }), [start, pageSize]),
    `${merchant}|${start}|${pageSize}`,
  );
  return {
    resource,
    page,
    pageSize,
    setPage,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
  };
}
