import { createHash } from 'node:crypto';
import { fingerprintHex, ftpSettingsSchema } from './import-sources';

describe('an FTPS/SFTP server fingerprint (issue 13, ADR 0026)', () => {
  const hash = createHash('sha256').update('a host key').digest();
  const hex = hash.toString('hex');
  const openSsh = `SHA256:${hash.toString('base64').replace(/=+$/, '')}`;
  const openSsl = hex.toUpperCase().match(/../g)!.join(':');
  const settings = { protocol: 'sftp', host: 'h', port: 22, remotePath: '/a.csv', username: 'u' };

  it.each([
    ['OpenSSH (ssh-keygen -lf)', openSsh],
    ['OpenSSH with its padding', `${openSsh}=`],
    ['openssl x509 -fingerprint -sha256', openSsl],
    ['hex without colons', hex],
    ['upper-case hex, spaces around', ` ${hex.toUpperCase()} `],
  ])('When it is written as %s, then it names the same 32 bytes and the settings take it', (_form, text) => {
    expect(fingerprintHex(text)).toBe(hex);
    expect(ftpSettingsSchema.safeParse({ ...settings, fingerprint: text }).success).toBe(true);
  });

  it.each([
    ['a SHA-1 fingerprint', createHash('sha1').update('x').digest('hex')],
    ['an MD5 one with colons', createHash('md5').update('x').digest('hex').match(/../g)!.join(':')],
    ['base64 without its SHA256: prefix', hash.toString('base64')],
    ['a truncated OpenSSH one', openSsh.slice(0, -1)],
    ['colons in the wrong places', `${hex.slice(0, 3)}:${hex.slice(3)}`],
    ['nothing', ''],
  ])('When it is %s, then it is refused', (_what, text) => {
    expect(fingerprintHex(text)).toBeNull();
    expect(ftpSettingsSchema.safeParse({ ...settings, fingerprint: text }).success).toBe(false);
  });

  it('When the protocol is plain FTP, then a fingerprint is refused on the fingerprint field (there is no identity to pin)', () => {
    const parsed = ftpSettingsSchema.safeParse({ ...settings, protocol: 'ftp', fingerprint: hex });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'))).toEqual(['fingerprint']);
    expect(ftpSettingsSchema.safeParse({ ...settings, protocol: 'ftps', fingerprint: openSsl }).success).toBe(true);
  });

  it('When none is given, then the settings have none (today\'s behaviour: encrypted, not verified)', () => {
    expect(ftpSettingsSchema.parse(settings)).not.toHaveProperty('fingerprint');
  });
});
