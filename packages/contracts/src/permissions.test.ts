import {
  ALL_PERMISSIONS,
  PERMISSIONS as P,
  grantMatches,
  hasAllPermissions,
  hasAnyPermission,
  hasPermission,
} from './permissions';

describe('hasPermission', () => {
  it('matches an exact grant', () => {
    expect(hasPermission(['PRODUCTS_READ_PREVIEW'], 'PRODUCTS_READ_PREVIEW')).toBe(true);
    expect(hasPermission(['USERS_MANAGEMENT_READ_PREVIEW', 'PRODUCTS_READ_PREVIEW'], 'PRODUCTS_READ_PREVIEW')).toBe(true);
  });

  it('rejects a permission that is not granted', () => {
    expect(hasPermission(['USERS_MANAGEMENT_READ_PREVIEW'], 'PRODUCTS_READ_PREVIEW')).toBe(false);
  });

  it('is case-sensitive', () => {
    expect(hasPermission(['products_read_preview'], 'PRODUCTS_READ_PREVIEW')).toBe(false);
  });

  it('does not treat a prefix or an extension of a grant as a match (no false positives)', () => {
    expect(hasPermission(['PRODUCTS_READ'], 'PRODUCTS_READ_PREVIEW')).toBe(false);
    expect(hasPermission(['PRODUCTS_READ_PREVIEW'], 'PRODUCTS_READ')).toBe(false);
    expect(hasPermission(['PRODUCTS_READ_PREVIEW_EXTRA'], 'PRODUCTS_READ_PREVIEW')).toBe(false);
    expect(hasPermission(['ACTIVITIES_READ_PREVIEW_SYSTEM'], 'ACTIVITIES_READ_PREVIEW_DEFAULT')).toBe(false);
    expect(hasPermission(['ACTIVITIES_READ_PREVIEW_SYSTEM'], 'ACTIVITIES_READ_PREVIEW')).toBe(false);
  });

  describe('wildcard ** in the required permission', () => {
    it('is satisfied by any grant with the same prefix', () => {
      expect(hasPermission(['ACTIVITIES_READ_PREVIEW_SYSTEM'], 'ACTIVITIES_READ_PREVIEW_**')).toBe(true);
      expect(hasPermission(['ACTIVITIES_READ_PREVIEW_DEFAULT'], P.ACTIVITIES_READ_PREVIEW_ANY)).toBe(true);
      expect(hasPermission(['ACTIVITIES_READ_PREVIEW_CUSTOM'], P.ACTIVITIES_READ_PREVIEW_ANY)).toBe(true);
    });

    it('is not satisfied by grants with another prefix', () => {
      expect(hasPermission(['PRODUCTS_READ_PREVIEW'], 'ACTIVITIES_READ_PREVIEW_**')).toBe(false);
      expect(hasPermission(['ACTIVITIES_MODIFY_SYSTEM'], 'ACTIVITIES_READ_PREVIEW_**')).toBe(false);
      // The grant is shorter than the prefix: not a match.
      expect(hasPermission(['ACTIVITIES_READ'], 'ACTIVITIES_READ_PREVIEW_**')).toBe(false);
    });
  });

  describe('wildcard ** in a grant', () => {
    it('a prefix grant satisfies every permission under it', () => {
      expect(hasPermission(['ACTIVITIES_**'], 'ACTIVITIES_READ_PREVIEW_SYSTEM')).toBe(true);
      expect(hasPermission(['ROLES_MANAGEMENT_**'], 'ROLES_MANAGEMENT_MODIFY_CUSTOM')).toBe(true);
    });

    it('a prefix grant does not satisfy permissions outside it', () => {
      expect(hasPermission(['ACTIVITIES_**'], 'PRODUCTS_READ_PREVIEW')).toBe(false);
      expect(hasPermission(['ROLES_MANAGEMENT_**'], 'USERS_MANAGEMENT_READ_PREVIEW')).toBe(false);
      expect(hasPermission(['ROLES_MANAGEMENT_MODIFY_**'], 'ROLES_MANAGEMENT_CREATE_CUSTOM')).toBe(false);
    });

    it('the bare ** grant satisfies everything', () => {
      for (const permission of ALL_PERMISSIONS) {
        expect(hasPermission(['**'], permission)).toBe(true);
      }
      expect(hasPermission(['**'], 'SOMETHING_NOT_LISTED')).toBe(true);
    });
  });

  describe('wildcard on both sides', () => {
    it('matches when one prefix contains the other', () => {
      expect(hasPermission(['ACTIVITIES_**'], 'ACTIVITIES_READ_PREVIEW_**')).toBe(true);
      expect(hasPermission(['**'], 'ACTIVITIES_READ_PREVIEW_**')).toBe(true);
      expect(hasPermission(['ACTIVITIES_READ_PREVIEW_**'], 'ACTIVITIES_READ_PREVIEW_**')).toBe(true);
      expect(hasPermission(['ACTIVITIES_READ_PREVIEW_SYS**'], 'ACTIVITIES_READ_PREVIEW_**')).toBe(true);
    });

    it('does not match disjoint prefixes', () => {
      expect(hasPermission(['PRODUCTS_**'], 'ACTIVITIES_READ_PREVIEW_**')).toBe(false);
      expect(hasPermission(['ACTIVITIES_MODIFY_**'], 'ACTIVITIES_READ_PREVIEW_**')).toBe(false);
    });
  });

  it('returns false for empty, undefined or null grants', () => {
    expect(hasPermission([], 'PRODUCTS_READ_PREVIEW')).toBe(false);
    expect(hasPermission(undefined, 'PRODUCTS_READ_PREVIEW')).toBe(false);
    expect(hasPermission(null, 'PRODUCTS_READ_PREVIEW')).toBe(false);
    expect(hasPermission([], P.ACTIVITIES_READ_PREVIEW_ANY)).toBe(false);
    expect(hasPermission(undefined, '**')).toBe(false);
  });
});

