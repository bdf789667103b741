import { Button, Option, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { Dismiss12Regular } from '@fluentui/react-icons';
import { codeWording } from '@hub/ui';
import { Dropdown } from '@hub/ui/controls';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { addRole, canRemoveRole, removeRole } from '../../domain/notificationConfigForm';
import { useRoleLabel } from './useRoleLabel';

const useStyles = makeStyles({
  wrap: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center', margin: 0, padding: 0, listStyle: 'none' },
  chip: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    paddingBlock: '2px',
    paddingInlineStart: tokens.spacingHorizontalS,
    paddingInlineEnd: tokens.spacingHorizontalXXS,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    border: `1px solid ${tokens.colorBrandStroke2}`,
    maxWidth: '100%',
  },
  chipText: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  add: { minWidth: '200px', maxWidth: '100%' },
  rule: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface RolePickerProps {
  label: string;
  roles: string[];
  choices: string[];
  disabled: boolean;
  onChange: (roles: string[]) => void;
}

/**
 * The roles a notification goes to (spec section 5): at least one is required (NC100), and the last
 * one cannot be removed (NC101): its remove button is disabled and the rule says why.
 */
export function RolePicker({ label, roles, choices, disabled, onChange }: RolePickerProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  const roleLabel = useRoleLabel();
  const ruleId = useId();
  const last = !canRemoveRole(roles);
  const left = choices.filter((r) => !roles.includes(r));
  return (
    <div className={styles.wrap} role="group" aria-label={label} data-testid="role-picker">
      <ul className={styles.chips} aria-label={label}>
        {roles.map((role) => (
          <li key={role} className={styles.chip} data-testid="role-chip">
            <span className={styles.chipText}>{roleLabel(role)}</span>
            {!disabled && (
              <Tooltip content={last ? codeWording('NC101') : t('notifications.roles.remove', { role: roleLabel(role) })} relationship="description" withArrow>
                <Button
                  size="small"
                  appearance="transparent"
                  icon={<Dismiss12Regular />}
                  aria-label={t('notifications.roles.remove', { role: roleLabel(role) })}
                  aria-describedby={last ? ruleId : undefined}
                  disabledFocusable={last}
                  onClick={() => {
                    const next = removeRole(roles, role);
                    if (next.refusal === null) onChange(next.roles);
                  }}
                />
              </Tooltip>
            )}
          </li>
        ))}
        {!disabled && left.length > 0 && (
          <li>
            <Dropdown
              className={styles.add}
              size="small"
              placeholder={t('notifications.roles.add')}
              aria-label={t('notifications.roles.addTo', { name: label })}
              selectedOptions={[]}
              value=""
              onOptionSelect={(_, d) => d.optionValue && onChange(addRole(roles, d.optionValue))}
            >
              {left.map((role) => (
                <Option key={role} value={role} text={roleLabel(role)}>
                  {roleLabel(role)}
                </Option>
              ))}
            </Dropdown>
          </li>
        )}
      </ul>
      {roles.length === 0 && (
        <Text size={200} className={styles.error} role="alert">
          {codeWording('NC100')}
        </Text>
      )}
      {last && !disabled && (
        <Text id={ruleId} size={200} className={styles.rule} data-testid="last-role-rule">
          {codeWording('NC101')}
        </Text>
      )}
    </div>
  );
}
