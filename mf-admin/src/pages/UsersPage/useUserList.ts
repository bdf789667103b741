import { USER_LIST_DEFAULT_PAGE_SIZE, type ManagedUserPage } from '@hub/contracts';
import { apiClient, useApiResource } from '@hub/ui';

/** GET /merchant/users: one page of the merchant's users matching `search`, with the total. */
export function useUserList(search: string, start: number, pageSize = USER_LIST_DEFAULT_PAGE_SIZE) {
  const term = search.trim();
  return useApiResource<ManagedUserPage>(
    (signal) =>
      apiClient.get<ManagedUserPage>('/merchant/users', {
        query: { search: term || undefined, start, pageSize },
        signal,
      }),
    `${term}\u0000${start}\u0000${pageSize}`,
  );
}
