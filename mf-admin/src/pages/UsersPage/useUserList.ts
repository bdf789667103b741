import { USER_LIST_DEFAULT_PAGE_SIZE, usersApi, type ManagedUserPage } from '@hub/contracts';
import { callApi, useApiResource } from '@hub/ui';

/** GET /merchant/users: one page of the merchant's users matching `search`, with the total. */
export function useUserList(search: string, start: number, pageSize = USER_LIST_DEFAULT_PAGE_SIZE) {
  const term = search.trim();
  return useApiResource<ManagedUserPage>(
    (signal) =>
      callApi(usersApi.list, {
        query: { search: term || undefined, start: String(start), pageSize: String(pageSize) },
        signal,
      }),
    `${term}\u0000${start}\u0000${pageSize}`,
  );
}
