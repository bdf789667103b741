import type { UploadProgress } from '@hub/contracts';
import { OTHER_JOB, progress } from './testProgress';
import {
  CLOSE_AFTER_RESET_MS,
  CLOSE_WHEN_DONE_MS,
  INITIAL_UPLOAD_MODAL,
  handledFraction,
  shownCounts,
  uploadModalReducer,
  type UploadModalAction,
  type UploadModalState,
} from './uploadModalState';

const run = (actions: UploadModalAction[], from: UploadModalState = INITIAL_UPLOAD_MODAL) => actions.reduce(uploadModalReducer, from);
const start = (over: Partial<UploadProgress> = {}): UploadModalAction => ({ type: 'start', progress: progress(over) });
const status = (over: Partial<UploadProgress> = {}): UploadModalAction => ({ type: 'status', progress: progress(over) });
/** The close the modal waits for fires. */
const due = (state: UploadModalState) => uploadModalReducer(state, { type: 'close', seq: state.closing?.seq ?? -1 });

describe('the upload progress modal (spec section 4)', () => {
  it('When an import starts, then the modal opens with its total count and nothing counted yet', () => {
    const state = run([start({ totalCount: 42 })]);
    expect(state.open).toBe(true);
    expect(state.counts).toMatchObject({ totalCount: 42, uploadCount: 0, skipCount: 0, errorCount: 0, importType: 'ZIP', code: 'IMG204' });
    expect(state.closing).toBeNull();
  });

  it('When an image is uploaded, skipped or errored, then only its own count goes up', () => {
    const started = run([start()]);
    expect(run([status({ uploadCount: 1 })], started).counts).toMatchObject({ uploadCount: 1, skipCount: 0, errorCount: 0 });
    expect(run([status({ skipCount: 1, errors: [{ name: 'DJ-RG-1.jpg', reason: 'DUPLICATE' }] })], started).counts).toMatchObject({
      uploadCount: 0,
      skipCount: 1,
      errorCount: 0,
      errors: [{ name: 'DJ-RG-1.jpg', reason: 'DUPLICATE' }],
    });
    expect(run([status({ errorCount: 1 })], started).counts).toMatchObject({ uploadCount: 0, skipCount: 0, errorCount: 1 });
  });

  it('When an update arrives late with fewer images counted, then no count goes back', () => {
    const state = run([start(), status({ uploadCount: 5, skipCount: 2 }), status({ uploadCount: 4, skipCount: 1, errorCount: 1 })]);
    expect(state.counts).toMatchObject({ uploadCount: 5, skipCount: 2, errorCount: 1 });
  });

  it('When uploaded + skipped + errored equals the total, then the modal closes after 5 seconds', () => {
    const almost = run([start({ totalCount: 4 }), status({ totalCount: 4, uploadCount: 2, skipCount: 1 })]);
    expect(almost.closing).toBeNull();
    const done = run([status({ totalCount: 4, uploadCount: 2, skipCount: 1, errorCount: 1, status: 'FINISHED' })], almost);
    expect(done.open).toBe(true);
    expect(done.closing?.ms).toBe(CLOSE_WHEN_DONE_MS);
    expect(handledFraction(done.counts)).toBe(1);
    // A repeated final update does not put the close off.
    const repeated = run([status({ totalCount: 4, uploadCount: 2, skipCount: 1, errorCount: 1, status: 'FINISHED' })], done);
    expect(repeated.closing).toEqual(done.closing);
    expect(due(done).open).toBe(false);
  });

  it('When the total grows before the close is due (more images found in a zip), then the modal stays', () => {
    const done = run([start({ totalCount: 2 }), status({ totalCount: 2, uploadCount: 2 })]);
    const grown = run([status({ totalCount: 9, uploadCount: 2 })], done);
    expect(grown.closing).toBeNull();
    expect(due(grown).open).toBe(true);
  });

  it('When a close that is no longer the latest fires, then nothing changes', () => {
    const done = run([start({ totalCount: 1 }), status({ totalCount: 1, uploadCount: 1 })]);
    const stale = done.closing!.seq;
    const next = run([start({ jobId: OTHER_JOB, totalCount: 3 })], done);
    expect(uploadModalReducer(next, { type: 'close', seq: stale })).toBe(next);
  });

  it('When a status update has a total above 0, then the modal opens; with a total of 0 it stays closed', () => {
    expect(run([status({ totalCount: 0, status: 'RECEIVING' })]).open).toBe(false);
    const opened = run([status({ totalCount: 0, status: 'RECEIVING' }), status({ totalCount: 12, uploadCount: 3 })]);
    expect(opened.open).toBe(true);
    expect(opened.counts).toMatchObject({ totalCount: 12, uploadCount: 3 });
  });

  it('When the import is at 100% and has no import type any more, then the counts reset and the modal closes after 2.5 seconds', () => {
    const done = run([start({ totalCount: 3 }), status({ totalCount: 3, uploadCount: 3 })]);
    const reset = run([status({ totalCount: 3, uploadCount: 3, importType: null, status: 'FINISHED' })], done);
    expect(reset.counts).toMatchObject({ totalCount: 0, uploadCount: 0, skipCount: 0, errorCount: 0, importType: null, errors: [], code: 'IMG204' });
    expect(reset.closing?.ms).toBe(CLOSE_AFTER_RESET_MS);
    // While it closes, the modal keeps showing the figures it had.
    expect(shownCounts(reset)).toMatchObject({ totalCount: 3, uploadCount: 3 });
    const closed = due(reset);
    expect(closed.open).toBe(false);
    expect(shownCounts(closed).totalCount).toBe(0);
  });

  it('When the server ends with its last counts and then an empty reset, then the modal keeps showing those counts and problems while it closes', () => {
    const errors = [{ name: 'broken', reason: 'CORRUPT' as const }];
    const last = run([start({ totalCount: 3 }), status({ totalCount: 3, uploadCount: 2, errorCount: 1, errors, status: 'FINISHED' })]);
    const reset = run([status({ totalCount: 0, importType: null, errors: [], status: 'FINISHED' })], last);
    expect(reset.closing?.ms).toBe(CLOSE_AFTER_RESET_MS);
    expect(reset.counts.totalCount).toBe(0);
    expect(shownCounts(reset)).toMatchObject({ totalCount: 3, uploadCount: 2, errorCount: 1, errors });
  });

  it('When a late update carries fewer problems, then the modal keeps the longer list', () => {
    const errors = [{ name: 'a', reason: 'UNMATCHED' as const }, { name: 'b', reason: 'DUPLICATE' as const }];
    expect(run([start(), status({ skipCount: 2, errors }), status({ skipCount: 1, errors: errors.slice(0, 1) })]).counts.errors).toEqual(errors);
  });

  it('When the reset arrives with nothing counted (no import running) and the modal is closed, then it stays closed', () => {
    const state = run([status({ totalCount: 0, importType: null, status: 'FINISHED' })]);
    expect(state.open).toBe(false);
    expect(state.closing).toBeNull();
  });

  it('When the modal closed for an import, then its later updates leave it closed; another import opens it', () => {
    const closed = due(run([start({ totalCount: 2 }), status({ totalCount: 2, uploadCount: 2 })]));
    expect(run([status({ totalCount: 2, uploadCount: 2, status: 'FINISHED' })], closed).open).toBe(false);
    expect(run([start({ totalCount: 2 })], closed).open).toBe(false);
    const next = run([status({ jobId: OTHER_JOB, totalCount: 5, uploadCount: 1 })], closed);
    expect(next.open).toBe(true);
    expect(next.counts).toMatchObject({ totalCount: 5, uploadCount: 1 });
  });

  it('When the user closes the modal, then the running import does not reopen it', () => {
    const dismissed = run([start({ totalCount: 8 }), { type: 'dismiss' }]);
    expect(dismissed.open).toBe(false);
    const later = run([status({ totalCount: 8, uploadCount: 5 })], dismissed);
    expect(later.open).toBe(false);
    expect(later.counts.uploadCount).toBe(5);
  });

  it('When another import starts while the last one is closing, then the modal follows the new one and stays open', () => {
    const closing = run([start({ totalCount: 1 }), status({ totalCount: 1, uploadCount: 1 })]);
    const next = run([status({ jobId: OTHER_JOB, totalCount: 20, uploadCount: 0, importType: 'UPLOAD', ftpSync: false })], closing);
    expect(next).toMatchObject({ open: true, jobId: OTHER_JOB, closing: null });
    expect(next.counts).toMatchObject({ totalCount: 20, importType: 'UPLOAD' });
  });

  it('When an FTP folder sync runs, then the modal knows it', () => {
    expect(run([start({ importType: 'FTP', ftpSync: true })]).counts).toMatchObject({ importType: 'FTP', ftpSync: true });
  });
});
