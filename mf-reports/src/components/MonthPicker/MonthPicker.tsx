import { Button, Field, Input, makeStyles, tokens, useFluent } from '@fluentui/react-components';
import { ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { fromInputValue, shiftMonth, toInputValue } from '../../domain/reportMonth';
import type { MonthPickerProps } from './MonthPicker.types';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  input: { minWidth: '170px', flexGrow: 1 },
});

/** A month chooser: previous and next buttons around a native month input; the value is MM-YYYY. */
export function MonthPicker({ value, onChange, label }: MonthPickerProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-reports');
  // The arrows point back and forward in reading order.
  const rtl = useFluent().dir === 'rtl';
  const back = rtl ? <ChevronRight20Regular /> : <ChevronLeft20Regular />;
  const forward = rtl ? <ChevronLeft20Regular /> : <ChevronRight20Regular />;
  return (
    <Field label={label}>
      <div className={styles.row}>
        <Button
          appearance="subtle"
          icon={back}
          aria-label={t('month.previous')}
          onClick={() => onChange(shiftMonth(value, -1))}
        />
        <Input
          className={styles.input}
          type="month"
          value={toInputValue(value)}
          aria-label={label}
          onChange={(_, data) => {
            const month = fromInputValue(data.value);
            if (month) onChange(month);
          }}
        />
        <Button
          appearance="subtle"
          icon={forward}
          aria-label={t('month.next')}
          onClick={() => onChange(shiftMonth(value, 1))}
        />
      </div>
    </Field>
  );
}
