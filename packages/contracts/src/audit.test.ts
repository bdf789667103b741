import { AUDIT_ACTIONS, AUDIT_ENTITIES, auditEntityOf, isAuditEntity } from './audit';

describe('AUDIT_ACTIONS: the audit trail actions by entity', () => {
  it('files each action under the entity it names, each once', () => {
    const all = Object.values(AUDIT_ACTIONS).flat();
    expect(new Set(all).size).toBe(all.length);
    for (const entity of AUDIT_ENTITIES) {
      for (const action of AUDIT_ACTIONS[entity]) expect([action, auditEntityOf(action)]).toEqual([action, entity]);
    }
  });

  it('knows the entities, API keys included', () => {
    expect(isAuditEntity('api-key')).toBe(true);
    expect(isAuditEntity('user')).toBe(true);
    expect(isAuditEntity('toString')).toBe(false);
    expect(isAuditEntity('nothing')).toBe(false);
  });
});
