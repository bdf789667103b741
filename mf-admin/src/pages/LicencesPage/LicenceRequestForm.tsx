import { useState } from 'react';
import {
  Button,
  Card,
  Field,
  Option,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Send20Regular } from '@fluentui/react-icons';
import { LICENCE_TYPES, MEDIA, licencesApi, type LicenceRequest, type LicenceType, type MessageCode } from '@hub/contracts';
import { callApiWithCode, hubStore, isApiError } from '@hub/ui';
import { DateInput, Dropdown, SpinButton } from '@hub/ui/controls';
import { useTranslation } from 'react-i18next';
import { codeWording } from '../../i18n/codeWording';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    [MEDIA.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  wide: { gridColumn: '1 / -1' },
  card: { padding: tokens.spacingHorizontalL },
  actions: { gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' },
});

/** Hardware a licence can cover (tablets are what counts are admitted against). */
export const HARDWARE_TYPES = ['TABLET', 'RFID_READER', 'RFID_PRINTER'] as const;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The merchant's request of a new licence (LIC001). */
const requestLicence = async (body: LicenceRequest) => (await callApiWithCode(licencesApi.request, { body })).code;

export interface LicenceRequestFormProps {
  onRequested: () => void;
  /**
   * What the terms are sent to (default: the merchant's licence request); a provider issues a serial
   * key with the same terms (issue 15). Answers the success code.
   */
  submit?: (body: LicenceRequest) => Promise<MessageCode>;
  submitLabel?: string;
}

/** Request a new licence: it is listed as requested until issued (LIC001; LIC100 when it ends before it starts). */
export function LicenceRequestForm({ onRequested, submit = requestLicence, submitLabel }: LicenceRequestFormProps) {
  const { t } = useTranslation('mf-admin');
  const styles = useStyles();
  const [type, setType] = useState<LicenceType>('SUBSCRIPTION');
  const [hardwareType, setHardwareType] = useState<string>('TABLET');
  const [quantity, setQuantity] = useState(1);
  const [startDate, setStartDate] = useState(isoDay(new Date()));
  const [endDate, setEndDate] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const backwards = endDate !== '' && endDate < startDate;

  const send = async () => {
    if (backwards || sending || startDate === '') return;
    setSending(true);
    setError(null);
    try {
      const code = await submit({
        type,
        hardwareType,
        quantity,
        startDate,
        endDate: endDate === '' ? null : endDate,
        note: note.trim() === '' ? null : note.trim(),
      });
      hubStore.getState().showSnackbar(codeWording(code), 'success');
      setNote('');
      onRequested();
    } catch (failure) {
      setError(
        isApiError(failure) ? codeWording(failure.code, failure.message) : t('licences.request.failed'),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <Card className={styles.card}>
      <form
        className={styles.form}
        noValidate
        data-testid="licence-request-form"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <Field label={t('licences.columns.type')}>
          <Dropdown
            value={t(`licences.types.${type}`)}
            selectedOptions={[type]}
            onOptionSelect={(_, d) => d.optionValue && setType(d.optionValue as LicenceType)}
          >
            {LICENCE_TYPES.map((value) => (
              <Option key={value} value={value}>
                {t(`licences.types.${value}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('licences.columns.hardware')}>
          <Dropdown
            value={t(`licences.hardwareTypes.${hardwareType}`)}
            selectedOptions={[hardwareType]}
            onOptionSelect={(_, d) => d.optionValue && setHardwareType(d.optionValue)}
          >
            {HARDWARE_TYPES.map((value) => (
              <Option key={value} value={value}>
                {t(`licences.hardwareTypes.${value}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('licences.columns.quantity')}>
          <SpinButton
            value={quantity}
            min={1}
            max={10000}
            onChange={(_, d) =>
              setQuantity(Math.min(10000, Math.max(1, Math.round(d.value ?? (Number(d.displayValue) || 1)))))
            }
          />
        </Field>
        <span />
        <Field label={t('licences.columns.start')} required>
          <DateInput value={startDate} onChange={setStartDate} data-testid="licence-start" />
        </Field>
        <Field
          label={t('licences.columns.end')}
          hint={t('licences.request.endHint')}
          validationState={backwards ? 'error' : 'none'}
          validationMessage={backwards ? codeWording('LIC100') : undefined}
        >
          <DateInput value={endDate} min={startDate} onChange={setEndDate} data-testid="licence-end" />
        </Field>
        <Field
          className={styles.wide}
          label={t('licences.request.note')}
          validationState={error ? 'error' : 'none'}
          validationMessage={error ?? undefined}
        >
          <Textarea value={note} maxLength={500} resize="vertical" onChange={(_, d) => setNote(d.value)} />
        </Field>
        <div className={styles.actions}>
          <Button
            appearance="primary"
            type="submit"
            icon={<Send20Regular />}
            disabled={backwards || sending || startDate === ''}
            data-testid="licence-request-send"
          >
            {submitLabel ?? t('licences.request.send')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
