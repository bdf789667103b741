import type { ModuleStatus, RoleName } from '@hub/contracts';

export const DEMO_PASSWORD_DEFAULT = 'Demo@1234';

export interface DemoStore {
  code: string;
  name: string;
  profile: string;
  country: string;
  state: string;
  city: string;
  line1: string;
  line2?: string;
  zipcode: string;
  lat: number;
  lng: number;
  tz: string;
  /** ISO 4217: the demo prices in baht, dirham and yuan. */
  currency: string;
  manager?: string;
  autosync?: { isEnable: boolean; startDate: string | null; startTime: string | null; syncFrequency: string | null };
  openingTime?: { hours: number; minutes: number };
  closingTime?: { hours: number; minutes: number };
  dataImport?: 'Tested' | 'Not Tested';
}

export interface DemoMerchant {
  id: string;
  name: string;
  profiles: string[];
  stores: DemoStore[];
}

export interface DemoUser {
  email: string;
  userName: string;
  roleName: RoleName;
  merchantId: string;
  profile?: string;
  defaultSid?: string;
  stores?: string[];
  merchants?: string[];
  phone?: string;
}

export const DEMO_MERCHANTS: readonly DemoMerchant[] = [
  {
    id: 'DEMO',
    name: 'Demo Jewellers',
    profiles: ['default', 'north'],
    stores: [
      {
        code: 'MASTER',
        name: 'Master location',
        profile: 'default',
        country: 'Thailand',
        state: 'Bangkok',
        city: 'Bangkok',
        line1: '1 Sukhumvit Road',
        zipcode: '10110',
        lat: 13.7367,
        lng: 100.5608,
        tz: 'Asia/Bangkok',
        currency: 'THB',
      },
      {
        code: 'BKK-SIAM',
        name: 'Bangkok Siam Paragon',
        profile: 'default',
        country: 'Thailand',
        state: 'Bangkok',
        city: 'Pathum Wan',
        line1: 'Siam Paragon, 991 Rama I Road',
        line2: 'Level M, unit M-21',
        zipcode: '10330',
        lat: 13.7462,
        lng: 100.5347,
        tz: 'Asia/Bangkok',
        currency: 'THB',
        manager: 'storemanager@demo.hub',
        autosync: { isEnable: true, startDate: '2026-01-01', startTime: '02:00', syncFrequency: 'DAILY' },
        openingTime: { hours: 10, minutes: 0 },
        closingTime: { hours: 22, minutes: 0 },
        dataImport: 'Tested',
      },
      {
        code: 'CNX-NIMMAN',
        name: 'Chiang Mai Nimman',
        profile: 'north',
        country: 'Thailand',
        state: 'Chiang Mai',
        city: 'Mueang Chiang Mai',
        line1: 'MAYA Lifestyle Shopping Center, 55 Huay Kaew Road',
        zipcode: '50300',
        lat: 18.8023,
        lng: 98.9676,
        tz: 'Asia/Bangkok',
        currency: 'THB',
        openingTime: { hours: 11, minutes: 0 },
        closingTime: { hours: 21, minutes: 30 },
      },
      {
        code: 'DXB-GOLDSOUK',
        name: 'Dubai Gold Souk',
        profile: 'default',
        country: 'United Arab Emirates',
        state: 'Dubai',
        city: 'Deira',
        line1: 'Gold Souk, Sikkat Al Khail Road',
        line2: 'Shop 14',
        zipcode: '00000',
        lat: 25.2709,
        lng: 55.2966,
        tz: 'Asia/Dubai',
        currency: 'AED',
        openingTime: { hours: 10, minutes: 0 },
        closingTime: { hours: 22, minutes: 0 },
        dataImport: 'Tested',
      },
      {
        code: 'SHA-NANJING',
        name: 'Shanghai Nanjing Road',
        profile: 'default',
        country: 'China',
        state: 'Shanghai',
        city: 'Huangpu',
        line1: '800 Nanjing Road East',
        zipcode: '200001',
        lat: 31.2359,
        lng: 121.4807,
        tz: 'Asia/Shanghai',
        currency: 'CNY',
        autosync: { isEnable: false, startDate: null, startTime: null, syncFrequency: null },
      },
    ],
  },
  {
    id: 'ACME',
    name: 'Acme Gold',
    profiles: ['default'],
    stores: [
      {
        code: 'MASTER',
        name: 'Master location',
        profile: 'default',
        country: 'United Arab Emirates',
        state: 'Dubai',
        city: 'Dubai',
        line1: 'Business Bay, Bay Square Building 5',
        zipcode: '00000',
        lat: 25.1857,
        lng: 55.2824,
        tz: 'Asia/Dubai',
        currency: 'AED',
      },
      {
        code: 'ACME-DXB-MALL',
        name: 'Acme The Dubai Mall',
        profile: 'default',
        country: 'United Arab Emirates',
        state: 'Dubai',
        city: 'Downtown Dubai',
        line1: 'The Dubai Mall, Financial Center Road',
        zipcode: '00000',
        lat: 25.1972,
        lng: 55.2796,
        tz: 'Asia/Dubai',
        currency: 'AED',
      },
      {
        code: 'ACME-BKK-ICON',
        name: 'Acme ICONSIAM',
        profile: 'default',
        country: 'Thailand',
        state: 'Bangkok',
        city: 'Khlong San',
        line1: 'ICONSIAM, 299 Charoen Nakhon Road',
        zipcode: '10600',
        lat: 13.7267,
        lng: 100.5104,
        tz: 'Asia/Bangkok',
        currency: 'THB',
      },
    ],
  },
];

