import { Button, Field, Input, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ErrorCircle12Filled } from '@fluentui/react-icons';
import {
  localizePath,
  passwordResetClient,
  readRuleViolations,
  resetPasswordRuleViolations,
  violationsByField,
  type ResetPasswordField,
  type RuleViolation,
} from '@hub/contracts';
import { callApi, hubStore, isApiError, navigateTo, useHubStore } from '@hub/ui/core';
import { useState, type FormEvent, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordRuleList } from './PasswordRuleList';

type FieldName = 'code' | ResetPasswordField;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  messages: { margin: 0, padding: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: '2px' },
  message: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorPaletteRedForeground1 },
});

export interface NewPasswordFormProps {
  /** The code from the link; undefined: the form asks for it (/auth/reset-password without ?code=). */
  code?: string;
  /** A refusal of the code itself (URR100, URR102, URR103, UAC115): the page shows it instead of the form. */
  onCodeRefused: (message: string) => void;
}

/** The reset on sign-in's success message: `?reset=done` (see SignInPage). */
export const RESET_DONE_QUERY = 'reset=done';

const CODE_REFUSALS = ['URR100', 'URR102', 'URR103', 'UAC115'];

/** New password and confirmation, with the rules of spec section 5 beside them; sets the password with the code. */
export function NewPasswordForm({ code: givenCode, onCodeRefused }: NewPasswordFormProps) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const locale = useHubStore((s) => s.locale);
  const showSnackbar = useHubStore((s) => s.showSnackbar);
  const [code, setCode] = useState(givenCode ?? '');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string[]>>>({});
  const [submitting, setSubmitting] = useState(false);

  const show = (violations: readonly RuleViolation[]) => {
    const grouped = violationsByField(violations as RuleViolation<FieldName>[]);
    const out: Partial<Record<FieldName, string[]>> = {};
    for (const [field, rules] of Object.entries(grouped) as [FieldName, string[]][]) out[field] = rules.map((r) => t(`password.rules.${r}`));
    setErrors(out);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const violations: RuleViolation<FieldName>[] = resetPasswordRuleViolations({ password, confirmPassword });
    if (givenCode === undefined && code.trim() === '') violations.unshift({ field: 'code', rule: 'required' });
    if (violations.length > 0) {
      show(violations);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await callApi(passwordResetClient.reset, { body: { code: code.trim(), password, confirmPassword } });
      // Every session of the account was revoked: a session kept in this browser is gone too.
      hubStore.getState().signOut();
      navigateTo(`${localizePath('/auth/signin', locale)}?${RESET_DONE_QUERY}`, { replace: true });
    } catch (e) {
      setSubmitting(false);
      if (isApiError(e) && e.code === 'IP100' && readRuleViolations(e.details).length > 0) show(readRuleViolations(e.details));
      else if (isApiError(e) && CODE_REFUSALS.includes(e.code)) {
        if (givenCode === undefined && e.code === 'URR102') setErrors({ code: [e.message] });
        else onCodeRefused(e.message);
      } else showSnackbar(isApiError(e) ? e.message : t('codes:SE100'), 'error');
    }
  };

  const messagesOf = (field: FieldName): JSX.Element | undefined => {
    const list = errors[field];
    if (!list) return undefined;
    return (
      <ul className={styles.messages} data-testid={`errors-${field}`}>
        {list.map((m) => (
          <li key={m} className={styles.message}>
            <ErrorCircle12Filled aria-hidden />
            <Text size={200}>{m}</Text>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="reset-password-form">
      {givenCode === undefined && (
        <Field
          label={t('passwordReset.code')}
          hint={t('passwordReset.codeHint')}
          required
          validationState={errors.code ? 'error' : 'none'}
          validationMessageIcon={null}
          validationMessage={messagesOf('code')}
        >
          <Input name="code" autoComplete="one-time-code" value={code} onChange={(_, d) => setCode(d.value)} dir="ltr" data-testid="input-code" />
        </Field>
      )}
      <Field
        label={t('passwordReset.password')}
        required
        validationState={errors.password ? 'error' : 'none'}
        validationMessageIcon={null}
        validationMessage={messagesOf('password')}
      >
        <Input
          type="password"
          name="password"
          autoComplete="new-password"
          maxLength={128}
          value={password}
          onChange={(_, d) => setPassword(d.value)}
          aria-describedby="reset-password-rules"
          data-testid="input-password"
        />
      </Field>
      <PasswordRuleList password={password} id="reset-password-rules" />
      <Field
        label={t('passwordReset.confirm')}
        required
        validationState={errors.confirmPassword ? 'error' : 'none'}
        validationMessageIcon={null}
        validationMessage={messagesOf('confirmPassword')}
      >
        <Input
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          maxLength={128}
          value={confirmPassword}
          onChange={(_, d) => setConfirmPassword(d.value)}
          data-testid="input-confirmPassword"
        />
      </Field>
      <Button type="submit" appearance="primary" size="large" disabled={submitting} icon={submitting ? <Spinner size="tiny" /> : undefined}>
        {submitting ? t('passwordReset.submitting') : t('passwordReset.submit')}
      </Button>
    </form>
  );
}
