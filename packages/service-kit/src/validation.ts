import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { AppError } from './errors';

export interface ValidationIssue {
  path: string;
  message: string;
}

/** Parses `value` with `schema`; a failure is 400 IP100 with the field issues in `details`. */
export function parseOrThrow<S extends z.ZodTypeAny>(schema: S, value: unknown, where: 'body' | 'query' | 'params'): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details: ValidationIssue[] = result.error.issues.map((issue) => ({
    path: [where, ...issue.path].join('.'),
    message: issue.message,
  }));
  throw new AppError('IP100', 400, details);
}

export interface ValidationSchemas {
  body?: z.ZodTypeAny;
  query?: z.ZodTypeAny;
  params?: z.ZodTypeAny;
}

/** Where `validate()` leaves what it parsed (Express 5 makes req.query read-only). */
export interface ValidatedLocals {
  body?: unknown;
  query?: unknown;
  params?: unknown;
}

/**
 * Validation middleware for plain Express routes: parsed values land in `res.locals.validated`.
 * Routes declared with `route()` validate on their own.
 */
export function validate(schemas: ValidationSchemas): RequestHandler {
  return (req, res, next) => {
    const validated: ValidatedLocals = {};
    if (schemas.params) validated.params = parseOrThrow(schemas.params, req.params, 'params');
    if (schemas.query) validated.query = parseOrThrow(schemas.query, req.query, 'query');
    if (schemas.body) validated.body = parseOrThrow(schemas.body, req.body, 'body');
    res.locals.validated = validated;
    next();
  };
}
