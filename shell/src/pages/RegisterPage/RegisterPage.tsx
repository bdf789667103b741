import { Button, Checkbox, Field, Input, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { HubLink, useDocumentTitle } from '@hub/ui/core';
import { useTranslation } from 'react-i18next';
import { PasswordRuleList } from '../PasswordResetPages/PasswordRuleList';
import { useRegister } from './useRegister';

const useStyles = makeStyles({
  card: { width: '100%', maxWidth: '440px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  title: { margin: 0 },
  subtitle: { color: tokens.colorNeutralForeground2 },
  key: { fontFamily: tokens.fontFamilyMonospace, letterSpacing: '0.04em' },
});

/** `/auth/register` (issue 15 item 5): a new merchant registers with the serial key its provider gave it. */
export function RegisterPage() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const form = useRegister();
  const { fields, set } = form;
  useDocumentTitle(t('pages.register'));
  // The code's field carries the message when there is one (e.g. UR104 beside the key).
  const on = (codes: readonly string[]) => (form.error && codes.includes(form.error.code) ? form.error.message : undefined);
  const keyError = on(['UR103', 'UR104', 'UR105', 'UR106', 'UR107', 'UR108']);
  const emailError = on(['UR100', 'UR109']);
  return (
    <form className={styles.card} onSubmit={form.submit} noValidate aria-label={t('register.form')} data-testid="register-form">
      <div>
        <Text as="h1" size={800} weight="bold" className={styles.title} block>
          {t('register.title')}
        </Text>
        <Text className={styles.subtitle}>{t('register.subtitle')}</Text>
      </div>
      {form.error && (
        <MessageBar intent="error" data-testid="register-error" data-code={form.error.code}>
          <MessageBarBody>{form.error.message}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('register.serialKey')} hint={t('register.serialKeyHint')} required validationMessage={keyError}>
        <Input name="serialKey" dir="ltr" className={styles.key} autoComplete="off" spellCheck={false} value={fields.serialKey} onChange={(_, d) => set('serialKey')(d.value)} placeholder="HUB-XXXXX-XXXXX-XXXXX-XXXXX" />
      </Field>
      <Field label={t('register.merchantName')} required>
        <Input name="merchantName" autoComplete="organization" value={fields.merchantName} onChange={(_, d) => set('merchantName')(d.value)} />
      </Field>
      <Field label={t('register.userName')} required>
        <Input name="userName" autoComplete="name" value={fields.userName} onChange={(_, d) => set('userName')(d.value)} />
      </Field>
      <Field label={t('signin.email')} required validationMessage={emailError}>
        <Input type="email" name="email" autoComplete="username" value={fields.email} onChange={(_, d) => set('email')(d.value)} />
      </Field>
      <Field label={t('signin.password')} required>
        <Input
          type={form.showPassword ? 'text' : 'password'}
          name="password"
          autoComplete="new-password"
          aria-describedby="register-password-rules"
          value={fields.password}
          onChange={(_, d) => set('password')(d.value)}
        />
      </Field>
      <PasswordRuleList password={fields.password} id="register-password-rules" />
      <Checkbox label={t('signin.showPassword')} checked={form.showPassword} onChange={(_, d) => form.setShowPassword(d.checked === true)} />
      <Button type="submit" appearance="primary" size="large" disabled={form.submitting} icon={form.submitting ? <Spinner size="tiny" /> : undefined} data-testid="register-submit">
        {form.submitting ? t('register.submitting') : t('register.submit')}
      </Button>
      <HubLink to="/auth/signin">{t('register.haveAccount')}</HubLink>
    </form>
  );
}
