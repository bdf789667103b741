import { PERMISSIONS } from '@hub/contracts';
import { startCountingSteps } from './startCounting';

describe('how to get a first stock-take report (/management/reports/empty)', () => {
  it('When the user holds every permission, then each step links to its page, in order', () => {
    expect(startCountingSteps(['**'])).toEqual([
      { key: 'devices', path: '/management/devices', open: true },
      { key: 'stocktakeConfig', path: '/config/stock-take', open: true },
      { key: 'apiKey', path: '/config/integrations', open: true },
      { key: 'reportConfig', path: '/config/report', open: true },
    ]);
  });

  it('When the user may only read reports, then no step links (they ask an administrator)', () => {
    expect(startCountingSteps([PERMISSIONS.STOCK_TAKE_REPORT_READ_PREVIEW]).map((s) => s.open)).toEqual([false, false, false, false]);
  });

  it('When the user may read devices only, then only that step links', () => {
    expect(startCountingSteps([PERMISSIONS.DEVICES_MANAGEMENT_READ_PREVIEW]).filter((s) => s.open).map((s) => s.key)).toEqual(['devices']);
  });
});
