import { UPLOAD_PROGRESS_CODE, type UploadProgress } from '@hub/contracts';

/** The modal's tests: an image import, and another one. */
export const JOB = '0b7a4f7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
export const OTHER_JOB = '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f';

/** Upload progress of JOB, a zip of 10 images being converted, nothing counted yet, but for `over`. */
export const progress = (over: Partial<UploadProgress> = {}): UploadProgress => ({
  jobId: JOB,
  sid: 'MASTER',
  status: 'CONVERTING',
  totalCount: 10,
  uploadCount: 0,
  skipCount: 0,
  errorCount: 0,
  importType: 'ZIP',
  ftpSync: false,
  errors: [],
  message: null,
  code: UPLOAD_PROGRESS_CODE,
  ...over,
});
