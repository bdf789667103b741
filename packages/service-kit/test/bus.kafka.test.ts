import { KafkaEventBus } from '../src/kafka-bus';
import { ensureKafka, skipKafka } from '../src/testing/kafka';
import { busContract } from './bus-contract';

// The same contract on a real broker (infra/kafka, started here when it is not running).
// HUB_SKIP_KAFKA=1 skips it, and says so.
const skip = skipKafka();

(skip ? describe.skip : describe)('event bus contract: Kafka', () => {
  let brokers: string[] = [];
  beforeAll(async () => {
    brokers = await ensureKafka();
  }, 200000);

  busContract({
    name: 'kafka',
    create: async () => new KafkaEventBus({ brokers, clientId: 'contract-test', retry: { backoffMs: 20 } }),
    timeoutMs: 30000,
  });
});
