import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { API_KEY_NAME_MAX_LENGTH, MEDIA, type ApiKeyCreateBody, type ApiKeyCreated } from '@hub/contracts';
import { hubStore, toFailure, useFocusReturn, useHubStore, type ApiFailure, type ApiSuccess } from '@hub/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_API_KEY_DRAFT, operationChoices, toCreateBody, toggleOperation, validateApiKeyDraft, type ApiKeyDraft } from '../../domain/apiKeyForm';
import { codeWording } from '../../i18n/codeWording';

const useStyles = makeStyles({
  surface: { maxWidth: '560px', width: 'calc(100vw - 32px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  operations: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, border: 'none', margin: 0, padding: 0, minWidth: 0 },
  option: {
    display: 'flex',
    flexDirection: 'column',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
  hint: { color: tokens.colorNeutralForeground3, paddingInlineStart: '32px' },
  error: { color: tokens.colorPaletteRedForeground1 },
  actions: { [MEDIA.phone]: { flexDirection: 'column-reverse', alignItems: 'stretch' } },
});

export interface CreateApiKeyDialogProps {
  open: boolean;
  create: (body: ApiKeyCreateBody) => Promise<ApiSuccess<ApiKeyCreated>>;
  onCancel: () => void;
  onCreated: (created: ApiKeyCreated) => void;
}

/** Name and allowed operations; operations the user's own permissions do not cover cannot be ticked. */
export function CreateApiKeyDialog({ open, create, onCancel, onCreated }: CreateApiKeyDialogProps) {
  const styles = useStyles();
  useFocusReturn(open);
  const { t } = useTranslation('mf-config');
  const roles = useHubStore((s) => s.user?.roles);
  const choices = useMemo(() => operationChoices(roles ?? []), [roles]);
  const [draft, setDraft] = useState<ApiKeyDraft>(EMPTY_API_KEY_DRAFT);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const errors = validateApiKeyDraft(draft);

  useEffect(() => {
    if (!open) return;
    setDraft(EMPTY_API_KEY_DRAFT);
    setTouched(false);
    setFailure(null);
  }, [open]);

  const submit = async () => {
    setTouched(true);
    if (Object.keys(errors).length > 0 || saving) return;
    setSaving(true);
    setFailure(null);
    try {
      const { code, data } = await create(toCreateBody(draft));
      hubStore.getState().showSnackbar(codeWording(code, t('integrations.created')), 'success');
      onCreated(data);
    } catch (error) {
      setFailure(toFailure(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} modalType="modal" onOpenChange={(_, data) => !data.open && !saving && onCancel()}>
      <DialogSurface className={styles.surface} data-testid="api-key-create-dialog">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{t('integrations.create.title')}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text>{t('integrations.create.intro')}</Text>
              <Field
                label={t('integrations.create.name')}
                hint={t('integrations.create.nameHint')}
                required
                validationState={touched && errors.name ? 'error' : undefined}
                validationMessage={touched && errors.name ? t(`integrations.errors.${errors.name}`, { max: API_KEY_NAME_MAX_LENGTH }) : undefined}
              >
                <Input
                  name="name"
                  value={draft.name}
                  maxLength={API_KEY_NAME_MAX_LENGTH + 20}
                  placeholder={t('integrations.create.namePlaceholder')}
                  onChange={(_, data) => setDraft((d) => ({ ...d, name: data.value }))}
                />
              </Field>
              {/* A plain fieldset, not a Field: inside a Field every checkbox would take the Field's label. */}
              <fieldset className={styles.operations} aria-describedby={touched && errors.operations ? 'api-key-operations-error' : undefined}>
                <legend className={styles.legend}>
                  {t('integrations.create.operations')}
                  <span aria-hidden className={styles.error}>
                    {' *'}
                  </span>
                </legend>
                {choices.map(({ operation, grantable }) => (
                  <div key={operation} className={styles.option}>
                    <Checkbox
                      name="allowedOperations"
                      value={operation}
                      label={t(`integrations.operations.${operation}.label`)}
                      checked={draft.operations.includes(operation)}
                      disabled={!grantable}
                      onChange={(_, data) => setDraft((d) => toggleOperation(d, operation, data.checked === true))}
                    />
                    <Text size={200} className={styles.hint}>
                      {grantable ? t(`integrations.operations.${operation}.hint`) : t('integrations.create.notGrantable')}
                    </Text>
                  </div>
                ))}
                {touched && errors.operations && (
                  <Text id="api-key-operations-error" size={200} className={styles.error}>
                    {t(`integrations.errors.${errors.operations}`)}
                  </Text>
                )}
              </fieldset>
              {failure && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{codeWording(failure.code, failure.message)}</MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions className={styles.actions}>
              <Button appearance="secondary" disabled={saving} onClick={onCancel}>
                {t('integrations.create.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={saving} icon={saving ? <Spinner size="tiny" /> : undefined}>
                {saving ? t('integrations.create.creating') : t('integrations.create.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
