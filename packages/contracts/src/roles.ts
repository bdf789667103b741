import { ALL_PERMISSIONS, PERMISSIONS as P, type Permission } from './permissions';

export const ROLE_NAMES = [
  'SADMIN',
  'SUPPORT',
  'ADMIN',
  'OWNER',
  'STORE_MANAGER',
  'USER',
  'DEVELOPER',
  'PRINTING',
  'STORE_USER',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/** Spec section 6, "Role labels". Roles the spec leaves unlabelled have none. */
export const ROLE_LABELS: Readonly<Record<RoleName, string | undefined>> = {
  SADMIN: 'provider administrator',
  SUPPORT: 'provider support administrator',
  ADMIN: 'Management User',
  OWNER: 'Administrator',
  STORE_MANAGER: 'Location Manager',
  USER: 'App User',
  DEVELOPER: undefined,
  PRINTING: undefined,
  STORE_USER: undefined,
};

/** Provider roles work across merchants. */
export const PROVIDER_ROLES: readonly RoleName[] = ['SADMIN', 'SUPPORT'];
export function isProviderRole(roleName: string | null | undefined): boolean {
  return (PROVIDER_ROLES as readonly (string | null | undefined)[]).includes(roleName);
}
/** Store-bound roles see only the stores assigned to the user. */
export const STORE_BOUND_ROLES: readonly RoleName[] = ['STORE_MANAGER', 'STORE_USER', 'USER'];

/**
 * Permissions only provider roles hold: working across merchants, and changing what every merchant
 * gets (system-role overrides, default roles). A custom or default role never carries them.
 */
export const PROVIDER_ONLY_PERMISSIONS: readonly Permission[] = [
  P.MERCHANTS_ALL_ACCESS,
  P.ROLES_MANAGEMENT_MODIFY_SYSTEM,
  P.ROLES_MANAGEMENT_CREATE_DEFAULT,
  P.ROLES_MANAGEMENT_MODIFY_DEFAULT,
  P.SERIAL_KEYS_READ_PREVIEW,
  P.SERIAL_KEYS_CREATE,
  P.SERIAL_KEYS_MODIFY,
];

const READ_PERMISSIONS = ALL_PERMISSIONS.filter((p) => p.includes('_READ_'));
const MERCHANT_PERMISSIONS = ALL_PERMISSIONS.filter(
  (p) => p !== P.DASH_READ_ADMIN && p !== P.ACTIVITIES_READ_PREVIEW_ANY && !PROVIDER_ONLY_PERMISSIONS.includes(p),
);

/**
 * The default permission set of each role. The spec does not list grants per role; these are
 * the product's defaults, documented in the README. Merchants refine them with custom roles.
 */
export const DEFAULT_ROLE_PERMISSIONS: Readonly<Record<RoleName, readonly string[]>> = {
  SADMIN: ['**'],
  SUPPORT: [...READ_PERMISSIONS.filter((p) => p !== P.DASH_READ_ADMIN), P.MERCHANTS_ALL_ACCESS],
  ADMIN: MERCHANT_PERMISSIONS,
  OWNER: [
    P.DASH_READ_ADMIN,
    P.PRODUCTS_READ_PREVIEW,
    P.STOCK_TAKE_REPORT_READ_PREVIEW,
    P.STORES_MANAGEMENT_READ_PREVIEW,
  ],
  STORE_MANAGER: [
    P.PRODUCTS_READ_PREVIEW,
    P.DATA_IMPORT_READ_PREVIEW,
    P.DATA_IMPORT_MODIFY,
    P.IMAGE_IMPORT_READ_PREVIEW,
    P.IMAGE_IMPORT_MODIFY,
    P.TAG_MAPPING_READ_PREVIEW,
    P.TAG_MAPPING_MODIFY,
    P.RFID_PRINTING_MODIFY_PRINTING,
    P.STOCK_TAKE_REPORT_READ_PREVIEW,
    P.USERS_MANAGEMENT_READ_PREVIEW,
    P.STORES_MANAGEMENT_READ_PREVIEW,
    P.STOCK_TAKE_CONFIGURATION_READ_PREVIEW,
    P.STOCK_TAKE_COUNT_CREATE,
  ],
  USER: [P.PRODUCTS_READ_PREVIEW, P.STOCK_TAKE_REPORT_READ_PREVIEW],
  DEVELOPER: [
    P.PRODUCTS_READ_PREVIEW,
    P.DATA_IMPORT_READ_PREVIEW,
    P.API_KEY_READ_PREVIEW,
    P.API_KEY_CREATE,
    P.API_KEY_MODIFY,
    P.GLOBAL_CONFIGURATION_READ_PREVIEW,
    P.ERP_READ_PREVIEW,
    P.ERP_CREATE,
    P.ERP_MODIFY,
    P.MODULES_READ_PREVIEW,
    P.MODULES_CREATE,
    P.MODULES_MODIFY,
  ],
  PRINTING: [
    P.PRODUCTS_READ_PREVIEW,
    P.TAG_MAPPING_READ_PREVIEW,
    P.TAG_MAPPING_MODIFY,
    P.RFID_PRINTING_MODIFY_PRINTING,
    P.TAG_DESIGN_CONFIGURATION_READ_PREVIEW,
    P.TAG_DESIGN_CONFIGURATION_MODIFY,
    P.RFID_CONFIGURATION_READ_PREVIEW,
  ],
  STORE_USER: [P.PRODUCTS_READ_PREVIEW, P.TAG_MAPPING_READ_PREVIEW, P.TAG_MAPPING_MODIFY, P.STOCK_TAKE_COUNT_CREATE],
};

export function roleLabel(role: string): string | undefined {
  return (ROLE_LABELS as Record<string, string | undefined>)[role];
}

export function isRoleName(value: string): value is RoleName {
  return (ROLE_NAMES as readonly string[]).includes(value);
}

export type { Permission };
