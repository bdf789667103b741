import {
  Card,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Settings24Regular } from '@fluentui/react-icons';
import { MEDIA, PERMISSIONS, RECOMMENDED_VERIFY_IMAGE_CONCURRENCY } from '@hub/contracts';
import { AccessDeniedPage, PageState, PermissionGate, SaveBar, useDocumentTitle, usePermission } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { ConfigSwitch } from '../../components/ConfigSwitch';
import { BOOLEAN_FIELDS, type BooleanField, type TextField } from '../../domain/globalConfigForm';
import { codeWording } from '../../i18n/codeWording';
import { useGlobalConfig } from './useGlobalConfig';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  title: { margin: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  sectionTitle: { margin: 0 },
  fields: {
    display: 'grid',
    // Start-aligned: a stretched Field would grow its input when a neighbour's hint wraps.
    alignItems: 'start',
    gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
    gap: tokens.spacingHorizontalL,
    [MEDIA.phone]: { gridTemplateColumns: '1fr' },
  },
  switches: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))',
    gap: tokens.spacingHorizontalM,
    [MEDIA.phone]: { gridTemplateColumns: '1fr' },
  },
});

const TEXT_INPUTS: readonly { field: TextField; type: 'text' | 'url' | 'number' }[] = [
  { field: 'catalogCatField', type: 'text' },
  { field: 'imageBaseUrl', type: 'url' },
  { field: 'imageExtensions', type: 'text' },
  { field: 'verifyImageConcurrency', type: 'number' },
];

/** Spec section 2, /config/global: every field of the global config (spec section 3). */
export function GlobalConfigPage() {
  const { t } = useTranslation('mf-config');
  useDocumentTitle(t('global.title'));
  const canRead = usePermission({ permission: PERMISSIONS.GLOBAL_CONFIGURATION_READ_PREVIEW });
  if (!canRead) return <AccessDeniedPage />;
  return <GlobalConfigForm />;
}

function GlobalConfigForm() {
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  const canModify = usePermission({ permission: PERMISSIONS.GLOBAL_CONFIGURATION_MODIFY });
  const form = useGlobalConfig();
  const { resource, draft, errors, dirty, saving, saveError } = form;

  const changed = (field: BooleanField | TextField) => field in form.patch;

  return (
    <section className={styles.page} data-testid="global-config-page">
      <header className={styles.header}>
        <Text as="h1" size={700} weight="bold" className={styles.title}>
          <Settings24Regular aria-hidden />
          {t('global.title')}
        </Text>
        <Text className={styles.muted}>{t('global.subtitle')}</Text>
      </header>

      {resource.status === 'loading' && <PageState kind="loading" />}
      {resource.status === 'error' && (
        <PageState kind="error" title={t('global.loadError')} message={codeWording(resource.error.code, resource.error.message)} onRetry={resource.reload} />
      )}
      {resource.status === 'success' && draft && (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.save();
          }}
        >
          {!canModify && (
            <MessageBar intent="info">
              <MessageBarBody>{t('global.readOnly')}</MessageBarBody>
            </MessageBar>
          )}
          <PermissionGate permission={PERMISSIONS.GLOBAL_CONFIGURATION_MODIFY} mode="disable">
            <div className={styles.form}>
              <Card className={styles.card}>
                <Text as="h2" size={500} weight="semibold" className={styles.sectionTitle}>
                  {t('global.sections.catalogue')}
                </Text>
                <div className={styles.fields}>
                  {TEXT_INPUTS.map(({ field, type }) => {
                    const error = errors[field];
                    return (
                      <Field
                        key={field}
                        label={t(`global.fields.${field}.label`)}
                        hint={
                          field === 'verifyImageConcurrency'
                            ? t('global.fields.verifyImageConcurrency.hint', { recommended: RECOMMENDED_VERIFY_IMAGE_CONCURRENCY })
                            : t(`global.fields.${field}.hint`)
                        }
                        validationState={error ? 'error' : undefined}
                        validationMessage={error ? t(`global.errors.${error}`) : undefined}
                      >
                        <Input
                          name={field}
                          type={type}
                          value={draft[field]}
                          disabled={!canModify}
                          inputMode={type === 'number' ? 'numeric' : undefined}
                          min={type === 'number' ? 0 : undefined}
                          max={type === 'number' ? 100 : undefined}
                          dir={type === 'url' ? 'ltr' : undefined}
                          placeholder={t(`global.fields.${field}.placeholder`)}
                          onChange={(_, data) => form.setText(field, data.value)}
                        />
                      </Field>
                    );
                  })}
                </div>
              </Card>
              <Card className={styles.card}>
                <Text as="h2" size={500} weight="semibold" className={styles.sectionTitle}>
                  {t('global.sections.features')}
                </Text>
                <div className={styles.switches}>
                  {BOOLEAN_FIELDS.map((field) => (
                    <ConfigSwitch
                      key={field}
                      field={field}
                      label={t(`global.fields.${field}.label`)}
                      description={t(`global.fields.${field}.hint`)}
                      checked={draft[field]}
                      changed={changed(field)}
                      disabled={!canModify}
                      onChange={(value) => form.setSwitch(field, value)}
                    />
                  ))}
                </div>
              </Card>
              <SaveBar
                dirty={dirty}
                issueCount={Object.keys(errors).length}
                saving={saving}
                canModify={canModify}
                saveError={saveError}
                onDiscard={form.discard}
              />
            </div>
          </PermissionGate>
        </form>
      )}
    </section>
  );
}
