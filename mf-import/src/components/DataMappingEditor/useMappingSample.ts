import { useCallback, useMemo, useState } from 'react';
import {
  IMPORT_SAMPLE_BYTES,
  IMPORT_UPLOAD_FIELD,
  importApi,
  importSourcesApi,
  PERMISSIONS,
  suggestGroupColumn,
  type ImportJob,
  type ImportSample,
  type ImportSourceView,
  type MappingSuggestion,
} from '@hub/contracts';
import { callApi, isApiError, uploadFile, useApiResource, useHubStore, usePermission } from '@hub/ui';
import type { DataMappingDraft } from '../../domain/dataMappingDraft';
import { acceptSuggestions, draftSuggestions, pendingSuggestions, pickableFiles, previewProducts, sampleBytes, sampleColumns, sourceTestSample, type PreviewProduct } from '../../domain/mappingSample';
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

  /** Reads a sample (a file sent, an earlier import's file, a source's test run); a failure shows its code's wording. */
  const load = useCallback(async (readSample: () => Promise<ImportSample>) => {
    setError(null);
    setReading(true);
    try {
      setSample(await readSample());
    } catch (e) {
      setError(isApiError(e) ? codeWording(e.code, e.message) : codeWording('SE100'));
    } finally {
      setReading(false);
    }
  }, []);

  const read = useCallback(
    async (file: File) => {
      setError(null);
      if (!/\.csv$/i.test(file.name)) return setError(codeWording('PDFU106'));
      if (file.size === 0) return setError(codeWording('PDFU103'));
      await load(async () => (await uploadFile(importApi.sample, { file: await samplePart(file), field: IMPORT_UPLOAD_FIELD })).data);
    },
    [load],
  );

  /** An earlier import's kept file as the sample ("or pick a file"). */
  const pickFile = useCallback((job: Pick<ImportJob, 'id'>) => load(() => callApi(importApi.jobSample, { params: { id: job.id } })), [load]);

  /** A source's test run as the sample ("or test a source"): its columns and the first rows it read. */
  const testSource = useCallback(
    (source: Pick<ImportSourceView, 'id' | 'name'>) => load(async () => sourceTestSample(source.name, await callApi(importSourcesApi.test, { params: { id: source.id } }))),
    [load],
  );

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

  return { view, reading, error, read, pickFile, testSource, accept, close };
}

export type MappingSampleState = ReturnType<typeof useMappingSample>;

/** How many recent jobs are read to offer their files. */
const RECENT_JOBS = 50;

/**
 * What else a sample can be read from (issue 28 item 1): the earlier imports whose file is kept, and
 * the merchant's sources (each tested on choice). A list the user may not read, or that fails, is empty.
 */
export function useSampleChoices(enabled: boolean) {
  const account = useHubStore((s) => `${s.user?.merchantID ?? ''}/${s.user?.profile ?? ''}/${s.user?.sid ?? ''}`);
  const canReadJobs = usePermission({ permission: PERMISSIONS.DATA_IMPORT_READ_PREVIEW }) && enabled;
  const canReadSources = usePermission({ permission: PERMISSIONS.ERP_READ_PREVIEW }) && enabled;
  const jobs = useApiResource(
    useCallback(
      (signal: AbortSignal) => (canReadJobs ? callApi(importApi.jobs, { query: { limit: RECENT_JOBS }, signal }).catch((): ImportJob[] => []) : Promise.resolve([])),
      [canReadJobs],
    ),
    `${account}/${String(canReadJobs)}`,
  );
  const sources = useApiResource(
    useCallback(
      (signal: AbortSignal) => (canReadSources ? callApi(importSourcesApi.list, { signal }).catch((): ImportSourceView[] => []) : Promise.resolve([])),
      [canReadSources],
    ),
    `${account}/${String(canReadSources)}`,
  );
  return {
    files: jobs.status === 'success' ? pickableFiles(jobs.data) : [],
    sources: sources.status === 'success' ? sources.data : [],
  };
}
