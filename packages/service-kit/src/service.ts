import type { FileStorage } from './storage';
import type { Router } from 'express';
import type { AuthOptions, SessionCheck } from './auth';
import type { EventBus } from './bus';
import type { Db } from './db/port';
import type { Logger } from './logger';
import { buildRouter, type RouteDefinition } from './route';

/** What every service is given by whoever runs it (the gateway, its own main.ts, a test). */
export interface ServiceDeps {
  db: Db;
  bus: EventBus;
  config: ServiceConfig;
  logger?: Logger;
  /** Rejects tokens of revoked sessions; the gateway passes svc-auth's check to every service. */
  isSessionActive?: SessionCheck;
  /** The storage port (uploads, claim-check batches, reports); services that keep files need it. */
  storage?: FileStorage;
}

export interface ServiceConfig {
  jwtSecret: string;
}

/** What every `createXService(deps)` returns. */
export interface HubService {
  name: string;
  router: Router;
  routes: readonly RouteDefinition[];
  migrate(): Promise<void>;
  stop(): Promise<void>;
}

export interface CreateServiceOptions {
  name: string;
  routes: readonly RouteDefinition[];
  auth: AuthOptions;
  logger?: Logger;
  migrate: () => Promise<void>;
  stop?: () => Promise<void>;
}

/** Builds the router of a service from its declared routes. */
export function createService(options: CreateServiceOptions): HubService {
  return {
    name: options.name,
    routes: options.routes,
    router: buildRouter(options.routes, options.auth, options.logger),
    migrate: options.migrate,
    stop: options.stop ?? (async () => undefined),
  };
}
