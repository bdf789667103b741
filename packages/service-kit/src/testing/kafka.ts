import { spawnSync } from 'node:child_process';
import { createConnection } from 'node:net';
import { join } from 'node:path';

/** The repository root (from src/testing or dist/testing of packages/service-kit). */
const REPO_ROOT = join(__dirname, '..', '..', '..', '..');

/** True when the Kafka tests must be skipped (`HUB_SKIP_KAFKA=1`), and says so once. */
export function skipKafka(): boolean {
  if (process.env.HUB_SKIP_KAFKA !== '1') return false;
  console.warn('HUB_SKIP_KAFKA=1: the Kafka adapter tests are SKIPPED (they need the broker of infra/kafka).');
  return true;
}

export function testKafkaBrokers(): string[] {
  return (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',').map((b) => b.trim()).filter(Boolean);
}

function portOpen(hostPort: string): Promise<boolean> {
  const [host, port] = hostPort.split(':');
  return new Promise((resolve) => {
    const socket = createConnection({ host, port: Number(port) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * Makes sure a broker answers: when KAFKA_BROKERS is unset and 127.0.0.1:9092 is closed, starts the
 * broker of infra/kafka (`kafka.sh start` waits until it is ready and is safe to call in parallel).
 */
export async function ensureKafka(): Promise<string[]> {
  const brokers = testKafkaBrokers();
  if (await portOpen(brokers[0]!)) {
    if (!process.env.KAFKA_BROKERS) spawnSync('bash', [join(REPO_ROOT, 'infra/kafka/kafka.sh'), 'start'], { stdio: 'ignore', timeout: 120000 });
    return brokers;
  }
  if (process.env.KAFKA_BROKERS) throw new Error(`KAFKA_BROKERS=${process.env.KAFKA_BROKERS} does not answer`);
  const result = spawnSync('bash', [join(REPO_ROOT, 'infra/kafka/kafka.sh'), 'start'], { encoding: 'utf8', timeout: 180000 });
  if (result.status !== 0) throw new Error(`infra/kafka/kafka.sh start failed:\n${result.stdout}\n${result.stderr}`);
  return brokers;
}
