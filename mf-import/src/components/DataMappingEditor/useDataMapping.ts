import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  DATA_MAPPING_CODES,
  DEFAULT_MAPPING_ID,
  EMPTY_DATA_MAPPING,
  PERMISSIONS,
  canonicalDataMapping,
  dataMappingApi,
  dataMappingFormFields,
  namedMappingsApi,
  type DataMappingAnswer,
  type NamedMapping,
  type DataMappingConfig,
  type DataMappingIssue,
} from '@hub/contracts';
import { callApi, callApiWithCode, hubStore, isApiError, toFailure, useApiResource, useHubStore, usePermission } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import {
  cellErrors,
  markedCount,
  cellKey,
  draftIssues,
  issuesOfDetails,
  type FieldColumn,
  type MappingColumn,
} from '../../domain/dataMappingCells';
import {
  addFieldRow,
  addMappingRow,
  emptyFieldRow,
  emptyMappingRow,
  fromDraft,
  toDraft,
  type DataMappingDraft,
  type MandatoryField,
} from '../../domain/dataMappingDraft';
import { codeWording } from '../../i18n/codeWording';

/** 'Nothing to update' (spec section 5): the server saw no change. */
const UNCHANGED = 'CDM003';

/** A message above the editor: the outcome of the last save or delete that is not a success. */
export interface EditorNotice {
  intent: 'error' | 'info';
  text: string;
}

function configOf(answer: DataMappingAnswer): DataMappingConfig {
  const { fields, uniqueFields, fieldMappings, groups, groupBy } = answer;
  return { fields, uniqueFields, fieldMappings, groups, ...(groupBy ? { groupBy } : {}) };
}

/** A named mapping (issue 28 item 2) in the shape the editor edits: its config, revision and whether it is saved. */
function answerOfNamed(named: NamedMapping): DataMappingAnswer {
  return { ...(named.config ?? EMPTY_DATA_MAPPING), revision: named.revision, configured: named.config !== null, updatedAt: named.updatedAt };
}

/**
 * The data mapping of the merchant (issue 5 item 1): loaded once for the page (the overview shows
 * whether the import is configured), edited as a draft, checked with the rules of spec section 5
 * and saved form-encoded; ERP_MODIFY may save and delete, everyone else reads.
 */
