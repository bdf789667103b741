import { z } from 'zod';
import * as contracts from './index';

/**
 * Issue 9 item 3: every string field of the contracts' schemas has a maximum length (a store's
 * `manager` once took 900 KB). Walks every exported zod schema and lists the strings without one.
 */
function unboundedStrings(schema: z.ZodTypeAny, path: string, seen: Set<z.ZodTypeAny>, out: string[]): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = schema._def as Record<string, unknown> & { typeName?: string };
  switch (def.typeName) {
    case z.ZodFirstPartyTypeKind.ZodString: {
      const checks = (def.checks as { kind: string }[]) ?? [];
      if (!checks.some((c) => c.kind === 'max' || c.kind === 'length' || c.kind === 'uuid' || c.kind === 'datetime')) out.push(path || '(root)');
      return;
    }
    case z.ZodFirstPartyTypeKind.ZodObject:
      for (const [key, inner] of Object.entries((schema as z.AnyZodObject).shape as Record<string, z.ZodTypeAny>)) unboundedStrings(inner, `${path}.${key}`, seen, out);
      if (def.catchall && (def.catchall as z.ZodTypeAny)._def.typeName !== z.ZodFirstPartyTypeKind.ZodNever) unboundedStrings(def.catchall as z.ZodTypeAny, `${path}.*`, seen, out);
      return;
    case z.ZodFirstPartyTypeKind.ZodArray:
      return unboundedStrings(def.type as z.ZodTypeAny, `${path}[]`, seen, out);
    case z.ZodFirstPartyTypeKind.ZodRecord:
      unboundedStrings(def.keyType as z.ZodTypeAny, `${path}{key}`, seen, out);
      return unboundedStrings(def.valueType as z.ZodTypeAny, `${path}{}`, seen, out);
    case z.ZodFirstPartyTypeKind.ZodUnion:
    case z.ZodFirstPartyTypeKind.ZodDiscriminatedUnion:
      for (const [i, option] of [...(def.options as Iterable<z.ZodTypeAny>)].entries()) unboundedStrings(option, `${path}|${i}`, seen, out);
      return;
    case z.ZodFirstPartyTypeKind.ZodIntersection:
      unboundedStrings(def.left as z.ZodTypeAny, path, seen, out);
      return unboundedStrings(def.right as z.ZodTypeAny, path, seen, out);
    case z.ZodFirstPartyTypeKind.ZodTuple:
      for (const [i, item] of (def.items as z.ZodTypeAny[]).entries()) unboundedStrings(item, `${path}[${i}]`, seen, out);
      return;
    case z.ZodFirstPartyTypeKind.ZodOptional:
    case z.ZodFirstPartyTypeKind.ZodNullable:
    case z.ZodFirstPartyTypeKind.ZodDefault:
    case z.ZodFirstPartyTypeKind.ZodCatch:
    case z.ZodFirstPartyTypeKind.ZodReadonly:
      return unboundedStrings(def.innerType as z.ZodTypeAny, path, seen, out);
    case z.ZodFirstPartyTypeKind.ZodEffects:
      return unboundedStrings(def.schema as z.ZodTypeAny, path, seen, out);
    case z.ZodFirstPartyTypeKind.ZodBranded:
      return unboundedStrings(def.type as z.ZodTypeAny, path, seen, out);
    case z.ZodFirstPartyTypeKind.ZodPipeline:
      unboundedStrings(def.in as z.ZodTypeAny, path, seen, out);
      return unboundedStrings(def.out as z.ZodTypeAny, path, seen, out);
    case z.ZodFirstPartyTypeKind.ZodLazy:
      return unboundedStrings((def.getter as () => z.ZodTypeAny)(), path, seen, out);
    default:
      return;
  }
}

describe('string limits of the contracts (issue 9 item 3)', () => {
  const schemas = Object.entries(contracts as Record<string, unknown>).filter((entry): entry is [string, z.ZodTypeAny] => entry[1] instanceof z.ZodType);

  it('when the contracts are loaded, then there are schemas to check', () => {
    expect(schemas.length).toBeGreaterThan(20);
  });

  it('when every exported schema is walked, then every string has a maximum length', () => {
    const out: string[] = [];
    for (const [name, schema] of schemas) unboundedStrings(schema, name, new Set(), out);
    expect(out).toEqual([]);
  });

  it('when the walker meets a string without a maximum, then it reports it (the check can fail)', () => {
    const out: string[] = [];
    unboundedStrings(z.object({ ok: z.string().max(5), bad: z.array(z.string().optional()) }), 'probe', new Set(), out);
    expect(out).toEqual(['probe.bad[]']);
  });
});