/** One DEMO user per role, plus the ACME administrator. */
export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'owner@demo.hub', userName: 'Olivia Owner', roleName: 'OWNER', merchantId: 'DEMO' },
  { email: 'admin@demo.hub', userName: 'Adam Admin', roleName: 'ADMIN', merchantId: 'DEMO', merchants: ['ACME'] },
  {
    email: 'storemanager@demo.hub',
    userName: 'Somchai Store Manager',
    roleName: 'STORE_MANAGER',
    merchantId: 'DEMO',
    defaultSid: 'BKK-SIAM',
    stores: ['BKK-SIAM', 'CNX-NIMMAN'],
  },
  { email: 'user@demo.hub', userName: 'Ursula User', roleName: 'USER', merchantId: 'DEMO', defaultSid: 'BKK-SIAM', stores: ['BKK-SIAM'] },
  { email: 'sadmin@demo.hub', userName: 'Sam Provider Admin', roleName: 'SADMIN', merchantId: 'DEMO' },
  { email: 'support@demo.hub', userName: 'Sue Support', roleName: 'SUPPORT', merchantId: 'DEMO' },
  { email: 'developer@demo.hub', userName: 'Dev Developer', roleName: 'DEVELOPER', merchantId: 'DEMO' },
  { email: 'printing@demo.hub', userName: 'Pim Printing', roleName: 'PRINTING', merchantId: 'DEMO' },
  {
    email: 'storeuser@demo.hub',
    userName: 'Sara Store User',
    roleName: 'STORE_USER',
    merchantId: 'DEMO',
    defaultSid: 'DXB-GOLDSOUK',
    stores: ['DXB-GOLDSOUK'],
  },
  { email: 'admin@acme.hub', userName: 'Ada Acme Admin', roleName: 'ADMIN', merchantId: 'ACME' },
];

/** Roles besides the built-in ones: a provider template (default, every merchant) and a custom role of DEMO. */
export interface DemoRole {
  kind: 'default' | 'custom';
  merchantId: string | null;
  name: string;
  description: string;
  baseRole: string;
  permissions: string[];
}

export const DEMO_ROLES: readonly DemoRole[] = [
  {
    kind: 'default',
    merchantId: null,
    name: 'Catalogue viewer',
    description: 'Browses products; nothing else.',
    baseRole: 'USER',
    permissions: ['PRODUCTS_READ_PREVIEW'],
  },
  {
    kind: 'custom',
    merchantId: 'DEMO',
    name: 'Stock auditor',
    description: 'Reads products and every stock-take report of the assigned stores.',
    baseRole: 'STORE_USER',
    permissions: ['PRODUCTS_READ_PREVIEW', 'STOCK_TAKE_REPORT_**'],
  },
];

/** DEMO's setup: done (Setup CREATED), config modules in a mix of states. */
export const DEMO_SETUP_MODULES: Readonly<Record<string, Readonly<Record<string, ModuleStatus>>>> = {
  DEMO: {
    Setup: 'CREATED',
    'Data Import': 'UPDATED',
    'Catalog View': 'CREATED',
    'Product Details': 'UPDATED',
    Filter: 'CREATED',
    'Pre Filter': 'BEFORE_CREATED',
    'Stock Take': 'CREATED',
    Theme: 'UPDATED',
    'Tag Design': 'BEFORE_CREATED',
    Report: 'CREATED',
    RFID: 'UPDATED',
    Notifications: 'BEFORE_CREATED',
    Integrations: 'BEFORE_CREATED',
    Global: 'CREATED',
  },
  ACME: {
    Setup: 'CREATED',
    'Data Import': 'BEFORE_CREATED',
    Global: 'CREATED',
  },
};
