import { IMAGE_UPLOAD_FIELD, IMPORT_UPLOAD_FIELD, importApi, imageImportApi, type ImageImportJob, type ImportJob } from '@hub/contracts';
import { fails, fakeApi, succeeds } from '../testing/fakeApi';
import { hubStore } from '../store/hubStore';
import { isApiError } from './ApiError';
import { uploadFile } from './uploadFile';

const IMAGE_JOB = { jobId: '6f1c2f3a-4b5c-4a6e-9d0b-5b8f7f4e8d5a', sid: 'MASTER', status: 'RECEIVING', totalCount: 0 } as ImageImportJob;

describe('uploadFile: multipart uploads with the bytes sent', () => {
  beforeEach(() => hubStore.setState({ locale: 'th', accessToken: 'token-1' }));

  it('When several files are given, then each goes under the one field, the progress counts all their bytes, and the answer is unwrapped', async () => {
    const api = fakeApi().on(imageImportApi.upload, succeeds(IMAGE_JOB));
    const files = [new File(['a'.repeat(300)], 'DJ-RG-000001.jpg'), new File(['b'.repeat(100)], 'more.zip')];
    const progress: [number, number][] = [];
    const answer = await uploadFile(imageImportApi.upload, { file: files, field: IMAGE_UPLOAD_FIELD, query: { sid: 'BKK' }, onProgress: (sent, total) => progress.push([sent, total]) });
    expect(answer).toEqual({ code: 'IMG000', data: IMAGE_JOB });
    expect(progress).toEqual([[200, 400], [400, 400]]);
    const [call] = api.callsOf(imageImportApi.upload);
    expect(call?.query).toEqual({ sid: 'BKK' });
    expect(call?.headers).toMatchObject({ authorization: 'Bearer token-1', 'accept-language': 'th' });
    expect((call?.body as FormData).getAll(IMAGE_UPLOAD_FIELD).map((f) => (f as File).name)).toEqual(['DJ-RG-000001.jpg', 'more.zip']);
  });

  it('When one file is given, then it is sent alone under its field', async () => {
    const api = fakeApi().on(importApi.upload, succeeds({ id: 'job-1' } as ImportJob));
    await uploadFile(importApi.upload, { file: new File(['x'], 'products.csv'), field: IMPORT_UPLOAD_FIELD, query: { sid: 'MASTER' } });
    const body = api.callsOf(importApi.upload)[0]?.body as FormData;
    expect([...body.keys()]).toEqual([IMPORT_UPLOAD_FIELD]);
  });

  it('When the server refuses, then the promise fails with its code and status', async () => {
    fakeApi().on(imageImportApi.upload, fails(400, 'IMG102'));
    const error: unknown = await uploadFile(imageImportApi.upload, { file: [new File(['x'], 'notes.txt')], field: IMAGE_UPLOAD_FIELD }).catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.code]).toEqual([400, 'IMG102']);
  });
});
