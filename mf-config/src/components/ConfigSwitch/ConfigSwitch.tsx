import { Switch, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ConfigSwitchProps } from './ConfigSwitch.types';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  changed: { border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke1}` },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  description: { color: tokens.colorNeutralForeground3 },
  switch: { flexShrink: 0, marginTop: `calc(-1 * ${tokens.spacingVerticalXS})` },
});

/** One yes/no field of the global config: label, what it does, and a switch. */
export function ConfigSwitch({ field, label, description, checked, changed, disabled = false, onChange }: ConfigSwitchProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  const labelId = `global-${field}-label`;
  const descriptionId = `global-${field}-description`;
  return (
    <div className={mergeClasses(styles.row, changed && styles.changed)} data-field={field}>
      <div className={styles.text}>
        <Text id={labelId} weight="semibold">
          {label}
        </Text>
        <Text id={descriptionId} size={200} className={styles.description}>
          {description}
        </Text>
      </div>
      <Switch
        className={styles.switch}
        checked={checked}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        label={checked ? t('global.on') : t('global.off')}
        labelPosition="before"
        onChange={(_, data) => onChange(data.checked)}
      />
    </div>
  );
}
