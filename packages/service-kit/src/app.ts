import express, { type Express } from 'express';
import { compressAnswers } from './compress-answers';
import { errorHandler, notFoundHandler } from './errors';
import { countOpenRequests } from './open-requests';
import type { Logger } from './logger';
import { securityHeaders } from './security-headers';
import type { HubService } from './service';

export interface ServiceAppOptions {
  logger?: Logger;
  /** Answers /ready: resolves when the service can take work. */
  ready?: () => Promise<void>;
}

/**
 * An Express app around services: the count of open requests (open-requests.ts), the security headers,
 * compression of large answers, their routers, /health, /ready, 404 SE101, the error handler.
 */
export function createServiceApp(services: readonly HubService[], options: ServiceAppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(countOpenRequests());
  app.use(securityHeaders());
  app.use(compressAnswers());
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/ready', async (_req, res) => {
    try {
      await options.ready?.();
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'not-ready' });
    }
  });
  for (const service of services) app.use(service.router);
  app.use(notFoundHandler);
  app.use(errorHandler(options.logger));
  return app;
}
