import { ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_OPTIONS, type Activity } from '../../domain/productListQuery';

const useStyles = makeStyles({
  activity: {
    display: 'inline-flex',
    gap: tokens.spacingHorizontalXXS,
    padding: tokens.spacingHorizontalXXS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

/** The product lists' active / inactive / all choice (spec section 7: the `active` query). */
export function ActivityToggle({ value, onChange }: { value: Activity; onChange: (activity: Activity) => void }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-catalog');
  return (
    <div className={styles.activity} role="group" aria-label={t('products.activity.label')}>
      {ACTIVITY_OPTIONS.map((option) => (
        <ToggleButton key={option} size="small" appearance={value === option ? 'primary' : 'subtle'} checked={value === option} onClick={() => onChange(option)}>
          {t(`products.activity.${option}`)}
        </ToggleButton>
      ))}
    </div>
  );
}
