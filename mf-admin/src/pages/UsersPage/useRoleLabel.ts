import { useTranslation } from 'react-i18next';
import { isLabelledRole } from '../../domain/userForm';

/** A role's label of spec section 6 in the user's language; unlabelled roles show their name. */
export function useRoleLabel(): (role: string) => string {
  const { t } = useTranslation('mf-admin');
  return (role: string) => (isLabelledRole(role) ? t(`users.roles.${role}`) : role);
}