export function useDataMapping(mappingId: string = DEFAULT_MAPPING_ID, onSaved?: () => void) {
  const { t } = useTranslation('mf-import');
  const canModify = usePermission({ permission: PERMISSIONS.ERP_MODIFY });
  const merchant = useHubStore((s) => `${s.user?.merchantID ?? ''}/${s.user?.profile ?? ''}`);
  // The default mapping is the catalogue's data mapping (svc-catalog); another named mapping is svc-import's.
  const isDefault = mappingId === DEFAULT_MAPPING_ID;
  const resource = useApiResource(
    useCallback(
      async (signal: AbortSignal) =>
        isDefault ? callApi(dataMappingApi.get, { signal }) : answerOfNamed(await callApi(namedMappingsApi.get, { params: { id: mappingId }, signal })),
      [isDefault, mappingId],
    ),
    `${merchant}/${mappingId}`,
  );
  const [answer, setAnswer] = useState<DataMappingAnswer | null>(null);
  const [draft, setDraft] = useState<DataMappingDraft | null>(null);
  // Rows added and not yet edited: their (empty) cells are not flagged until a save is tried.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [serverIssues, setServerIssues] = useState<DataMappingIssue[]>([]);
  const [notice, setNotice] = useState<EditorNotice | null>(null);
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  // Counts refused saves, so the editor can take the user to the first marked cell each time.
  const [refusals, setRefusals] = useState(0);

  const defaultNames = useMemo<Record<MandatoryField, string>>(
    () => ({ productCode: t('mapping.defaults.productCode'), rfidTag: t('mapping.defaults.rfidTag') }),
    [t],
  );

  const start = useCallback(
    (loaded: DataMappingAnswer) => {
      setAnswer(loaded);
      setDraft(toDraft(configOf(loaded), defaultNames));
      setFresh(new Set());
      setShowAll(false);
      setServerIssues([]);
    },
    [defaultNames],
  );

  // Only a new load starts the draft again; a language change (new default names) keeps the edits.
  const startRef = useRef(start);
  startRef.current = start;
  useEffect(() => {
    if (resource.status === 'success') startRef.current(resource.data);
  }, [resource.status, resource.data]);

  // The saved config as the draft would give it back, so an untouched draft is never 'changed'.
  const baseline = useMemo(
    () => (answer ? canonicalDataMapping(fromDraft(toDraft(configOf(answer), defaultNames))) : ''),
    [answer, defaultNames],
  );
  const dirty = useMemo(() => !!draft && canonicalDataMapping(fromDraft(draft)) !== baseline, [draft, baseline]);
  const issues = useMemo(() => (draft ? draftIssues(draft) : []), [draft]);
  const errors = useMemo(() => (draft ? cellErrors(draft, [...issues, ...serverIssues]) : null), [draft, issues, serverIssues]);
  // 'n to fix' counts the cells the rules mark (a duplicate marks both of its rows).
  const toFix = useMemo(() => (draft ? markedCount(cellErrors(draft, issues)) : 0), [draft, issues]);

  /** The codes to show on a cell (none on a row just added, until a save is tried). */
  const errorsOf = useCallback(
    (rowKey: string, column: FieldColumn | MappingColumn): readonly string[] =>
      !showAll && fresh.has(rowKey) ? [] : (errors?.cells.get(cellKey(rowKey, column)) ?? []),
    [errors, showAll, fresh],
  );

  /** Changes the draft; `rowKey` names the row the user edited (it is no longer fresh). */
  const edit = useCallback((change: (draft: DataMappingDraft) => DataMappingDraft, rowKey?: string) => {
    setDraft((current) => (current ? change(current) : current));
    if (rowKey)
      setFresh((current) => {
        if (!current.has(rowKey)) return current;
        const next = new Set(current);
        next.delete(rowKey);
        return next;
      });
    setServerIssues([]);
    setNotice(null);
  }, []);

  const addField = useCallback(() => {
    const row = emptyFieldRow();
    edit((d) => addFieldRow(d, row));
    setFresh((current) => new Set([...current, row.key]));
    return row.key;
  }, [edit]);

  const addMapping = useCallback(() => {
    const row = emptyMappingRow();
    edit((d) => addMappingRow(d, row));
    setFresh((current) => new Set([...current, row.key]));
    return row.key;
  }, [edit]);

  const discard = useCallback(() => {
    if (answer) start(answer);
    setNotice(null);
  }, [answer, start]);

  const save = useCallback(async () => {
    if (!draft || !answer || !canModify || busy) return;
    setShowAll(true);
    if (issues.length > 0) {
      setNotice({ intent: 'error', text: t('mapping.fixErrors', { count: toFix }) });
      setRefusals((n) => n + 1);
      return;
    }
    // Unchanged: the saved config as it is, so the server answers 'nothing to update'.
    const config = dirty ? fromDraft(draft) : configOf(answer);
    setBusy('save');
    setNotice(null);
    try {
      const { code, data } = isDefault
        ? await callApiWithCode(dataMappingApi.save, { form: dataMappingFormFields(config) })
        : await callApiWithCode(namedMappingsApi.save, { params: { id: mappingId }, form: dataMappingFormFields(config) }).then((r) => ({ code: r.code, data: answerOfNamed(r.data) }));
      if (code === UNCHANGED) {
        setNotice({ intent: 'info', text: codeWording(UNCHANGED) });
        hubStore.getState().showSnackbar(codeWording(UNCHANGED), 'info');
      } else {
        start(data);
        onSaved?.();
        hubStore.getState().showSnackbar(codeWording(code, t('mapping.saved')), 'success');
      }
    } catch (error) {
      const failure = toFailure(error);
      setServerIssues(isApiError(error) ? issuesOfDetails(error.details) : []);
      setNotice({ intent: 'error', text: codeWording(failure.code, failure.message) });
      setRefusals((n) => n + 1);
    } finally {
      setBusy(null);
    }
  }, [answer, busy, canModify, dirty, draft, isDefault, issues.length, mappingId, onSaved, start, t, toFix]);

  const remove = useCallback(async () => {
    if (!canModify || busy) return;
    setBusy('delete');
    setNotice(null);
    try {
      const { code } = await callApiWithCode(dataMappingApi.remove);
      hubStore.getState().showSnackbar(codeWording(code, t('mapping.deleted')), 'success');
      resource.reload();
      onSaved?.();
    } catch (error) {
      const failure = toFailure(error);
      // Already gone (CDM110): load the empty mapping the server now has.
      if (failure.code === DATA_MAPPING_CODES.NOT_FOUND) resource.reload();
      setNotice({ intent: 'error', text: codeWording(failure.code, failure.message) });
    } finally {
      setBusy(null);
    }
  }, [busy, canModify, onSaved, resource, t]);

  return {
    resource,
    isDefault,
    answer,
    draft,
    canModify,
    dirty,
    issueCount: toFix,
    generalErrors: showAll ? (errors?.general ?? []) : [],
    errorsOf,
    edit,
    addField,
    addMapping,
    discard,
    save,
    remove,
    busy,
    refusals,
    notice,
    dismissNotice: () => setNotice(null),
  };
}

export type DataMappingState = ReturnType<typeof useDataMapping>;
