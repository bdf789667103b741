import {
  Button,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { HubLink, useDocumentTitle } from '@hub/ui/core';
import { useTranslation } from 'react-i18next';
import { useSignIn } from './useSignIn';

const useStyles = makeStyles({
  card: { width: '100%', maxWidth: '400px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  title: { margin: 0 },
  subtitle: { color: tokens.colorNeutralForeground2 },
  forgot: { alignSelf: 'flex-start' },
  register: { alignSelf: 'center' },
});

/** After a password reset the form says so (`?reset=done`, set by the reset pages). */
function resetDone(search: string): boolean {
  return new URLSearchParams(search).get('reset') === 'done';
}

/** Spec section 2: e-mail, password, show-password and submit; errors from the API code in the user's language. */
export function SignInPage() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const form = useSignIn();
  useDocumentTitle(t('pages.signin'));
  return (
    <form className={styles.card} onSubmit={form.submit} noValidate aria-label={t('signin.form')} data-testid="signin-form">
      <div>
        <Text as="h1" size={800} weight="bold" className={styles.title} block>
          {t('signin.title')}
        </Text>
        <Text className={styles.subtitle}>{t('signin.subtitle')}</Text>
      </div>
      {resetDone(window.location.search) && !form.error && (
        <MessageBar intent="success" data-testid="signin-reset-done">
          <MessageBarBody>{t('codes:URR001')}</MessageBarBody>
        </MessageBar>
      )}
      {form.error && (
        <MessageBar intent="error" data-testid="signin-error">
          <MessageBarBody>{form.error}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('signin.email')} required>
        <Input
          type="email"
          name="email"
          autoComplete="username"
          value={form.email}
          onChange={(_, d) => form.setEmail(d.value)}
          size="large"
        />
      </Field>
      <Field label={t('signin.password')} required>
        <Input
          type={form.showPassword ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          value={form.password}
          onChange={(_, d) => form.setPassword(d.value)}
          size="large"
        />
      </Field>
      <Checkbox
        label={t('signin.showPassword')}
        checked={form.showPassword}
        onChange={(_, d) => form.setShowPassword(d.checked === true)}
      />
      <HubLink to="/auth/reset" className={styles.forgot}>
        {t('signin.forgot')}
      </HubLink>
      <Button
        type="submit"
        appearance="primary"
        size="large"
        disabled={form.submitting}
        icon={form.submitting ? <Spinner size="tiny" /> : undefined}
      >
        {form.submitting ? t('signin.submitting') : t('signin.submit')}
      </Button>
      <HubLink to="/auth/register" className={styles.register} data-testid="signin-register">
        {t('signin.register')}
      </HubLink>
    </form>
  );
}
