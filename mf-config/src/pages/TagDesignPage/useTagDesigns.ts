import { dataMappingApi, rfidConfigApi, tagDesignApi, type RfidConfig, type TagDesign } from '@hub/contracts';
import { callApi, callApiWithCode, hubStore, toFailure, useApiResource, useHubStore, type ApiFailure } from '@hub/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { designBody, designDraftOf, designIssues, newDesignDraft, type TagDesignDraft } from '../../domain/tagDesignForm';
import { codeWording } from '../../i18n/codeWording';

async function loadDesigns(signal: AbortSignal) {
  const [designs, mapping, rfid] = await Promise.all([
    callApi(tagDesignApi.list, { signal }),
    callApi(dataMappingApi.get, { signal }),
    // The EPC form the preview's sample follows; a designer without the RFID config's permissions gets the default form.
    callApi(rfidConfigApi.get, { signal }).catch((): RfidConfig | null => null),
  ]);
  return { designs, fields: mapping.fields, rfid };
}

/**
 * `/config/tag-design`'s state (issue 14 item 3): the designs, the one being edited as a draft, its
 * problems (the schema's bounds, TGD102), save (TGD000; TGD100 on the name) and delete (TGD002).
 */
export function useTagDesigns() {
  const { t } = useTranslation('mf-config');
  const account = useHubStore((s) => `${s.user?.merchantID ?? ''}/${s.user?.profile ?? ''}`);
  const [changes, setChanges] = useState(0);
  const resource = useApiResource(loadDesigns, account, changes);
  const designs = useMemo<TagDesign[]>(() => (resource.status === 'success' ? resource.data.designs : []), [resource.status, resource.data]);
  const [selected, setSelected] = useState<string | 'new' | null>(null);
  const [draft, setDraftState] = useState<TagDesignDraft | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<ApiFailure | null>(null);

  const original = useMemo(() => {
    if (selected === 'new') return null;
    const design = designs.find((d) => d.id === selected);
    return design ? designDraftOf(design) : null;
  }, [selected, designs]);

  // The first design opens by itself; none: a new one to start from.
  useEffect(() => {
    if (resource.status !== 'success' || selected !== null) return;
    const first = designs[0];
    setSelected(first ? first.id : 'new');
    setDraftState(first ? designDraftOf(first) : newDesignDraft(t('tagDesign.newName')));
  }, [resource.status, designs, selected, t]);

  const open = (id: string | 'new') => {
    const design = designs.find((d) => d.id === id);
    setSelected(id);
    setDraftState(design ? designDraftOf(design) : newDesignDraft(t('tagDesign.newName')));
    setSaveError(null);
  };
  const setDraft = (update: (d: TagDesignDraft) => TagDesignDraft) => {
    setDraftState((d) => (d ? update(d) : d));
    setSaveError(null);
  };
  const issues = useMemo(() => {
    const own = draft ? designIssues(draft) : {};
    return saveError?.code === 'TGD100' ? { name: 'TGD100', ...own } : own;
  }, [draft, saveError]);
  const dirty = draft !== null && (original === null || JSON.stringify(designBody(draft)) !== JSON.stringify(designBody(original)));

  const save = async () => {
    if (!draft || Object.keys(designIssues(draft)).length > 0) return;
    setSaving(true);
    try {
      const { code, data } = await callApiWithCode(tagDesignApi.save, { body: designBody(draft) });
      hubStore.getState().showSnackbar(codeWording(code, t('tagDesign.saved')), 'success');
      setSelected(data.id);
      setDraftState(designDraftOf(data));
      setChanges((n) => n + 1);
    } catch (error) {
      const failure = toFailure(error);
      setSaveError(failure);
      hubStore.getState().showSnackbar(codeWording(failure.code, failure.message), 'error');
    } finally {
      setSaving(false);
    }
  };

  const remove = async (id: string) => {
    try {
      const { code } = await callApiWithCode(tagDesignApi.remove, { params: { id } });
      hubStore.getState().showSnackbar(codeWording(code, t('tagDesign.deleted')), 'success');
      setSelected(null);
      setDraftState(null);
      setChanges((n) => n + 1);
    } catch (error) {
      const failure = toFailure(error);
      hubStore.getState().showSnackbar(codeWording(failure.code, failure.message), 'error');
    }
  };

  return {
    resource,
    designs,
    fields: resource.status === 'success' ? resource.data.fields : [],
    rfid: resource.status === 'success' ? resource.data.rfid : null,
    selected,
    open,
    draft,
    setDraft,
    issues,
    dirty,
    saving,
    saveError,
    save,
    discard: () => (selected ? open(selected) : undefined),
    remove,
  };
}
