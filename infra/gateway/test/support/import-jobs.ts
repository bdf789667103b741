import type { ImportJobDetail } from '@hub/contracts';
import { eventually } from '@hub/service-kit/testing';
import request from 'supertest';

/** An import job as the hub at `url` answers it to `auth`. */
export async function importJob(url: string, auth: Record<string, string>, id: string): Promise<ImportJobDetail> {
  return (await request(url).get(`/merchant/import/jobs/${id}`).set(auth)).body.data as ImportJobDetail;
}

/** The job once it has reached one of `statuses` (within a minute). */
export async function importJobUntil(url: string, auth: Record<string, string>, id: string, statuses: string[]): Promise<ImportJobDetail> {
  let last: ImportJobDetail | undefined;
  await eventually(`job ${id} to reach ${statuses.join('/')}`, async () => statuses.includes((last = await importJob(url, auth, id)).status), { timeoutMs: 60_000 });
  return last!;
}
