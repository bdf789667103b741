import { z } from 'zod';

/** Spec section 9: the recommended verifyImageConcurrency (the default is 0). */
export const RECOMMENDED_VERIFY_IMAGE_CONCURRENCY = 10;

/** Spec section 3, "Global config": every field, each with its default. */
export const globalConfigSchema = z
  .object({
    catalogCatField: z.string().trim().min(1).max(128).nullable().default(null),
    imageBaseUrl: z.string().trim().url().max(2048).nullable().default(null),
    allowImgFullPath: z.boolean().default(false),
    allowTagMapping: z.boolean().default(true),
    allowPrinting: z.boolean().default(true),
    allowImgImport: z.boolean().default(true),
    allowReportCaching: z.boolean().default(false),
    showImageFilter: z.boolean().default(false),
    showIsMappedFilter: z.boolean().default(false),
    triggerVerifyImageLambda: z.boolean().default(false),
    useOptimizedAppDataSync: z.boolean().default(false),
    verifyImageConcurrency: z.number().int().min(0).max(100).default(0),
    imageExtensions: z
      .string()
      .max(5)
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9]{2,5}$/)
      .default('jpg'),
    skipCheckPrinterStatus: z.boolean().default(false),
    allowPushStocktake: z.boolean().default(false),
  })
  .strict();
export type GlobalConfig = z.output<typeof globalConfigSchema>;

export const DEFAULT_GLOBAL_CONFIG: GlobalConfig = Object.freeze(globalConfigSchema.parse({}));

/**
 * Body of POST /merchant/config/global: any subset of the fields (unknown fields are refused),
 * either as the body itself or wrapped as `{ data: {...} }` (spec section 7: "Body data").
 */
export const globalConfigPatchSchema = globalConfigSchema.partial().strict();
export type GlobalConfigPatch = z.infer<typeof globalConfigPatchSchema>;

/** POST body: the patch itself, or `{ data: patch }` (spec section 7 says "Body data"). */
export const globalConfigBodySchema = z
  .union([z.object({ data: globalConfigPatchSchema }).strict(), globalConfigPatchSchema])
  .transform((body): GlobalConfigPatch =>
    'data' in body && body.data && typeof body.data === 'object'
      ? (body.data as GlobalConfigPatch)
      : (body as GlobalConfigPatch),
  );

/** Applies a validated patch to a stored config; fields left out keep their value. */
export function mergeGlobalConfig(current: Partial<GlobalConfig> | null | undefined, patch: GlobalConfigPatch): GlobalConfig {
  return globalConfigSchema.parse({ ...DEFAULT_GLOBAL_CONFIG, ...(current ?? {}), ...patch });
}
