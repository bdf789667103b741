import { importSourcesApi } from '@hub/contracts';
import { failureStatus } from './source-failure-status';

describe('a source test failure’s status', () => {
  it.each(['PDDB102', 'PDDB103', 'PDDB104', 'PDDB105'])('%s is a configuration to fix: 400', (code) => {
    expect(failureStatus(code)).toBe(400);
  });

  it.each(['DBC100', 'PDDB101', 'PDDB106', 'WSC100', 'FTPC100', 'FTP101', 'SFTPC100', 'OSC100'])('%s is a source that failed: 502', (code) => {
    expect(failureStatus(code)).toBe(502);
  });
});

describe('the connection test’s declared errors (the OpenAPI document lists them)', () => {
  it('When a failure code is declared on the test, then it is declared with the status the test answers it with', () => {
    // PDDI106 (no such source) is answered before anything is tried.
    const declared = Object.entries(importSourcesApi.test.errors ?? {}).filter(([code]) => code !== 'PDDI106');
    expect(declared.length).toBeGreaterThan(10);
    for (const [code, status] of declared) expect({ code, status: failureStatus(code) }).toEqual({ code, status });
  });
});
