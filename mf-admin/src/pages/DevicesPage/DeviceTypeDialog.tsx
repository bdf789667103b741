import { useEffect, useState } from 'react';
import { Field, Input, Switch } from '@fluentui/react-components';
import { devicesApi, type DeviceType } from '@hub/contracts';
import { callApiWithCode, hubStore, isApiError } from '@hub/ui';
import { SpinButton } from '@hub/ui/controls';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { codeWording } from '../../i18n/codeWording';

export interface DeviceTypeDialogProps {
  /** The device type to change; null for a new one. */
  device: DeviceType | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** Add a device type (name, quantity, active) or change one's quantity and active status. */
export function DeviceTypeDialog({ device, open, onClose, onSaved }: DeviceTypeDialogProps) {
  const { t } = useTranslation('mf-admin');
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState(0);
  const [active, setActive] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setName(device?.name ?? '');
    setQuantity(device?.quantity ?? 1);
    setActive(device?.active ?? true);
    setError(null);
  }, [open, device]);

  const nameMissing = device === null && name.trim() === '';
  const save = async () => {
    if (nameMissing || saving) return;
    setSaving(true);
    try {
      const { code } = device
        ? await callApiWithCode(devicesApi.updateType, {
            params: { name: device.name },
            body: { quantity, active },
          })
        : await callApiWithCode(devicesApi.createType, { body: { name: name.trim(), quantity, active } });
      hubStore.getState().showSnackbar(codeWording(code), 'success');
      onSaved();
    } catch (failure) {
      setError(isApiError(failure) ? codeWording(failure.code, failure.message) : t('devices.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      open={open}
      title={device ? t('devices.types.edit', { name: device.name }) : t('devices.types.new')}
      cancelText={t('devices.cancel')}
      submitText={t('devices.save')}
      submitDisabled={nameMissing || saving}
      onClose={onClose}
      onSubmit={() => void save()}
    >
      <Field
        label={t('devices.types.columns.name')}
        required
        validationMessage={error ?? undefined}
        validationState={error ? 'error' : 'none'}
      >
        <Input
          value={name}
          disabled={device !== null}
          maxLength={80}
          onChange={(_, d) => setName(d.value)}
          data-testid="device-type-name"
        />
      </Field>
      <Field label={t('devices.types.columns.quantity')}>
        <SpinButton
          value={quantity}
          min={0}
          max={100000}
          onChange={(_, d) => setQuantity(Math.max(0, Math.round(d.value ?? (Number(d.displayValue) || 0))))}
        />
      </Field>
      <Switch
        label={t('devices.types.columns.active')}
        checked={active}
        onChange={(_, d) => setActive(d.checked)}
      />
    </FormDialog>
  );
}
