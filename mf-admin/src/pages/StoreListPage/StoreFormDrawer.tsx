import {
  Field,
  Input,
  Select,
  Switch,
  Text,
  makeStyles,
  tokens,
  type InputProps,
} from '@fluentui/react-components';
import {
  currencyName,
  currencyOfCountry,
  MEDIA,
  PERMISSIONS,
  STORE_SYNC_FREQUENCIES,
  storesApi,
  type StoreRecord,
} from '@hub/contracts';
import { HubLink, callApiWithCode, hubStore, useDrawerForm, useHubStore, usePermission } from '@hub/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@hub/ui/controls';
import {
  currencyOptions,
  draftFromStore,
  emptyDraft,
  placeServerError,
  timeZoneOptions,
  toWriteBody,
  validateStoreDraft,
  type StoreDraft,
  type StoreDraftField,
  type StoreFormMode,
} from '../../domain/storeForm';
import { FormDrawer, formDrawerWords } from '../../components/FormDrawer';
import { codeWording } from '../../i18n/codeWording';
import { ConnectionBadge } from './ConnectionBadge';
import { browserTimeZone } from './storeRows';

export interface StoreFormDrawerProps {
  open: boolean;
  mode: StoreFormMode;
  /** The store being edited (edit mode). */
  store: StoreRecord | null;
  /** Without STORES_MANAGEMENT_CREATE / _MODIFY the inputs are disabled and there is no Save. */
  canSave: boolean;
  onClose: () => void;
  /** After a successful save (the list reloads). */
  onSaved: (saved: StoreRecord | null) => void;
}

