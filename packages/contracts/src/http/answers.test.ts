import * as http from './index';
import type { Endpoint } from './endpoint';

/** Every endpoint object of every `…Api` group exported by the declarations. */
function declaredEndpoints(): [string, Endpoint][] {
  const found: [string, Endpoint][] = [];
  for (const [group, value] of Object.entries(http)) {
    // The `…Api` groups only, as the gateway's OpenAPI document: the zod-free routes (route.ts) are no declarations.
    if (!/Api$/.test(group) || typeof value !== 'object' || value === null) continue;
    for (const [name, candidate] of Object.entries(value as Record<string, unknown>)) {
      const e = candidate as Partial<Endpoint> | null;
      if (e && typeof e === 'object' && typeof e.method === 'string' && typeof e.path === 'string' && Array.isArray(e.codes))
        found.push([`${group}.${name}`, e as Endpoint]);
    }
  }
  return found;
}

describe('every declared endpoint says what it answers (issue 29 item 6, ADR 0036)', () => {
  it('When an endpoint is declared, then its answer has a zod schema (answerSchema, noData) or is a file (fileAnswer)', () => {
    const endpoints = declaredEndpoints();
    expect(endpoints.length).toBeGreaterThan(100);
    const without = endpoints.filter(([, e]) => !e.data.schema && !e.data.file).map(([name]) => name);
    expect(without).toEqual([]);
  });
});
