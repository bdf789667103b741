import { createLogger } from '@hub/service-kit';
import { createGateway, createProxyGateway, demoSignins, REPO_ROOT, serviceUrlsFromEnv } from './index';

// `npm start`: the all-in-one hub. PORT (8080), HUB_DATA_DIR, DATABASE_URL, HUB_JWT_SECRET, HUB_DEMO_PASSWORD.
// Proxy mode (distributed) when service URLs are set: HUB_SERVICE_URLS or SVC_AUTH_URL, SVC_CATALOG_URL,
// SVC_IMPORT_URL, SVC_STOCKTAKE_URL, SVC_NOTIFY_URL; with HUB_JWT_SECRET (required) and KAFKA_BROKERS.
async function main(): Promise<void> {
  const logger = createLogger({ name: 'gateway' });
  const port = Number(process.env.PORT ?? 8080);
  const serviceUrls = serviceUrlsFromEnv();
  let close: () => Promise<void>;
  if (serviceUrls) {
    const jwtSecret = process.env.HUB_JWT_SECRET;
    if (!jwtSecret) {
      logger.fatal('HUB_JWT_SECRET is required in proxy mode (the same secret as the services)');
      process.exit(1);
    }
    const gateway = await createProxyGateway({ serviceUrls, jwtSecret, repoRoot: REPO_ROOT, logger, trustProxy: process.env.HUB_TRUST_PROXY });
    const { url } = await gateway.listen(port, process.env.HOST);
    logger.info({ url, services: serviceUrls }, 'Hub gateway (proxy mode) is running');
    close = () => gateway.close();
  } else {
    const gateway = await createGateway({ logger, seedDemoHistory: process.env.HUB_SEED_DEMO_HISTORY !== '0' });
    const { url } = await gateway.listen(port, process.env.HOST);
    const lines = [
      '',
      `Hub is running at ${url}`,
      '',
      'Demo sign-ins:',
      ...demoSignins().map((d) => `  ${d.merchant.padEnd(5)} ${d.role.padEnd(14)} ${d.email}`),
      process.env.HUB_DEMO_PASSWORD ? '  password: the value of HUB_DEMO_PASSWORD' : `  password: ${demoSignins()[0]?.password ?? ''}`,
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    close = () => gateway.close();
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    close()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  createLogger({ name: 'gateway' }).fatal({ err }, 'the hub could not start');
  process.exit(1);
});
