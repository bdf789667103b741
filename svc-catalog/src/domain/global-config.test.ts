import { DEFAULT_GLOBAL_CONFIG } from '@hub/contracts';
import { applyPatch, effectiveConfig } from './global-config';

describe('global config rules', () => {
  it('when nothing is stored, then every field has the default of spec section 3', () => {
    expect(effectiveConfig(undefined)).toEqual({
      catalogCatField: null,
      imageBaseUrl: null,
      allowImgFullPath: false,
      allowTagMapping: true,
      allowPrinting: true,
      allowImgImport: true,
      allowReportCaching: false,
      showImageFilter: false,
      showIsMappedFilter: false,
      triggerVerifyImageLambda: false,
      useOptimizedAppDataSync: false,
      verifyImageConcurrency: 0,
      imageExtensions: 'jpg',
      skipCheckPrinterStatus: false,
      allowPushStocktake: false,
    });
    expect(effectiveConfig(undefined)).toEqual(DEFAULT_GLOBAL_CONFIG);
  });

  it('when a stored row lacks fields or holds stale ones, then defaults fill in and stale ones go', () => {
    const cfg = effectiveConfig({ allowPrinting: false, oldField: 1, verifyImageConcurrency: 'x' });
    expect(cfg.allowPrinting).toBe(false);
    expect(cfg.verifyImageConcurrency).toBe(0);
    expect(cfg).not.toHaveProperty('oldField');
  });

  it('when a patch is applied, then only its fields change', () => {
    const cfg = applyPatch({ allowPrinting: false }, { verifyImageConcurrency: 10 });
    expect(cfg).toMatchObject({ allowPrinting: false, verifyImageConcurrency: 10, allowTagMapping: true });
  });
});
