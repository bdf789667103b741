import { createLogger } from '@hub/service-kit';
import { createGateway, demoSignins } from './index';

// `npm start`: the all-in-one hub. PORT (8080), HUB_DATA_DIR, DATABASE_URL, HUB_JWT_SECRET, HUB_DEMO_PASSWORD.
async function main(): Promise<void> {
  const logger = createLogger({ name: 'gateway' });
  const gateway = await createGateway({ logger });
  const port = Number(process.env.PORT ?? 8080);
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

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    gateway
      .close()
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
