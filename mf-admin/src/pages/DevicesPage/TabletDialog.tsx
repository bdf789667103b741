import { useEffect, useState } from 'react';
import { Field, Input } from '@fluentui/react-components';
import type { Tablet } from '@hub/contracts';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';

export interface TabletDialogProps {
  tablet: Tablet | null;
  onClose: () => void;
  onRename: (tablet: Tablet, name: string) => void;
}

/** Rename a tablet (an empty name shows its id). */
export function TabletDialog({ tablet, onClose, onRename }: TabletDialogProps) {
  const { t } = useTranslation('mf-admin');
  const [name, setName] = useState('');
  useEffect(() => setName(tablet?.name ?? ''), [tablet]);
  return (
    <FormDialog
      open={tablet !== null}
      title={t('devices.tablets.rename', { id: tablet?.tabletId ?? '' })}
      cancelText={t('devices.cancel')}
      submitText={t('devices.save')}
      onClose={onClose}
      onSubmit={() => tablet && onRename(tablet, name.trim())}
    >
      <Field label={t('devices.tablets.columns.name')} hint={t('devices.tablets.nameHint')}>
        <Input value={name} maxLength={80} onChange={(_, d) => setName(d.value)} data-testid="tablet-name" />
      </Field>
    </FormDialog>
  );
}
