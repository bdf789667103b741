/**
 * Every permission the product names (spec sections 2 and 6), plus the modify/create
 * counterparts the server guards need. A permission ending in `**` is a wildcard.
 */
export const PERMISSIONS = {
  // Navigation (spec section 2, "Top navigation")
  PRODUCTS_READ_PREVIEW: 'PRODUCTS_READ_PREVIEW',
  DATA_IMPORT_READ_PREVIEW: 'DATA_IMPORT_READ_PREVIEW',
  IMAGE_IMPORT_READ_PREVIEW: 'IMAGE_IMPORT_READ_PREVIEW',
  TAG_MAPPING_READ_PREVIEW: 'TAG_MAPPING_READ_PREVIEW',
  RFID_PRINTING_MODIFY_PRINTING: 'RFID_PRINTING_MODIFY_PRINTING',
  STOCK_TAKE_REPORT_READ_PREVIEW: 'STOCK_TAKE_REPORT_READ_PREVIEW',
  USERS_MANAGEMENT_READ_PREVIEW: 'USERS_MANAGEMENT_READ_PREVIEW',
  STORES_MANAGEMENT_READ_PREVIEW: 'STORES_MANAGEMENT_READ_PREVIEW',
  ACTIVITIES_READ_PREVIEW_ANY: 'ACTIVITIES_READ_PREVIEW_**',
  DASH_READ_ADMIN: 'DASH_READ_ADMIN',
  // Quick settings (spec section 6)
  CATLOG_VIEW_CONFIGURATION_READ_PREVIEW: 'CATLOG_VIEW_CONFIGURATION_READ_PREVIEW',
  PRODUCT_DETAILS_CONFIGURATION_READ_PREVIEW: 'PRODUCT_DETAILS_CONFIGURATION_READ_PREVIEW',
  FILTER_CONFIGURATION_READ_PREVIEW: 'FILTER_CONFIGURATION_READ_PREVIEW',
  PRE_FILTER_CONFIGURATION_READ_PREVIEW: 'PRE_FILTER_CONFIGURATION_READ_PREVIEW',
  STOCK_TAKE_CONFIGURATION_READ_PREVIEW: 'STOCK_TAKE_CONFIGURATION_READ_PREVIEW',
  THEME_CONFIGURATION_READ_PREVIEW: 'THEME_CONFIGURATION_READ_PREVIEW',
  TAG_DESIGN_CONFIGURATION_READ_PREVIEW: 'TAG_DESIGN_CONFIGURATION_READ_PREVIEW',
  REPORT_CONFIGURATION_READ_STK_PREVIEW: 'REPORT_CONFIGURATION_READ_STK_PREVIEW',
  RFID_CONFIGURATION_READ_PREVIEW: 'RFID_CONFIGURATION_READ_PREVIEW',
  NOTIFICATIONS_CONFIGURATION_READ_PREVIEW: 'NOTIFICATIONS_CONFIGURATION_READ_PREVIEW',
  API_KEY_READ_PREVIEW: 'API_KEY_READ_PREVIEW',
  GLOBAL_CONFIGURATION_READ_PREVIEW: 'GLOBAL_CONFIGURATION_READ_PREVIEW',
  // Permission groups named in section 6
  ACTIVITIES_READ_PREVIEW_SYSTEM: 'ACTIVITIES_READ_PREVIEW_SYSTEM',
  ACTIVITIES_READ_PREVIEW_DEFAULT: 'ACTIVITIES_READ_PREVIEW_DEFAULT',
  ACTIVITIES_READ_PREVIEW_CUSTOM: 'ACTIVITIES_READ_PREVIEW_CUSTOM',
  SETUP_CHECK_LIST_READ_PREVIEW: 'SETUP_CHECK_LIST_READ_PREVIEW',
  ROLES_MANAGEMENT_READ_PREVIEW: 'ROLES_MANAGEMENT_READ_PREVIEW',
  ROLES_MANAGEMENT_CREATE_CUSTOM: 'ROLES_MANAGEMENT_CREATE_CUSTOM',
  ROLES_MANAGEMENT_CREATE_DEFAULT: 'ROLES_MANAGEMENT_CREATE_DEFAULT',
  ROLES_MANAGEMENT_CREATE_CLONE: 'ROLES_MANAGEMENT_CREATE_CLONE',
  ROLES_MANAGEMENT_MODIFY_SYSTEM: 'ROLES_MANAGEMENT_MODIFY_SYSTEM',
  ROLES_MANAGEMENT_MODIFY_DEFAULT: 'ROLES_MANAGEMENT_MODIFY_DEFAULT',
  ROLES_MANAGEMENT_MODIFY_CUSTOM: 'ROLES_MANAGEMENT_MODIFY_CUSTOM',
  ERP_READ_PREVIEW: 'ERP_READ_PREVIEW',
  ERP_CREATE: 'ERP_CREATE',
  ERP_MODIFY: 'ERP_MODIFY',
  MODULES_READ_PREVIEW: 'MODULES_READ_PREVIEW',
  MODULES_CREATE: 'MODULES_CREATE',
  MODULES_MODIFY: 'MODULES_MODIFY',
  // Write counterparts enforced by the services
  STORES_MANAGEMENT_CREATE: 'STORES_MANAGEMENT_CREATE',
  STORES_MANAGEMENT_MODIFY: 'STORES_MANAGEMENT_MODIFY',
  USERS_MANAGEMENT_CREATE: 'USERS_MANAGEMENT_CREATE',
  USERS_MANAGEMENT_MODIFY: 'USERS_MANAGEMENT_MODIFY',
  GLOBAL_CONFIGURATION_MODIFY: 'GLOBAL_CONFIGURATION_MODIFY',
  /** Upload, apply and cancel data imports (issue 11). */
  DATA_IMPORT_MODIFY: 'DATA_IMPORT_MODIFY',
  /** Upload images, sync an FTP image folder, cancel an image import (issue 13). */
  IMAGE_IMPORT_MODIFY: 'IMAGE_IMPORT_MODIFY',
  PRODUCT_DETAILS_CONFIGURATION_MODIFY: 'PRODUCT_DETAILS_CONFIGURATION_MODIFY',
  FILTER_CONFIGURATION_MODIFY: 'FILTER_CONFIGURATION_MODIFY',
  PRE_FILTER_CONFIGURATION_MODIFY: 'PRE_FILTER_CONFIGURATION_MODIFY',
  CATLOG_VIEW_CONFIGURATION_MODIFY: 'CATLOG_VIEW_CONFIGURATION_MODIFY',
  /** Save the RFID config (issue 14 item 1). */
  RFID_CONFIGURATION_MODIFY: 'RFID_CONFIGURATION_MODIFY',
  /** Map, unmap and move reusable tags (issue 14 item 2). */
  TAG_MAPPING_MODIFY: 'TAG_MAPPING_MODIFY',
  /** Save and delete tag designs (issue 14 item 3); printing configs and jobs need RFID_PRINTING_MODIFY_PRINTING. */
  TAG_DESIGN_CONFIGURATION_MODIFY: 'TAG_DESIGN_CONFIGURATION_MODIFY',
  /** Save the theme and its logos (issue 15 item 4); reading it needs only a session of the merchant. */
  THEME_CONFIGURATION_MODIFY: 'THEME_CONFIGURATION_MODIFY',
  /** Save notification configs and channel settings, send a test (issue 15 item 1). */
  NOTIFICATIONS_CONFIGURATION_MODIFY: 'NOTIFICATIONS_CONFIGURATION_MODIFY',
  /** Gold rate management (spec section 2 names the area; its permissions are the product's). */
  GOLD_RATE_READ_PREVIEW: 'GOLD_RATE_READ_PREVIEW',
  GOLD_RATE_MODIFY: 'GOLD_RATE_MODIFY',
  API_KEY_CREATE: 'API_KEY_CREATE',
  API_KEY_MODIFY: 'API_KEY_MODIFY',
  /** Stock-take (issue 12): a tablet (or a user) sends counts; configs; devices, tablets and licences. */
  STOCK_TAKE_COUNT_CREATE: 'STOCK_TAKE_COUNT_CREATE',
  STOCK_TAKE_CONFIGURATION_MODIFY: 'STOCK_TAKE_CONFIGURATION_MODIFY',
  REPORT_CONFIGURATION_MODIFY: 'REPORT_CONFIGURATION_MODIFY',
  DEVICES_MANAGEMENT_READ_PREVIEW: 'DEVICES_MANAGEMENT_READ_PREVIEW',
  DEVICES_MANAGEMENT_MODIFY: 'DEVICES_MANAGEMENT_MODIFY',
  LICENCE_MANAGEMENT_READ_PREVIEW: 'LICENCE_MANAGEMENT_READ_PREVIEW',
  LICENCE_MANAGEMENT_MODIFY: 'LICENCE_MANAGEMENT_MODIFY',
  /** Provider roles: act on every merchant, not only the caller's own. */
  MERCHANTS_ALL_ACCESS: 'MERCHANTS_ALL_ACCESS',
  /** The provider's serial keys (issue 15 item 5): each registers one merchant with its licence. Provider only. */
  SERIAL_KEYS_READ_PREVIEW: 'SERIAL_KEYS_READ_PREVIEW',
  SERIAL_KEYS_CREATE: 'SERIAL_KEYS_CREATE',
  SERIAL_KEYS_MODIFY: 'SERIAL_KEYS_MODIFY',
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

export const ALL_PERMISSIONS: readonly Permission[] = Object.freeze(Object.values(PERMISSIONS));

const WILDCARD = '**';

function wildcardPrefix(permission: string): string | undefined {
  return permission.endsWith(WILDCARD) ? permission.slice(0, -WILDCARD.length) : undefined;
}

/** Does one granted permission satisfy one required permission? `**` works on either side. */
export function grantMatches(granted: string, required: string): boolean {
  const grantPrefix = wildcardPrefix(granted);
  const requiredPrefix = wildcardPrefix(required);
  if (grantPrefix !== undefined && requiredPrefix !== undefined) {
    return requiredPrefix.startsWith(grantPrefix) || grantPrefix.startsWith(requiredPrefix);
  }
  if (requiredPrefix !== undefined) return granted.startsWith(requiredPrefix);
  if (grantPrefix !== undefined) return required.startsWith(grantPrefix);
  return granted === required;
}

/** Spec section 6: a user's roles are a list of strings; a wildcard ending in ** matches by prefix. */
export function hasPermission(granted: readonly string[] | undefined | null, required: string): boolean {
  if (!granted) return false;
  return granted.some((g) => grantMatches(g, required));
}

export function hasAnyPermission(granted: readonly string[] | undefined | null, required: readonly string[]): boolean {
  return required.some((r) => hasPermission(granted, r));
}

export function hasAllPermissions(granted: readonly string[] | undefined | null, required: readonly string[]): boolean {
  return required.every((r) => hasPermission(granted, r));
}
