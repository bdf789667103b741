import { permissionModule } from '@hub/contracts';
import { useTranslation } from 'react-i18next';
import { permissionAction } from '../domain/roleEditor';

/**
 * A permission as people read it: "Products: View" for PRODUCTS_READ_PREVIEW, "All of Stock-take
 * reports" for STOCK_TAKE_REPORT_**, "Everything" for **; the names of the permission picker.
 */
export function usePermissionLabel(): (permission: string) => string {
  const { t } = useTranslation('mf-admin');
  return (permission: string) => {
    if (permission === '**') return t('roles.picker.everything');
    const module = permissionModule(permission);
    const moduleLabel = t(`roles.picker.modules.${module}`, { defaultValue: module });
    if (permission === `${module}_**`) return t('roles.picker.allOf', { module: moduleLabel });
    const action = permissionAction(permission);
    return `${moduleLabel}: ${t(`roles.picker.actions.${action}`, { defaultValue: action })}`;
  };
}
