// The import boundaries of the monorepo, derived from each workspace's role (`"hub": { "role" }` in its
// package.json; ADR 0020). A new package gets its rules from its role; a workspace without a known
// role fails the lint configuration at once.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Which roles a role may import (only through a package's public entry points). */
export const ALLOWED_IMPORTS = {
  contracts: [],
  'ui-kit': ['contracts'],
  'service-kit': ['contracts'],
  shell: ['contracts', 'ui-kit'],
  remote: ['contracts', 'ui-kit'],
  service: ['contracts', 'service-kit'],
  // The all-in-one edge mounts the services in one process and serves the built front ends.
  gateway: ['contracts', 'service-kit', 'service'],
  // Journeys drive the product from outside: through the browser and HTTP, never its internals.
  e2e: ['contracts'],
};

/** The public entry points of a package beyond its root (`@hub/ui/testing`...). */
// @hub/ui/controls: the Fluent inputs with their labels in the page's language, kept out of the main entry
// every page loads (issue 30 item 4). @hub/ui/core: what the shell's start and sign-in pages use, shared
// apart from the whole kit so the sign-in page does not download the signed-in components (issue 30 item 3).
// @hub/service-kit/storage: the local folder storage alone, for a worker thread that stores files itself (no database, no HTTP).
const PUBLIC_SUBPATHS = { 'service-kit': ['testing', 'storage'], 'ui-kit': ['testing', 'controls', 'core'] };

/** Every workspace with its folder, package name and role, from the root package.json. */
export function readWorkspaces(root) {
  const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return rootPackage.workspaces
    .flatMap((pattern) => (pattern.endsWith('/*') ? expand(root, pattern.slice(0, -2)) : [pattern]))
    .map((dir) => {
      const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
      const role = pkg.hub?.role;
      if (!(role in ALLOWED_IMPORTS)) throw new Error(`${dir}/package.json: "hub.role" must be one of ${Object.keys(ALLOWED_IMPORTS).join(', ')}`);
      return { dir, name: pkg.name, role };
    });
}

/** The workspace folders a one-level glob (`packages/*`) stands for: those holding a package.json. */
function expand(root, parent) {
  return readdirSync(join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, parent, entry.name, 'package.json')))
    .map((entry) => `${parent}/${entry.name}`);
}

function describe(target) {
  return `${target.name} (${target.role})`;
}

/** The `no-restricted-imports` patterns of one workspace: everything its role may not import. */
export function forbiddenPatterns(own, workspaces) {
  const allowed = ALLOWED_IMPORTS[own.role];
  return workspaces
    .filter((other) => other.dir !== own.dir)
    .flatMap((other) => {
      const folder = other.dir.split('/').pop();
      const message = `A ${own.role} (${own.name}) must not import ${describe(other)}: allowed are ${allowed.join(', ') || 'none of ours'}.`;
      if (!allowed.includes(other.role)) {
        return [
          { group: [other.name, `${other.name}/*`], message },
          { group: [`**/${folder}`, `**/${folder}/**`], message },
        ];
      }
      const open = (PUBLIC_SUBPATHS[other.role] ?? []).map((sub) => `!${other.name}/${sub}`);
      return [
        {
          group: [`${other.name}/*`, ...open],
          message: `${describe(other)} is imported through its entry point only, not its internals.`,
        },
        { group: [`**/${folder}/src/**`, `**/${folder}/dist/**`], message: `${describe(other)} is imported by name, never by path.` },
      ];
    });
}

/** ESLint flat-config entries, one per workspace. */
export function boundaryConfigs(root) {
  const workspaces = readWorkspaces(root);
  return workspaces.map((own) => ({
    files: [`${own.dir}/**/*.{ts,tsx,js,mjs,cjs}`],
    rules: { 'no-restricted-imports': ['error', { patterns: forbiddenPatterns(own, workspaces) }] },
  }));
}
