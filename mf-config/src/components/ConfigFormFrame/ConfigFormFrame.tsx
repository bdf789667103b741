import type { ReactNode } from 'react';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { PageState, SaveBar, type ApiFailure, type ApiResource } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { codeWording } from '../../i18n/codeWording';
import { ConfigPageHeader } from '../ConfigPageHeader';
import { useConfigPageStyles } from '../configPageStyles';

/** What the frame needs of a useConfigForm result. */
export interface ConfigFormState<TData, TDraft> {
  resource: ApiResource<unknown> & { reload: () => void };
  data: TData | null;
  draft: TDraft | null;
  dirty: boolean;
  saving: boolean;
  saveError: ApiFailure | null;
  discard: () => void;
  save: () => Promise<void>;
}

export interface ConfigFormFrameProps<TData, TDraft> {
  testId: string;
  icon: ReactNode;
  title: string;
  subtitle: string;
  loadError: string;
  form: ConfigFormState<TData, TDraft>;
  canModify: boolean;
  /** Rules the draft breaks (client-side or answered by the last save). */
  issueCount: number;
  children: (draft: TDraft, data: TData) => ReactNode;
  /** Shown under the form whatever its state (e.g. a history with its own loading). */
  after?: ReactNode;
}

/**
 * A catalogue configuration page: title, loading and error states, the read-only note for users
 * without the modify permission, the form and its save bar.
 */
export function ConfigFormFrame<TData, TDraft>({ testId, icon, title, subtitle, loadError, form, canModify, issueCount, children, after }: ConfigFormFrameProps<TData, TDraft>) {
  const styles = useConfigPageStyles();
  const { t } = useTranslation('mf-config');
  const { resource, data, draft } = form;
  return (
    <section className={styles.page} data-testid={testId}>
      <ConfigPageHeader icon={icon} title={title} subtitle={subtitle} />
      {resource.status === 'loading' && <PageState kind="loading" />}
      {resource.status === 'error' && (
        <PageState kind="error" title={loadError} message={codeWording(resource.error.code, resource.error.message)} onRetry={resource.reload} />
      )}
      {resource.status === 'success' && data !== null && draft !== null && (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (canModify && issueCount === 0) void form.save();
          }}
        >
          {!canModify && (
            <MessageBar intent="info">
              <MessageBarBody>{t('form.readOnly')}</MessageBarBody>
            </MessageBar>
          )}
          {children(draft, data)}
          <SaveBar dirty={form.dirty} issueCount={issueCount} saving={form.saving} canModify={canModify} saveError={form.saveError} onDiscard={form.discard} />
        </form>
      )}
      {after}
    </section>
  );
}
