import { accountClient, passwordRuleViolations, type PasswordChangeInput } from '@hub/contracts';
import { callApi } from '@hub/ui/core';
import { CredentialForm } from './CredentialForm';

/**
 * Current, new and confirmation password (spec section 5), sent to POST /merchant/user/password.
 * `currentLabel`: what the current one is called (the password, or the temporary password an
 * administrator set); `onChanged` runs after the change, before the form says so.
 */
export function PasswordChangeForm({ currentLabel, onChanged }: { currentLabel: string; onChanged?: () => Promise<void> }) {
  return (
    <CredentialForm<keyof PasswordChangeInput>
      kind="password"
      send={async (values) => {
        await callApi(accountClient.changePassword, { body: values });
        await onChanged?.();
      }}
      fields={[
        { name: 'currentPassword', label: currentLabel, autoComplete: 'current-password' },
        { name: 'password', label: 'password.new', autoComplete: 'new-password' },
        { name: 'confirmPassword', label: 'password.confirm', autoComplete: 'new-password' },
      ]}
      rules={passwordRuleViolations}
      currentField="currentPassword"
      wrongCurrentCode="UAC110"
      successCode="UAC006"
    />
  );
}