const useStyles = makeStyles({
  drawer: { width: '560px', maxWidth: '100vw' },
  body: { gap: tokens.spacingVerticalL },
  section: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
    [MEDIA.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  legend: {
    gridColumn: '1 / -1',
    padding: 0,
    marginBottom: tokens.spacingVerticalXS,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    color: tokens.colorNeutralForeground1,
  },
  wide: { gridColumn: '1 / -1' },
  // A select as wide as its longest option (a currency's name) would push out of its grid cell.
  narrow: { minWidth: 0 },
  select: { minWidth: 0, width: '100%' },
  selectInner: { minWidth: 0, width: '100%', textOverflow: 'ellipsis' },
  status: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalXS },
  hint: { gridColumn: '1 / -1', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
});

/** The import sources page (mf-import, `/erp`) listing one store's sources. */
export const storeSourcesPath = (code: string) => `/erp?sid=${encodeURIComponent(code)}`;

/** The store form of /management/location: every Location field of spec section 3, in a drawer. */
export function StoreFormDrawer({ open, mode, store, canSave, onClose, onSaved }: StoreFormDrawerProps) {
  const { t } = useTranslation('mf-admin');
  const styles = useStyles();
  const locale = useHubStore((s) => s.locale);
  const canSeeSources = usePermission({ permission: PERMISSIONS.ERP_READ_PREVIEW });
  const form = useDrawerForm<
    StoreDraft,
    StoreDraftField,
    string
  >({
    open,
    resetOn: [mode, store],
    initial: () =>
      mode === 'edit' && store ? draftFromStore(store, browserTimeZone()) : emptyDraft(browserTimeZone()),
    validate: (d) => validateStoreDraft(d, mode),
    canSave,
    submit: async (d) => {
      const body = toWriteBody(d);
      const { code, data } =
        mode === 'create'
          ? await callApiWithCode(storesApi.create, { body })
          : await callApiWithCode(storesApi.update, {
              params: { code: d.code },
              body: { ...body, code: undefined },
            });
      hubStore.getState().showSnackbar(codeWording(code, t('stores.form.saved')), 'success');
      onSaved(data);
    },
    fieldErrorsOf: (code, details) => {
      const placed = placeServerError(code, details);
      return placed ? { [placed.field]: placed.code } : null;
    },
    formErrorOf: (code, message) => codeWording(code, message),
    clearServerErrorsOnSave: false,
  });
  const { draft, set, problemOf, saving } = form;
  const zones = useMemo(() => timeZoneOptions(draft.tz), [draft.tz]);
  const currencies = useMemo(() => currencyOptions(draft.currency), [draft.currency]);
  const currencyLabel = (code: string) => `${code} · ${currencyName(code, locale)}`;
  // A new store left on "automatic" gets its country's currency from the server (else the one most stores use).
  const countryCurrency = currencyOfCountry(draft.country);
  const frequencies = useMemo(() => {
    const known: string[] = [...STORE_SYNC_FREQUENCIES];
    return draft.syncFrequency && !known.includes(draft.syncFrequency)
      ? [...known, draft.syncFrequency]
      : known;
  }, [draft.syncFrequency]);

  const errorOf = (field: StoreDraftField): string | undefined => {
    const code = problemOf(field);
    return code ? codeWording(code) : undefined;
  };

  const disabled = !canSave || saving;
  const title =
    mode === 'create'
      ? t('stores.form.createTitle')
      : canSave
        ? t('stores.form.editTitle', { code: store?.code ?? '' })
        : t('stores.form.viewTitle', { code: store?.code ?? '' });

  const text = (
    field: StoreDraftField,
    label: string,
    props: Partial<InputProps> & { hint?: string; required?: boolean; wide?: boolean } = {},
  ) => {
    const { hint, required, wide, ...inputProps } = props;
    const error = errorOf(field);
    return (
      <Field
        label={label}
        required={required}
        hint={hint}
        validationState={error ? 'error' : 'none'}
        validationMessage={error}
        className={wide ? styles.wide : undefined}
      >
        <Input
          {...inputProps}
          name={field}
          value={draft[field]}
          disabled={disabled || inputProps.disabled}
          onChange={(_, data) => set(field, data.value)}
        />
      </Field>
    );
  };


  return (
    <FormDrawer
      open={open}
      title={title}
      testId="store-form"
      canSave={canSave}
      form={form}
      words={formDrawerWords(t, 'stores.form', mode === 'create')}
      onClose={onClose}
      className={styles.drawer}
      bodyClassName={styles.body}
    >
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('stores.form.sections.general')}</legend>
        {text('code', t('stores.form.fields.code'), {
          required: mode === 'create',
          disabled: mode === 'edit',
          hint: mode === 'create' ? t('stores.form.fields.codeHint') : undefined,
          autoComplete: 'off',
          maxLength: 64,
        })}
        {text('name', t('stores.form.fields.name'), { required: true, maxLength: 200 })}
        {text('manager', t('stores.form.fields.manager'), {
          hint: t('stores.form.fields.managerHint'),
        })}
        <Field
          label={t('stores.form.fields.currency')}
          hint={t('stores.form.fields.currencyHint')}
          validationState={errorOf('currency') ? 'error' : 'none'}
          validationMessage={errorOf('currency')}
          className={styles.narrow}
        >
          <Select
            className={styles.select}
            select={{ className: styles.selectInner }}
            name="currency"
            value={draft.currency}
            disabled={disabled}
            onChange={(_, data) => set('currency', data.value)}
          >
            {mode === 'create' && (
              <option value="">
                {countryCurrency
                  ? t('stores.form.fields.currencyFromCountry', {
                      currency: currencyLabel(countryCurrency),
                    })
                  : t('stores.form.fields.currencyAutomatic')}
              </option>
            )}
            {currencies.map((code) => (
              <option key={code} value={code}>
                {currencyLabel(code)}
              </option>
            ))}
          </Select>
        </Field>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('stores.form.sections.address')}</legend>
        {text('country', t('stores.form.fields.country'), { autoComplete: 'country-name' })}
        {text('state', t('stores.form.fields.state'), { autoComplete: 'address-level1' })}
        {text('city', t('stores.form.fields.city'), { autoComplete: 'address-level2' })}
        {text('zipcode', t('stores.form.fields.zipcode'), { autoComplete: 'postal-code' })}
        {text('line1', t('stores.form.fields.line1'), { wide: true, autoComplete: 'address-line1' })}
        {text('line2', t('stores.form.fields.line2'), { wide: true, autoComplete: 'address-line2' })}
        {text('lat', t('stores.form.fields.lat'), { inputMode: 'decimal', placeholder: '13.7462' })}
        {text('lng', t('stores.form.fields.lng'), { inputMode: 'decimal', placeholder: '100.5347' })}
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('stores.form.sections.hours')}</legend>
        <Field
          label={t('stores.form.fields.tz')}
          hint={t('stores.form.fields.tzHint')}
          validationState={errorOf('tz') ? 'error' : 'none'}
          validationMessage={errorOf('tz')}
          className={styles.wide}
        >
          <Select
            name="tz"
            value={draft.tz}
            disabled={disabled}
            onChange={(_, data) => set('tz', data.value)}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </Select>
        </Field>
        {text('openingTime', t('stores.form.fields.openingTime'), { type: 'time', required: true })}
        {text('closingTime', t('stores.form.fields.closingTime'), { type: 'time', required: true })}
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('stores.form.sections.autosync')}</legend>
        <Switch
          className={styles.wide}
          label={t('stores.form.fields.autosyncEnable')}
          checked={draft.autosyncEnabled}
          disabled={disabled}
          onChange={(_, data) => set('autosyncEnabled', data.checked)}
        />
        <Field
          label={t('stores.form.fields.syncFrequency')}
          required={draft.autosyncEnabled}
          validationState={errorOf('syncFrequency') ? 'error' : 'none'}
          validationMessage={errorOf('syncFrequency')}
          className={styles.wide}
        >
          <Select
            name="syncFrequency"
            value={draft.syncFrequency}
            disabled={disabled || !draft.autosyncEnabled}
            onChange={(_, data) => set('syncFrequency', data.value)}
          >
            <option value="">{t('stores.form.fields.frequencyPlaceholder')}</option>
            {frequencies.map((f) => (
              <option key={f} value={f}>
                {t(`stores.frequency.${f}`, { defaultValue: f })}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t('stores.form.fields.startDate')}
          required={draft.autosyncEnabled}
          validationState={errorOf('startDate') ? 'error' : 'none'}
          validationMessage={errorOf('startDate')}
        >
          <DateInput
            name="startDate"
            value={draft.startDate}
            disabled={disabled || !draft.autosyncEnabled}
            onChange={(v) => set('startDate', v)}
          />
        </Field>
        {text('startTime', t('stores.form.fields.startTime'), {
          type: 'time',
          required: draft.autosyncEnabled,
          disabled: !draft.autosyncEnabled,
        })}
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('stores.form.sections.dataImport')}</legend>
        <div className={`${styles.status} ${styles.wide}`} data-testid="store-connection-status">
          <Text>{t('stores.form.fields.connectionStatus')}</Text>
          <ConnectionBadge status={store && mode === 'edit' && store.dataImport?.connectionStatus === 'Tested' ? 'Tested' : 'Not Tested'} />
          {store && mode === 'edit' && canSeeSources && (
            <HubLink to={storeSourcesPath(store.code)} onNavigate={onClose}>
              {t('stores.form.importSources')}
            </HubLink>
          )}
        </div>
        <Text className={styles.hint}>{t('stores.form.connectionHint')}</Text>
      </fieldset>
    </FormDrawer>
  );
}
