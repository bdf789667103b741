import { useCallback, useMemo, useState } from 'react';
import { IMPORT_SAMPLE_BYTES, IMPORT_UPLOAD_FIELD, importApi, suggestGroupColumn, type ImportSample, type MappingSuggestion } from '@hub/contracts';
import { isApiError, uploadFile } from '@hub/ui';
import type { DataMappingDraft } from '../../domain/dataMappingDraft';
import { acceptSuggestions, draftSuggestions, pendingSuggestions, previewProducts, sampleBytes, sampleColumns, type PreviewProduct } from '../../domain/mappingSample';
import { codeWording } from '../../i18n/codeWording';

/** What the editor knows of a sample file: its columns, each field's suggestion, and the preview. */
export interface MappingSampleView {
  sample: ImportSample;
  columns: string[];
  /** Each field row's suggestion, by row key. */
  suggestions: ReadonlyMap<string, MappingSuggestion>;
  /** The suggestions "Accept suggestions" applies. */
  pending: ReadonlyMap<string, MappingSuggestion>;
  preview: PreviewProduct[];
  /** The grouping column the sample suggests (Shopify's Handle). */
  groupSuggestion?: MappingSuggestion;
}

/** The file's first whole lines (all of a small file), as a file of the same name and type. */
async function samplePart(file: File): Promise<File> {
  if (file.size <= IMPORT_SAMPLE_BYTES) return file;
  const head = new Uint8Array(await file.slice(0, IMPORT_SAMPLE_BYTES).arrayBuffer());
  return new File([file.slice(0, sampleBytes(head, file.size, IMPORT_SAMPLE_BYTES).length)], file.name, { type: file.type || 'text/csv' });
}

/**
 * A sample file for the mapping (issue 28 item 1): read by svc-import (header and first rows; nothing
 * stored), then the draft's suggestions and its preview follow every edit.
 */
export function useMappingSample(draft: DataMappingDraft | null, edit: (change: (draft: DataMappingDraft) => DataMappingDraft) => void) {
  const [sample, setSample] = useState<ImportSample | null>(null);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const read = useCallback(async (file: File) => {
    setError(null);
    if (!/\.csv$/i.test(file.name)) return setError(codeWording('PDFU106'));
    if (file.size === 0) return setError(codeWording('PDFU103'));
    setReading(true);
    try {
      const { data } = await uploadFile(importApi.sample, { file: await samplePart(file), field: IMPORT_UPLOAD_FIELD });
      setSample(data);
    } catch (e) {
      setError(isApiError(e) ? codeWording(e.code, e.message) : codeWording('SE100'));
    } finally {
      setReading(false);
    }
  }, []);

  const view = useMemo<MappingSampleView | null>(() => {
    if (!sample || !draft) return null;
    const suggestions = draftSuggestions(draft, sample);
    const groupSuggestion = suggestGroupColumn(sample.header);
    return { sample, columns: sampleColumns(sample), suggestions, pending: pendingSuggestions(draft, sample, suggestions), preview: previewProducts(draft, sample), groupSuggestion };
  }, [draft, sample]);

  const accept = useCallback(() => {
    if (view) edit((d) => acceptSuggestions(d, view.pending));
  }, [edit, view]);

  const close = useCallback(() => {
    setSample(null);
    setError(null);
  }, []);

  return { view, reading, error, read, accept, close };
}

export type MappingSampleState = ReturnType<typeof useMappingSample>;
