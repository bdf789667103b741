import { Button, Field, Input, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ErrorCircle12Filled } from '@fluentui/react-icons';
import {
  readRuleViolations,
  violationsByField,
  type CredentialRule,
  type RuleViolation,
} from '@hub/contracts';
import { isApiError, useHubStore } from '@hub/ui/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface CredentialFieldSpec<F extends string> {
  name: F;
  /** i18n key of the label. */
  label: string;
  autoComplete: string;
  /** i18n group of this field's rule messages; default `<kind>.rules`. */
  rulesKey?: string;
}

interface CredentialFormProps<F extends string> {
  /** 'password' or 'pin': the i18n group of the rule messages and the kind of input. */
  kind: 'password' | 'pin';
  fields: readonly CredentialFieldSpec<F>[];
  /** The pure rules of spec section 5 (shared with the server). */
  rules: (values: Record<F, string>) => RuleViolation<F>[];
  /** Sends the values (POST /merchant/user/password or /pin); rejects with the server's ApiError. */
  send: (values: Record<F, string>) => Promise<unknown>;
  /** The field a wrong current value (401 UAC110 / UAC111, or a PIN reset's OTP refusals) is shown beside. */
  currentField: F;
  wrongCurrentCode: 'UAC110' | 'UAC111' | readonly string[];
  successCode: string;
  onSuccess?: () => void;
}

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '420px' },
  messages: {
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
  },
  message: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorPaletteRedForeground1,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

type Errors<F extends string> = Partial<Record<F, string[]>>;

/** Current, new and confirmation inputs; each failed rule is shown beside its field in the user's language. */
export function CredentialForm<F extends string>(props: CredentialFormProps<F>) {
  const { kind, fields, rules, send, currentField, wrongCurrentCode, successCode, onSuccess } = props;
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const showSnackbar = useHubStore((s) => s.showSnackbar);
  const empty = Object.fromEntries(fields.map((f) => [f.name, ''])) as Record<F, string>;
  const [values, setValues] = useState<Record<F, string>>(empty);
  const [errors, setErrors] = useState<Errors<F>>({});
  const [submitting, setSubmitting] = useState(false);

  const ruleText = (f: CredentialFieldSpec<F>, rule: CredentialRule) => t(`${f.rulesKey ?? `${kind}.rules`}.${rule}`);
  const currentCodes: readonly string[] = typeof wrongCurrentCode === 'string' ? [wrongCurrentCode] : wrongCurrentCode;
  const fromViolations = (violations: readonly RuleViolation<F>[]): Errors<F> => {
    const grouped = violationsByField(violations);
    const out: Errors<F> = {};
    for (const f of fields) {
      const list = grouped[f.name];
      if (list) out[f.name] = list.map((rule) => ruleText(f, rule));
    }
    return out;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const violations = rules(values);
    if (violations.length > 0) {
      setErrors(fromViolations(violations));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await send(values);
      setValues(empty);
      showSnackbar(t(`codes:${successCode}`), 'success');
      onSuccess?.();
    } catch (e) {
      if (isApiError(e) && currentCodes.includes(e.code)) {
        setErrors({ [currentField]: [e.message] } as Errors<F>);
      } else if (isApiError(e) && e.code === 'IP100' && readRuleViolations(e.details).length > 0) {
        setErrors(fromViolations(readRuleViolations(e.details) as RuleViolation<F>[]));
      } else {
        showSnackbar(isApiError(e) ? e.message : t('codes:SE100'), 'error');
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid={`${kind}-form`}>
      {fields.map((f) => {
        const messages = errors[f.name];
        return (
          <Field
            key={f.name}
            label={t(f.label)}
            required
            validationState={messages ? 'error' : 'none'}
            validationMessageIcon={null}
            validationMessage={
              messages ? (
                <ul className={styles.messages} data-testid={`errors-${f.name}`}>
                  {messages.map((m) => (
                    <li key={m} className={styles.message}>
                      <ErrorCircle12Filled aria-hidden />
                      <Text size={200}>{m}</Text>
                    </li>
                  ))}
                </ul>
              ) : undefined
            }
          >
            <Input
              type="password"
              name={f.name}
              autoComplete={f.autoComplete}
              inputMode={kind === 'pin' ? 'numeric' : undefined}
              maxLength={kind === 'pin' ? 6 : 128}
              value={values[f.name]}
              onChange={(_, d) => setValues((v) => ({ ...v, [f.name]: d.value }))}
              data-testid={`input-${f.name}`}
            />
          </Field>
        );
      })}
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabled={submitting}
          icon={submitting ? <Spinner size="tiny" /> : undefined}
        >
          {t(`${kind}.submit`)}
        </Button>
        <Button
          type="button"
          appearance="secondary"
          disabled={submitting}
          onClick={() => {
            setValues(empty);
            setErrors({});
          }}
        >
          {t('profilePage.reset')}
        </Button>
      </div>
    </form>
  );
}
