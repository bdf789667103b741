import { DEFAULT_MAPPING_ID, NAMED_MAPPING_CODES, dataMappingStatus, type DataMappingConfig, type NamedMappingSummary } from '@hub/contracts';

/** A named mapping as svc-import keeps it (issue 28 item 2). */
export interface StoredMapping {
  id: string;
  name: string;
  config: DataMappingConfig | null;
  revision: number;
  updatedAt: Date | null;
}

type NamedMappingCode = (typeof NAMED_MAPPING_CODES)[keyof typeof NAMED_MAPPING_CODES];

const nameKey = (name: string) => name.trim().toLocaleLowerCase();

/** Is `name` the name of another of the merchant's mappings (CDM114)? Names are compared trimmed, case aside. */
export function nameTaken(mappings: readonly Pick<StoredMapping, 'id' | 'name'>[], name: string, exceptId?: string): boolean {
  return mappings.some((m) => m.id !== exceptId && nameKey(m.name) === nameKey(name));
}

/** What uses a mapping when its deletion is asked. */
export interface MappingUse {
  id: string;
  sourcesUsing: number;
  runningImportsUsing: number;
}

/**
 * Why a mapping cannot be deleted, or null: the default is the catalogue's data mapping and always the
 * one left (CDM115); a source that imports with it would lose its mapping (CDM116); a running import
 * reads with it (CDM117).
 */
export function deletionRefusal(use: MappingUse): NamedMappingCode | null {
  if (use.id === DEFAULT_MAPPING_ID) return NAMED_MAPPING_CODES.DEFAULT_KEPT;
  if (use.sourcesUsing > 0) return NAMED_MAPPING_CODES.USED_BY_SOURCE;
  if (use.runningImportsUsing > 0) return NAMED_MAPPING_CODES.USED_BY_IMPORT;
  return null;
}

/** A mapping as listed, with the names of the sources importing with it and the stores starting with it. */
export function mappingSummary(m: StoredMapping, sourceNames: readonly string[], stores: readonly string[] = []): NamedMappingSummary {
  return {
    id: m.id,
    name: m.name,
    isDefault: m.id === DEFAULT_MAPPING_ID,
    revision: m.revision,
    configured: dataMappingStatus(m.config ?? undefined, m.revision).configured,
    updatedAt: m.updatedAt ? m.updatedAt.toISOString() : null,
    usedBySources: [...sourceNames].sort((a, b) => a.localeCompare(b)),
    stores: [...stores].sort(),
  };
}

/** The default mapping first, then the others by name. */
export function orderMappings<T extends { id: string; name: string }>(mappings: readonly T[]): T[] {
  return [...mappings].sort((a, b) =>
    a.id === DEFAULT_MAPPING_ID ? -1 : b.id === DEFAULT_MAPPING_ID ? 1 : a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
}
