import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircle16Filled, Circle16Regular } from '@fluentui/react-icons';
import { passwordRuleViolations, type CredentialRule } from '@hub/contracts';
import { useTranslation } from 'react-i18next';

/** The rules of spec section 5 a new password itself must meet (the others concern the confirmation or the previous one). */
export const SHOWN_PASSWORD_RULES = ['minLength', 'uppercase', 'lowercase', 'digit', 'special'] as const satisfies readonly CredentialRule[];

/** Which of the shown rules `password` meets, judged by the shared rule function. */
export function passwordRuleStates(password: string): { rule: (typeof SHOWN_PASSWORD_RULES)[number]; met: boolean }[] {
  const failed = new Set(
    passwordRuleViolations({ currentPassword: '', password: password || ' ', confirmPassword: password })
      .filter((v) => v.field === 'password')
      .map((v) => v.rule),
  );
  return SHOWN_PASSWORD_RULES.map((rule) => ({ rule, met: password.length > 0 && !failed.has(rule) }));
}

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  title: { color: tokens.colorNeutralForeground2 },
  list: { margin: 0, padding: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: '2px' },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
  met: { color: tokens.colorPaletteGreenForeground1 },
});

/** The password rules beside the field, each ticked as soon as the typed password meets it. */
export function PasswordRuleList({ password, id }: { password: string; id: string }) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  return (
    <div className={styles.box} id={id} data-testid="password-rules">
      <Text size={200} className={styles.title}>
        {t('passwordReset.rulesTitle')}
      </Text>
      <ul className={styles.list}>
        {passwordRuleStates(password).map(({ rule, met }) => (
          <li key={rule} className={mergeClasses(styles.item, met && styles.met)} data-rule={rule} data-met={met}>
            {met ? (
              <CheckmarkCircle16Filled role="img" aria-label={t('passwordReset.met')} />
            ) : (
              <Circle16Regular role="img" aria-label={t('passwordReset.notMet')} />
            )}
            <Text size={200}>{t(`passwordReset.rules.${rule}`)}</Text>
          </li>
        ))}
      </ul>
    </div>
  );
}
