import { z } from 'zod';
import { dataMappingBodySchema, dataMappingConfigSchema } from './data-mapping';
import { TEXT_MAX } from './limits';

/**
 * Named data mappings (issue 28 item 2, ADR 0040): a merchant keeps several mappings (per supplier,
 * per source, per store) and each import chooses one. The default mapping is the catalogue's data
 * mapping (svc-catalog's, which also lays out the product fields); the others are svc-import's.
 */

/** The id of the merchant's default mapping (the catalogue's data mapping, kept in svc-import as a replica). */
export const DEFAULT_MAPPING_ID = 'default';

export const mappingNameSchema = z.string().trim().min(1).max(80);
export const mappingIdSchema = z.string().trim().min(1).max(64);

/** One named mapping as listed: which it is, its revision (0: never saved) and who uses it. */
export const namedMappingSummarySchema = z.object({
  id: z.string().max(TEXT_MAX),
  name: z.string().max(TEXT_MAX),
  /** The default mapping (the catalogue's): saved through the data mapping endpoints, never deleted here. */
  isDefault: z.boolean(),
  /** Increases on every save of its config (the default's is the catalogue's revision). */
  revision: z.number().int(),
  /** Product code and RFID tag are mapped: an import can use it. */
  configured: z.boolean(),
  updatedAt: z.string().max(TEXT_MAX).nullable(),
  /** The names of the import sources that import with it. */
  usedBySources: z.array(z.string().max(TEXT_MAX)),
  /** The stores whose imports start with it (per store; a store named by none starts with the default). */
  stores: z.array(z.string().max(TEXT_MAX)),
});
export type NamedMappingSummary = z.infer<typeof namedMappingSummarySchema>;

/** `GET /merchant/import/mappings/:id`: a mapping with its config (null: the default is not saved yet). */
export const namedMappingSchema = namedMappingSummarySchema.extend({ config: dataMappingConfigSchema.nullable() });
export type NamedMapping = z.output<typeof namedMappingSchema>;

/** `POST /merchant/import/mappings`: a new mapping named `name`, a copy of `copyOf` (the default when absent). */
export const namedMappingCreateBodySchema = z.object({
  name: mappingNameSchema,
  copyOf: mappingIdSchema.optional(),
});
export type NamedMappingCreateBody = z.infer<typeof namedMappingCreateBodySchema>;

/**
 * `PATCH /merchant/import/mappings/:id`: a new name, and/or the stores whose imports start with it
 * (exactly these: each taken from the mapping it started with; an empty list, none).
 */
export const namedMappingPatchBodySchema = z.object({
  name: mappingNameSchema.optional(),
  stores: z.array(z.string().trim().min(1).max(64)).max(1000).optional(),
});

/**
 * The mapping a store's import starts with (issue 28 item 2, per store): the configured one the merchant
 * chose for the store, else the default when it can import, else the first that can; the upload still
 * lets the user choose another.
 */
export function startingMapping(mappings: readonly Pick<NamedMappingSummary, 'id' | 'isDefault' | 'configured' | 'stores'>[], sid: string): string {
  return (
    mappings.find((m) => m.configured && m.stores.includes(sid))?.id ??
    mappings.find((m) => m.isDefault && m.configured)?.id ??
    mappings.find((m) => m.configured)?.id ??
    DEFAULT_MAPPING_ID
  );
}

/** `PUT /merchant/import/mappings/:id`: the config, as the data mapping's POST takes it (JSON, or form field `data`). */
export const namedMappingSaveBodySchema = dataMappingBodySchema;

export const namedMappingParamsSchema = z.object({ id: mappingIdSchema });

/** Which mapping an import used, and its revision then (null on jobs from before issue 28 item 2). */
export const importMappingUsedSchema = z.object({
  id: z.string().max(TEXT_MAX),
  name: z.string().max(TEXT_MAX),
  /** The revision the check read; null until the check starts. */
  revision: z.number().int().nullable(),
});
export type ImportMappingUsed = z.infer<typeof importMappingUsedSchema>;

/** The error codes of named mappings (spec section 8, after the data mapping's CDM100-CDM113). */
export const NAMED_MAPPING_CODES = {
  NAME_TAKEN: 'CDM114',
  DEFAULT_KEPT: 'CDM115',
  USED_BY_SOURCE: 'CDM116',
  USED_BY_IMPORT: 'CDM117',
} as const;