describe('grantMatches', () => {
  it('agrees with hasPermission on a single grant', () => {
    expect(grantMatches('ACTIVITIES_READ_PREVIEW_SYSTEM', 'ACTIVITIES_READ_PREVIEW_**')).toBe(true);
    expect(grantMatches('ACTIVITIES_**', 'ACTIVITIES_READ_PREVIEW_SYSTEM')).toBe(true);
    expect(grantMatches('PRODUCTS_READ', 'PRODUCTS_READ_PREVIEW')).toBe(false);
    expect(grantMatches('PRODUCTS_READ_PREVIEW', 'PRODUCTS_READ_PREVIEW')).toBe(true);
  });
});

describe('hasAnyPermission', () => {
  it('is true when at least one required permission is granted', () => {
    expect(hasAnyPermission(['DATA_IMPORT_READ_PREVIEW'], ['IMAGE_IMPORT_READ_PREVIEW', 'DATA_IMPORT_READ_PREVIEW'])).toBe(true);
    expect(hasAnyPermission(['ACTIVITIES_READ_PREVIEW_CUSTOM'], ['PRODUCTS_READ_PREVIEW', P.ACTIVITIES_READ_PREVIEW_ANY])).toBe(true);
  });

  it('is false when none is granted', () => {
    expect(hasAnyPermission(['USERS_MANAGEMENT_READ_PREVIEW'], ['IMAGE_IMPORT_READ_PREVIEW', 'DATA_IMPORT_READ_PREVIEW'])).toBe(false);
    expect(hasAnyPermission(['PRODUCTS_READ'], ['PRODUCTS_READ_PREVIEW'])).toBe(false);
  });

  it('is false for empty or missing grants and for an empty requirement list', () => {
    expect(hasAnyPermission([], ['PRODUCTS_READ_PREVIEW'])).toBe(false);
    expect(hasAnyPermission(undefined, ['PRODUCTS_READ_PREVIEW'])).toBe(false);
    expect(hasAnyPermission(null, ['PRODUCTS_READ_PREVIEW'])).toBe(false);
    expect(hasAnyPermission(['**'], [])).toBe(false);
  });
});

describe('hasAllPermissions', () => {
  it('is true only when every required permission is granted', () => {
    const required = ['TAG_MAPPING_READ_PREVIEW', 'RFID_PRINTING_MODIFY_PRINTING'];
    expect(hasAllPermissions(['TAG_MAPPING_READ_PREVIEW', 'RFID_PRINTING_MODIFY_PRINTING'], required)).toBe(true);
    expect(hasAllPermissions(['TAG_MAPPING_READ_PREVIEW'], required)).toBe(false);
    expect(hasAllPermissions(['RFID_PRINTING_MODIFY_PRINTING'], required)).toBe(false);
  });

  it('honours wildcards', () => {
    expect(hasAllPermissions(['**'], ['TAG_MAPPING_READ_PREVIEW', 'RFID_PRINTING_MODIFY_PRINTING'])).toBe(true);
    expect(hasAllPermissions(['ROLES_MANAGEMENT_**'], ['ROLES_MANAGEMENT_READ_PREVIEW', 'ROLES_MANAGEMENT_MODIFY_SYSTEM'])).toBe(true);
    expect(hasAllPermissions(['ROLES_MANAGEMENT_**'], ['ROLES_MANAGEMENT_READ_PREVIEW', 'USERS_MANAGEMENT_READ_PREVIEW'])).toBe(false);
  });

  it('is false for empty or missing grants when something is required', () => {
    expect(hasAllPermissions([], ['PRODUCTS_READ_PREVIEW'])).toBe(false);
    expect(hasAllPermissions(undefined, ['PRODUCTS_READ_PREVIEW'])).toBe(false);
    expect(hasAllPermissions(null, ['PRODUCTS_READ_PREVIEW'])).toBe(false);
  });
});

describe('PERMISSIONS', () => {
  it('lists each permission once, with ACTIVITIES_READ_PREVIEW_** as the only wildcard', () => {
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
    expect(ALL_PERMISSIONS.filter((p) => p.endsWith('**'))).toEqual(['ACTIVITIES_READ_PREVIEW_**']);
    for (const [key, value] of Object.entries(P)) {
      if (key !== 'ACTIVITIES_READ_PREVIEW_ANY') expect(value).toBe(key);
    }
  });
});
