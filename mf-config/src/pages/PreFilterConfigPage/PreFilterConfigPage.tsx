import { useMemo } from 'react';
import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { Add20Regular, BookmarkMultiple24Regular } from '@fluentui/react-icons';
import { PERMISSIONS } from '@hub/contracts';
import { AccessDeniedPage, HubLink, PageState, useDocumentTitle, usePermission } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { ConfigFormFrame } from '../../components/ConfigFormFrame';
import { useConfigPageStyles } from '../../components/configPageStyles';
import { issueMap } from '../../domain/listEdit';
import {
  MAX_PRESETS,
  addPreset,
  movePreset,
  presetInputErrors,
  presetIssues,
  removePreset,
  setCriterion,
  updatePreset,
} from '../../domain/preFilterForm';
import { PresetCard } from './PresetCard';
import { usePreFilterConfig } from './usePreFilterConfig';

/** Spec section 2, /config/pre-filter: saved filter sets a user applies on the products page in one click. */
export function PreFilterConfigPage() {
  const { t } = useTranslation('mf-config');
  useDocumentTitle(t('preFilter.title'));
  const canRead = usePermission({ permission: PERMISSIONS.PRE_FILTER_CONFIGURATION_READ_PREVIEW });
  if (!canRead) return <AccessDeniedPage />;
  return <PreFilterForm />;
}

function PreFilterForm() {
  const page = useConfigPageStyles();
  const { t } = useTranslation('mf-config');
  const canModify = usePermission({ permission: PERMISSIONS.PRE_FILTER_CONFIGURATION_MODIFY });
  const form = usePreFilterConfig();
  const { data, draft, setDraft, serverIssues } = form;
  const issues = useMemo(() => (draft && data ? { ...serverIssues, ...issueMap(presetIssues(draft, data.filters)) } : {}), [draft, data, serverIssues]);
  const inputErrors = useMemo(() => (draft ? presetInputErrors(draft) : {}), [draft]);
  const disabled = !canModify;

  return (
    <ConfigFormFrame
      testId="pre-filter-config-page"
      icon={<BookmarkMultiple24Regular aria-hidden />}
      title={t('preFilter.title')}
      subtitle={t('preFilter.subtitle')}
      loadError={t('preFilter.loadError')}
      form={form}
      canModify={canModify}
      issueCount={Object.keys(issues).length + Object.keys(inputErrors).length}
    >
      {(presets, loaded) => (
        <>
          {loaded.filters.filters.length === 0 && (
            <MessageBar intent="warning">
              <MessageBarBody>
                {t('preFilter.noFilters')} <HubLink to="/config/filter">{t('preFilter.toFilters')}</HubLink>
              </MessageBarBody>
            </MessageBar>
          )}
          {!disabled && (
            <div>
              <Button appearance="primary" icon={<Add20Regular />} disabled={presets.length >= MAX_PRESETS} onClick={() => setDraft(addPreset)}>
                {t('preFilter.add')}
              </Button>
            </div>
          )}
          {presets.length === 0 ? (
            <PageState kind="empty" icon={<BookmarkMultiple24Regular />} title={t('preFilter.empty')} message={t('preFilter.emptyHint')} />
          ) : (
            <div className={page.grid}>
              {presets.map((preset, i) => (
                <PresetCard
                  key={i}
                  preset={preset}
                  index={i}
                  count={presets.length}
                  filters={loaded.filters.filters}
                  issues={issues}
                  inputErrors={inputErrors}
                  disabled={disabled}
                  onName={(name) => setDraft((d) => updatePreset(d, i, { name }))}
                  onCriterion={(field, criterion) => setDraft((d) => setCriterion(d, i, field, criterion))}
                  onMove={(from, to) => setDraft((d) => movePreset(d, from, to))}
                  onRemove={() => setDraft((d) => removePreset(d, i))}
                />
              ))}
            </div>
          )}
        </>
      )}
    </ConfigFormFrame>
  );
}
