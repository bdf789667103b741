import { DEFAULT_ROLE_PERMISSIONS } from '@hub/contracts';
import { maskSerialKey, seesWholeSerialKeys, serialKeyForCaller } from './serial-key-mask';

describe('serial keys as a provider sees them (issue 25 item 5c)', () => {
  it('When a key is masked, then its first and last 4 characters stay and every other one but the dashes is hidden', () => {
    expect(maskSerialKey('HUB-7K2Q9-AAAAA-BBBBB-CCCCC')).toBe('HUB-*****-*****-*****-*CCCC');
    expect(maskSerialKey('ABCDEFGHIJ')).toBe('ABCD**GHIJ');
  });

  it('When a key is 8 characters or fewer, then nothing of it shows', () => {
    expect(maskSerialKey('ABCDEFGH')).toBe('********');
    expect(maskSerialKey('')).toBe('');
  });

  it('When the caller may issue keys (SADMIN), then keys come whole; a read-only provider (SUPPORT) gets them masked', () => {
    expect(seesWholeSerialKeys(DEFAULT_ROLE_PERMISSIONS.SADMIN)).toBe(true);
    expect(seesWholeSerialKeys(DEFAULT_ROLE_PERMISSIONS.SUPPORT)).toBe(false);
    expect(seesWholeSerialKeys(['SERIAL_KEYS_READ_PREVIEW', 'SERIAL_KEYS_MODIFY'])).toBe(false);
    const key = { id: 'k1', key: 'HUB-00000-11111-22222-33333' };
    expect(serialKeyForCaller(DEFAULT_ROLE_PERMISSIONS.SADMIN, key)).toEqual(key);
    expect(serialKeyForCaller(DEFAULT_ROLE_PERMISSIONS.SUPPORT, key)).toEqual({ id: 'k1', key: 'HUB-*****-*****-*****-*3333' });
    expect(key.key).toBe('HUB-00000-11111-22222-33333');
  });
});
