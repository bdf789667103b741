import { ROLE_LABELS, isRoleName } from '@hub/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A role as the pickers show it: a labelled built-in role by its label with its name, others by their name. */
export function useRoleLabel(): (role: string) => string {
  const { t } = useTranslation('mf-config');
  return useCallback((role: string) => (isRoleName(role) && ROLE_LABELS[role] ? `${t(`notifications.roleLabels.${role}`)} (${role})` : role), [t]);
}
