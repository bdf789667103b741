// What the demo seed holds, read from outside like any client: through the API, never from a service's code.
import type { PlaywrightWorkerArgs, TestInfo } from '@playwright/test';
import type { DataMappingAnswer } from '@hub/contracts';
import { DEMO_PASSWORD } from './hub';

/** The data mapping the merchant of `email` has (the seeded one before any journey changes it). */
export async function seededDataMapping(
  playwright: PlaywrightWorkerArgs['playwright'],
  info: TestInfo,
  email: string,
): Promise<DataMappingAnswer> {
  const api = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  try {
    const signin = await api.post('/merchant/user/signin', { data: { email, password: DEMO_PASSWORD } });
    const { accessToken } = (await signin.json()) as { accessToken: string };
    const answer = await api.get('/merchant/config/data-mapping', { headers: { Authorization: `Bearer ${accessToken}` } });
    return ((await answer.json()) as { data: DataMappingAnswer }).data;
  } finally {
    await api.dispose();
  }
}
