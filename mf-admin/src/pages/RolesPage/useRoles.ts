import { ArrowLeft20Regular, ArrowRight20Regular } from '@fluentui/react-icons';
import { ROLE_LABELS, directionOf, isRoleName, rolesApi, type RoleSummary } from '@hub/contracts';
import { callApi, useApiResource, useHubStore } from '@hub/ui';
import { createElement, useSyncExternalStore, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** GET /merchant/roles: every role the merchant sees; nothing is asked for when `enabled` is false. */
export function useRoleList(enabled = true) {
  return useApiResource((signal) => (enabled ? callApi(rolesApi.list, { signal }) : Promise.resolve([])), enabled ? 'on' : 'off');
}

/** GET /merchant/roles/{id}; no id: nothing to load (resolves to null). */
export function useRole(id: string | null) {
  return useApiResource<RoleSummary | null>(
    (signal) => (id ? callApi(rolesApi.get, { params: { id }, signal }) : Promise.resolve(null)),
    id ?? '',
  );
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}
const search = () => window.location.search;

/** One query parameter of the browser address (`?id=`), kept current across client-side navigation. */
export function useQueryParam(name: string): string | null {
  const current = useSyncExternalStore(subscribe, search, search);
  return new URLSearchParams(current).get(name);
}

/** The caller as the role rules see it (contracts' RoleCaller). */
export function useRoleCaller() {
  const user = useHubStore((s) => s.user);
  return { roles: user?.roles ?? [], roleName: user?.roleName ?? '' };
}

/** A role's display name: a system role's label of spec section 6 (translated), else its name. */
export function useRoleTitle(): (role: Pick<RoleSummary, 'id' | 'kind' | 'name'>) => string {
  const { t } = useTranslation('mf-admin');
  return (role) => (role.kind === 'system' && isRoleName(role.id) && ROLE_LABELS[role.id] ? t(`roles.labels.${role.id}`) : role.name);
}

/** The "back" arrow, pointing the reading direction's way back (right in Arabic). */
export function useBackIcon(): ReactElement {
  const locale = useHubStore((s) => s.locale);
  return createElement(directionOf(locale) === 'rtl' ? ArrowRight20Regular : ArrowLeft20Regular);
}
