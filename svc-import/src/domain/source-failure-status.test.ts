import { failureStatus } from './source-failure-status';

describe('a source test failure’s status', () => {
  it.each(['PDDB102', 'PDDB103', 'PDDB104', 'PDDB105'])('%s is a configuration to fix: 400', (code) => {
    expect(failureStatus(code)).toBe(400);
  });

  it.each(['DBC100', 'PDDB101', 'PDDB106', 'WSC100', 'FTPC100', 'FTP101', 'SFTPC100', 'OSC100'])('%s is a source that failed: 502', (code) => {
    expect(failureStatus(code)).toBe(502);
  });
});
