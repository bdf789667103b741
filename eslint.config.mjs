// Lint rules for every workspace. Remotes never import other remotes; services never import
// other services (ARCHITECTURE.md, STYLE.md "Backstage"): both talk through @hub/contracts.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mf-catalog', 'mf-import', 'mf-config', 'mf-reports', 'mf-admin'];
const SERVICES = ['svc-auth', 'svc-catalog', 'svc-import', 'svc-stocktake', 'svc-notify'];

function forbidSiblings(own, siblings, kind) {
  const others = siblings.filter((s) => s !== own);
  return {
    files: [`${own}/**/*.{ts,tsx,js,mjs}`, `**/${own}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: others.flatMap((o) => [
            { group: [`@hub/${o}`, `@hub/${o}/*`], message: `A ${kind} must not import another ${kind} (${o}).` },
            { group: [`**/${o}`, `**/${o}/*`], message: `A ${kind} must not import another ${kind} (${o}).` },
          ]),
        },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', 'e2e/artifacts/**', 'infra/kafka/lib/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...REMOTES.map((r) => forbidSiblings(r, [...REMOTES, 'shell'], 'remote')),
  forbidSiblings('shell', REMOTES, 'remote'),
  ...SERVICES.map((s) => forbidSiblings(s, SERVICES, 'service')),
);
