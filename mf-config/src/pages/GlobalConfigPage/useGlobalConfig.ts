import { useCallback, useEffect, useMemo, useState } from 'react';
import { globalConfigApi, type GlobalConfig } from '@hub/contracts';
import { callApi, callApiWithCode, hubStore, toFailure, useApiResource, type ApiFailure } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import {
  changedFields,
  toDraft,
  validateDraft,
  type BooleanField,
  type GlobalConfigDraft,
  type TextField,
} from '../../domain/globalConfigForm';
import { codeWording } from '../../i18n/codeWording';

/** The global config form: load, edit, dirty detection, validation and save. */
export function useGlobalConfig() {
  const { t } = useTranslation('mf-config');
  const merchant = hubStore.getState().user?.merchantID ?? '';
  const resource = useApiResource(
    useCallback((signal: AbortSignal) => callApi(globalConfigApi.get, { signal }), []),
    merchant,
  );
  const [original, setOriginal] = useState<GlobalConfig | null>(null);
  const [draft, setDraft] = useState<GlobalConfigDraft | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<ApiFailure | null>(null);

  useEffect(() => {
    if (resource.status !== 'success') return;
    setOriginal(resource.data);
    setDraft(toDraft(resource.data));
  }, [resource.status, resource.data]);

  const patch = useMemo(() => (original && draft ? changedFields(original, draft) : {}), [original, draft]);
  const errors = useMemo(() => (draft ? validateDraft(draft) : {}), [draft]);
  const dirty = Object.keys(patch).length > 0;
  const valid = Object.keys(errors).length === 0;

  const setSwitch = (field: BooleanField, value: boolean) => setDraft((d) => (d ? { ...d, [field]: value } : d));
  const setText = (field: TextField, value: string) => setDraft((d) => (d ? { ...d, [field]: value } : d));
  const discard = () => {
    if (original) setDraft(toDraft(original));
    setSaveError(null);
  };

  const save = async () => {
    if (!dirty || !valid || saving) return;
    setSaving(true);
    setSaveError(null);
    try {
      const { code, data: saved } = await callApiWithCode(globalConfigApi.save, { body: patch });
      setOriginal(saved);
      setDraft(toDraft(saved));
      hubStore.getState().setFlags({
        allowPrinting: saved.allowPrinting,
        allowTagMapping: saved.allowTagMapping,
        allowImgImport: saved.allowImgImport,
      });
      // The wording of the code the server answered with; the page's own words if it has none.
      hubStore.getState().showSnackbar(codeWording(code, t('global.saved')), 'success');
    } catch (error) {
      const failure = toFailure(error);
      setSaveError(failure);
      hubStore.getState().showSnackbar(codeWording(failure.code, failure.message), 'error');
    } finally {
      setSaving(false);
    }
  };

  return { resource, draft, patch, errors, dirty, valid, saving, saveError, setSwitch, setText, discard, save };
}
