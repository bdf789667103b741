import { reportCacheSeconds, switchesOf } from './switches';

describe('the global config\'s stock-take switches (spec section 3: allowPushStocktake, allowReportCaching, false by default)', () => {
  it('When the config lacks them or holds other than true, then they are off', () => {
    expect(switchesOf({})).toEqual({ allowPushStocktake: false, allowReportCaching: false });
    expect(switchesOf({ allowPushStocktake: 'true', allowReportCaching: 1 })).toEqual({ allowPushStocktake: false, allowReportCaching: false });
    expect(switchesOf({ allowPushStocktake: true, allowReportCaching: true })).toEqual({ allowPushStocktake: true, allowReportCaching: true });
  });

  it('When report caching is on, then answers may be kept for the configured seconds, else never', () => {
    expect(reportCacheSeconds({ allowPushStocktake: false, allowReportCaching: true }, 60)).toBe(60);
    expect(reportCacheSeconds({ allowPushStocktake: true, allowReportCaching: false }, 60)).toBeUndefined();
    expect(reportCacheSeconds({ allowPushStocktake: false, allowReportCaching: true }, 0)).toBeUndefined();
  });
});
