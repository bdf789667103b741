import { useMemo } from 'react';
import { Card, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { Filter24Regular } from '@fluentui/react-icons';
import { PERMISSIONS } from '@hub/contracts';
import { AccessDeniedPage, PageState, useDocumentTitle, usePermission } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { ConfigFormFrame } from '../../components/ConfigFormFrame';
import { useConfigPageStyles } from '../../components/configPageStyles';
import { filterRowErrors, filterRowIssues } from '../../domain/filterForm';
import { replaceAt } from '../../domain/listEdit';
import { FilterRowEditor, useFilterGridStyles } from './FilterRowEditor';
import { useFilterConfig } from './useFilterConfig';

/** Spec section 2, /config/filter: which mapped fields the product list filters on, and how. */
export function FilterConfigPage() {
  const { t } = useTranslation('mf-config');
  useDocumentTitle(t('filter.title'));
  const canRead = usePermission({ permission: PERMISSIONS.FILTER_CONFIGURATION_READ_PREVIEW });
  if (!canRead) return <AccessDeniedPage />;
  return <FilterForm />;
}

/** Server issues name config entries (`filters.2.range`); the rows are keyed by row index instead. */
function rowKeyedServerIssues(server: Readonly<Record<string, string>>, enabledRows: readonly number[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [path, code] of Object.entries(server)) {
    const [, entry, part] = /^filters\.(\d+)\.(.+)$/.exec(path) ?? [];
    const row = enabledRows[Number(entry)];
    if (row !== undefined && part) result[`${row}.${part}`] = code;
  }
  return result;
}

function FilterForm() {
  const page = useConfigPageStyles();
  const grid = useFilterGridStyles();
  const { t } = useTranslation('mf-config');
  const canModify = usePermission({ permission: PERMISSIONS.FILTER_CONFIGURATION_MODIFY });
  const form = useFilterConfig();
  const { data, draft, setDraft, serverIssues } = form;
  const issues = useMemo(() => {
    if (!draft || !data) return {};
    const enabled = draft.map((r, i) => (r.enabled ? i : -1)).filter((i) => i >= 0);
    return { ...rowKeyedServerIssues(serverIssues, enabled), ...filterRowIssues(draft, data.fields) };
  }, [draft, data, serverIssues]);
  const inputErrors = useMemo(() => (draft ? filterRowErrors(draft) : {}), [draft]);
  const count = Object.keys(issues).length + Object.keys(inputErrors).length;

  return (
    <ConfigFormFrame
      testId="filter-config-page"
      icon={<Filter24Regular aria-hidden />}
      title={t('filter.title')}
      subtitle={t('filter.subtitle')}
      loadError={t('filter.loadError')}
      form={form}
      canModify={canModify}
      issueCount={count}
    >
      {(rows, loaded) => (
        <>
          {!loaded.mapped && (
            <MessageBar intent="warning">
              <MessageBarBody>{t('form.noMapping')}</MessageBarBody>
            </MessageBar>
          )}
          {rows.length === 0 ? (
            <PageState kind="empty" icon={<Filter24Regular />} title={t('filter.empty')} message={t('form.noMapping')} />
          ) : (
            <Card className={page.card}>
              <Text size={200} className={page.muted}>
                {t('filter.enabledCount', { count: rows.filter((r) => r.enabled).length, total: rows.length })}
              </Text>
              <div role="group" aria-label={t('filter.title')}>
                <div className={`${grid.row} ${grid.head}`} aria-hidden>
                  <span>{t('filter.field')}</span>
                  <span>{t('filter.displayName')}</span>
                  <span>{t('filter.visible')}</span>
                  <span>{t('filter.range')}</span>
                </div>
                {rows.map((row, i) => (
                  <FilterRowEditor
                    key={row.fieldName}
                    row={row}
                    index={i}
                    issues={issues}
                    inputErrors={inputErrors}
                    disabled={!canModify}
                    onChange={(patch) => setDraft((d) => replaceAt(d, i, { ...(d[i] ?? row), ...patch }))}
                  />
                ))}
              </div>
            </Card>
          )}
        </>
      )}
    </ConfigFormFrame>
  );
}
