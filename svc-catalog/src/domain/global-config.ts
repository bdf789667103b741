import {
  DEFAULT_GLOBAL_CONFIG,
  globalConfigSchema,
  mergeGlobalConfig,
  type GlobalConfig,
  type GlobalConfigPatch,
} from '@hub/contracts';
import type { z } from 'zod';

/**
 * A stored config read back: fields missing (older rows) take their default, fields no longer
 * known are dropped, an invalid stored value falls back to its default.
 */
export function effectiveConfig(stored: Record<string, unknown> | undefined): GlobalConfig {
  if (!stored) return { ...DEFAULT_GLOBAL_CONFIG };
  const out: Record<string, unknown> = { ...DEFAULT_GLOBAL_CONFIG };
  for (const [key, field] of Object.entries(globalConfigSchema.shape)) {
    const parsed = (field as z.ZodTypeAny).safeParse(stored[key]);
    if (parsed.success && stored[key] !== undefined) out[key] = parsed.data;
  }
  return globalConfigSchema.parse(out);
}

export function applyPatch(
  stored: Record<string, unknown> | undefined,
  patch: GlobalConfigPatch,
): GlobalConfig {
  return mergeGlobalConfig(effectiveConfig(stored), patch);
}
