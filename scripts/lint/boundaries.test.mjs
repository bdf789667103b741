// Proves the import-boundary rule fires for each forbidden edge and stays quiet for allowed ones
// (ADR 0020). Run by `npm test` (scripts/test-all.mjs) with node's test runner.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { ALLOWED_IMPORTS, readWorkspaces } from './boundaries.mjs';

const root = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file, source) {
  const [result] = await eslint.lintText(`${source}\nexport const used = x;\n`, { filePath: join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const FORBIDDEN = [
  ['a remote imports a service', 'mf-admin/src/x.ts', "import { x } from '@hub/svc-auth';"],
  ['a remote imports another remote', 'mf-admin/src/x.ts', "import { x } from '@hub/mf-catalog';"],
  ['a remote reaches another remote by path', 'mf-admin/src/x.ts', "import { x } from '../../mf-catalog/src/api/catalogApi';"],
  ['a remote imports the service kit', 'mf-config/src/x.ts', "import { x } from '@hub/service-kit';"],
  ['a remote reaches a service by path', 'mf-catalog/src/x.ts', "import { x } from '../../svc-catalog/src/domain/products';"],
  ['the shell imports a remote', 'shell/src/x.ts', "import { x } from '@hub/mf-admin';"],
  ['the shell imports a service', 'shell/src/x.ts', "import { x } from '@hub/svc-auth';"],
  ['a service imports another service', 'svc-catalog/src/x.ts', "import { x } from '@hub/svc-auth';"],
  ['a service reaches another service by path', 'svc-catalog/src/x.ts', "import { x } from '../../svc-auth/src/db/stores';"],
  ['a service imports the front-end kit', 'svc-import/src/x.ts', "import { x } from '@hub/ui';"],
  ['a service reaches into the kit internals', 'svc-import/src/x.ts', "import { x } from '@hub/service-kit/src/outbox';"],
  ['the front-end kit imports the service kit', 'packages/ui/src/x.ts', "import { x } from '@hub/service-kit';"],
  ['the service kit imports the front-end kit', 'packages/service-kit/src/x.ts', "import { x } from '@hub/ui';"],
  ['contracts import the service kit', 'packages/contracts/src/x.ts', "import { x } from '@hub/service-kit';"],
  ['contracts import the front-end kit', 'packages/contracts/src/x.ts', "import { x } from '@hub/ui';"],
  ['a journey reaches a service by path', 'e2e/journeys/x.e2e.ts', "import { x } from '../../svc-catalog/src/domain/demo-catalogue';"],
  ['a journey imports a service', 'e2e/journeys/x.e2e.ts', "import { x } from '@hub/svc-auth';"],
  ['a journey reaches contracts by path', 'e2e/journeys/x.e2e.ts', "import { x } from '../../packages/contracts/src/money';"],
  ['a journey imports a remote', 'e2e/journeys/x.e2e.ts', "import { x } from '@hub/mf-admin';"],
  ['the gateway imports a remote', 'infra/gateway/src/x.ts', "import { x } from '@hub/mf-admin';"],
];

const ALLOWED = [
  ['a remote imports contracts and the front-end kit', 'mf-admin/src/x.ts', "import { x } from '@hub/contracts';\nimport { y } from '@hub/ui';\nexport const z = y;"],
  ["a remote's test imports the typed fetch fake", 'mf-admin/src/x.test.ts', "import { x } from '@hub/ui/testing';"],
  ["a remote imports the kit's localized Fluent inputs", 'mf-config/src/x.tsx', "import { Dropdown } from '@hub/ui/controls';\nexport const d = Dropdown;"],
  ["the shell's start imports the kit's core", 'shell/src/x.tsx', "import { hubStore } from '@hub/ui/core';\nexport const s = hubStore;"],
  ['a service imports contracts and the service kit', 'svc-auth/src/x.ts', "import { x } from '@hub/service-kit';\nimport { y } from '@hub/contracts';\nexport const z = y;"],
  ["a service's test imports the kit's testing helpers", 'svc-auth/test/x.test.ts', "import { x } from '@hub/service-kit/testing';"],
  ['the gateway mounts the services', 'infra/gateway/src/x.ts', "import { x } from '@hub/svc-auth';"],
  ['a journey imports contracts', 'e2e/journeys/x.e2e.ts', "import { x } from '@hub/contracts';"],
  ['a service imports its own modules', 'svc-auth/src/routes/x.ts', "import { x } from '../db/stores';"],
];

describe('the import-boundary rule (eslint no-restricted-imports from package roles)', () => {
  for (const [what, file, source] of FORBIDDEN) {
    it(`When ${what}, then lint fails`, async () => {
      assert.notDeepEqual(await boundaryErrors(file, source), [], `${file}: ${source}`);
    });
  }
  for (const [what, file, source] of ALLOWED) {
    it(`When ${what}, then lint is quiet`, async () => {
      assert.deepEqual(await boundaryErrors(file, source), []);
    });
  }
  it('When a workspace is listed, then it declares a known role', () => {
    for (const workspace of readWorkspaces(root)) assert.ok(workspace.role in ALLOWED_IMPORTS, workspace.dir);
  });
});
