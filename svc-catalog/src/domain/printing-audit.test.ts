import {
  jobStoreCode,
  printingConfigCreatedDetails,
  printingConfigDefaultDetails,
  printingConfigDeletedDetails,
  printingConfigUpdatedDetails,
  printJobEndAction,
  printJobEndedDetails,
  printJobQueuedDetails,
  tagDesignDeletedDetails,
  tagDesignSavedDetails,
} from './printing-audit';

const config = { name: 'Front desk', host: '10.0.0.5', port: 9100, isDefault: true, dpi: null, labelWidthMm: null, labelHeightMm: null, tagDesignId: null, verifyEncoding: true };
const design = { name: 'Ring tag', widthMm: 50, heightMm: 25, dpi: 203 as const, elements: [{ kind: 'text' as const, text: 'x', x: 1, y: 1, fontSize: 10, rotation: 0 as const }] };
const job = { id: 'j1', configName: 'Front desk', designName: 'Ring tag', copies: 2 };

describe('the audit details of RFID printing (issue 14)', () => {
  it('names a printing config by its printer first, its design by name, and what an update changed', () => {
    expect(Object.keys(printingConfigCreatedDetails(config, null)).slice(0, 4)).toEqual(['name', 'host', 'port', 'isDefault']);
    expect(printingConfigCreatedDetails(config, 'Ring tag')).toMatchObject({ design: 'Ring tag' });
    expect(printingConfigCreatedDetails(config, null)).not.toHaveProperty('design');
    const updated = printingConfigUpdatedDetails(config, { ...config, host: '10.0.0.6', tagDesignId: 'd1', dpi: 300 }, 'Ring tag');
    expect(updated).toMatchObject({ name: 'Front desk', changed: ['host', 'dpi', 'design'], host: '10.0.0.6', design: 'Ring tag' });
    expect(Object.keys(updated)[1]).toBe('changed');
    expect(printingConfigUpdatedDetails(config, config, null)).toMatchObject({ changed: [] });
  });

  it('a deleted default names the new default; a default set names the previous one', () => {
    expect(printingConfigDeletedDetails(config, 'Back office')).toEqual({ name: 'Front desk', host: '10.0.0.5', port: 9100, newDefault: 'Back office' });
    expect(printingConfigDeletedDetails({ ...config, isDefault: false }, 'Back office')).not.toHaveProperty('newDefault');
    expect(printingConfigDefaultDetails({ name: 'Back office' }, 'Front desk')).toEqual({ name: 'Back office', previous: 'Front desk' });
    expect(printingConfigDefaultDetails({ name: 'Back office' }, null)).toEqual({ name: 'Back office' });
  });

  it('a tag design: its size, resolution and how many elements; an update with what changed; a delete with the printers that used it', () => {
    expect(tagDesignSavedDetails(undefined, design)).toEqual({ name: 'Ring tag', widthMm: 50, heightMm: 25, dpi: 203, elements: 1 });
    expect(tagDesignSavedDetails(design, { ...design, heightMm: 30, elements: [] })).toEqual({ name: 'Ring tag', changed: ['heightMm', 'elements'], widthMm: 50, heightMm: 30, dpi: 203, elements: 0 });
    expect(tagDesignDeletedDetails(design, 2)).toEqual({ name: 'Ring tag', printers: 2 });
    expect(tagDesignDeletedDetails(design, 0)).toEqual({ name: 'Ring tag' });
  });

  it('a job: queued with its product count, printer and design; ended with printed, failed and voided counts and the reason', () => {
    expect(printJobQueuedDetails(job, 3, 1, ['BKK-SIAM'])).toEqual({ products: 3, printer: 'Front desk', design: 'Ring tag', copies: 2, allocated: 1, stores: ['BKK-SIAM'], jobId: 'j1' });
    expect(printJobQueuedDetails(job, 3, 0, ['A', 'B'])).not.toHaveProperty('allocated');
    const counts = { total: 5, queued: 0, printed: 2, voided: 1, failed: 1, cancelled: 1 };
    expect(printJobEndedDetails(job, counts, 'PRN101')).toEqual({ printer: 'Front desk', reason: 'PRN101', printed: 2, failed: 1, voided: 1, cancelled: 1, design: 'Ring tag', jobId: 'j1' });
    expect(printJobEndedDetails(job, { ...counts, cancelled: 0 }, null)).toEqual({ printer: 'Front desk', printed: 2, failed: 1, voided: 1, design: 'Ring tag', jobId: 'j1' });
    expect([printJobEndAction('DONE'), printJobEndAction('FAILED'), printJobEndAction('CANCELLED')]).toEqual(['print-job.finished', 'print-job.failed', 'print-job.cancelled']);
    expect([jobStoreCode(['BKK-SIAM']), jobStoreCode(['A', 'B']), jobStoreCode([])]).toEqual(['BKK-SIAM', undefined, undefined]);
  });
});
