import { DEFAULT_PUBLIC_URL, mailSettingsFromEnv, publicUrlWarning } from './settings';

describe('the public address of mailed links (issue 28 item 5)', () => {
  it('when HUB_PUBLIC_URL is unset or blank, then links carry localhost and the start-up warning says so', () => {
    expect(mailSettingsFromEnv({}).publicUrl).toBe(DEFAULT_PUBLIC_URL);
    expect(publicUrlWarning(undefined, DEFAULT_PUBLIC_URL)).toContain('HUB_PUBLIC_URL is not set: links in e-mails and messages would carry http://localhost:8080');
    expect(publicUrlWarning('  ', DEFAULT_PUBLIC_URL)).not.toBeNull();
  });

  it('when it is set, then there is no warning and links start with it', () => {
    expect(mailSettingsFromEnv({ HUB_PUBLIC_URL: 'https://hub.example.com/' }).publicUrl).toBe('https://hub.example.com');
    expect(publicUrlWarning('https://hub.example.com', 'https://hub.example.com')).toBeNull();
  });
});
