import { InProcessEventBus } from '../src/bus';
import { busContract } from './bus-contract';

describe('event bus contract: in-process', () => {
  busContract({ name: 'in-process', create: async () => new InProcessEventBus(), timeoutMs: 30_000 });
});
