import { isTopicSetupRace } from './kafka-bus';

describe('isTopicSetupRace', () => {
  it('retries the answers a settling broker gives', () => {
    expect(isTopicSetupRace({ name: 'KafkaJSProtocolError', type: 'UNKNOWN_TOPIC_OR_PARTITION', retriable: true })).toBe(true);
    expect(isTopicSetupRace({ name: 'KafkaJSCreateTopicError', type: 'TOPIC_ALREADY_EXISTS', retriable: false })).toBe(true);
    expect(isTopicSetupRace({ name: 'KafkaJSProtocolError', type: 'LEADER_NOT_AVAILABLE' })).toBe(true);
    expect(
      isTopicSetupRace({
        name: 'KafkaJSAggregateError',
        errors: [
          { type: 'TOPIC_ALREADY_EXISTS', retriable: false },
          { type: 'UNKNOWN_TOPIC_OR_PARTITION', retriable: true },
        ],
      }),
    ).toBe(true);
  });

  it('does not retry real failures', () => {
    expect(isTopicSetupRace(undefined)).toBe(false);
    expect(isTopicSetupRace({ name: 'KafkaJSProtocolError', type: 'TOPIC_AUTHORIZATION_FAILED', retriable: false })).toBe(false);
    expect(isTopicSetupRace({ name: 'KafkaJSAggregateError', errors: [{ type: 'INVALID_REPLICATION_FACTOR', retriable: false }] })).toBe(false);
    expect(isTopicSetupRace({ name: 'KafkaJSAggregateError', errors: [] })).toBe(false);
  });
});
