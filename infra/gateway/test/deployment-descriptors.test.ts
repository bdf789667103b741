import { SERVICE_NAMES } from '@hub/contracts';
import { databaseUrlVariable } from '@hub/service-kit';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { serviceUrlVariable } from '../src/proxy';

// The deployment descriptors (infra/compose, infra/k8s) cannot run here (no container engine), so
// this test reads them and holds them to the code: every environment variable they set on a Hub
// process is one that process's code reads, and every variable the process needs in distributed
// mode is set. The code side is scanned from the sources (process.env.X, env.X, env['X'], and the
// names built by databaseUrlVariable / serviceUrlVariable), not listed by hand.

const ROOT = join(__dirname, '..', '..', '..');
const COMPOSE_FILE = join(ROOT, 'infra/compose/compose.yaml');
const K8S_DIR = join(ROOT, 'infra/k8s');
const GATEWAY = 'gateway';
const PROCESSES = [...SERVICE_NAMES, GATEWAY];

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const asObj = (v: unknown): Obj => (isObj(v) ? v : {});
const asArr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

// ---------------------------------------------------------------- the code side

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'testing' || entry === 'test' ? [] : tsFiles(path);
    return /\.ts$/.test(entry) && !/\.(test|spec)\.ts$/.test(entry) && !entry.endsWith('.d.ts') ? [path] : [];
  });
}

interface CodeEnv {
  /** Variables the process's code reads. */
  reads: Set<string>;
  /** Variables whose absence makes the process exit or throw at start (`if (!x) { ... exit/throw }`). */
  required: Set<string>;
  /** Where each variable is read (for messages). */
  where: Map<string, string>;
}

function scanCode(process: string): CodeEnv {
  const roots = [
    join(ROOT, 'packages/service-kit/src'),
    join(ROOT, process === GATEWAY ? 'infra/gateway/src' : `${process}/src`),
  ];
  const reads = new Set<string>();
  const required = new Set<string>();
  const where = new Map<string, string>();
  const add = (name: string, file: string) => {
    reads.add(name);
    if (!where.has(name)) where.set(name, relative(ROOT, file));
  };
  for (const file of roots.flatMap(tsFiles)) {
    const text = readFileSync(file, 'utf8');
    for (const re of [
      /process\.env\.([A-Z][A-Z0-9_]*)/g,
      /\benv\.([A-Z][A-Z0-9_]*)/g,
      /env\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\]/g,
    ]) {
      for (const m of text.matchAll(re)) add(m[1]!, file);
    }
    // Names built from the service name: `<SERVICE>_DATABASE_URL` (a service's own database) and
    // `SVC_<NAME>_URL` (the gateway's proxy targets, and the services svc-auth's session start reads).
    if (/env\[databaseUrlVariable\(/.test(text) && process !== GATEWAY)
      add(databaseUrlVariable(process), file);
    if (/env\[serviceUrlVariable\(/.test(text))
      for (const s of SERVICE_NAMES) add(serviceUrlVariable(s), file);
    const requiredRe =
      /const (\w+) = process\.env\.([A-Z][A-Z0-9_]*);\s*if \(!\1\) \{[^}]*?(process\.exit|throw )/g;
    for (const m of text.matchAll(requiredRe)) required.add(m[2]!);
  }
  return { reads, required, where };
}

// ---------------------------------------------------------------- the descriptor side

interface ProcessEnv {
  /** compose.yaml or k8s/<file>. */
  source: string;
  process: string;
  /** name → value ('' when a reference could not be resolved). */
  env: Map<string, string>;
}

function composeEnvs(file = COMPOSE_FILE): { envs: ProcessEnv[]; problems: string[] } {
  const doc = asObj(parse(readFileSync(file, 'utf8')));
  const services = asObj(doc.services);
  const envs: ProcessEnv[] = [];
  const problems: string[] = [];
  for (const name of PROCESSES) {
    const svc = services[name];
    if (!isObj(svc)) {
      problems.push(`compose.yaml: no service ${name}`);
      continue;
    }
    if (svc.env_file !== undefined)
      problems.push(`compose.yaml ${name}: env_file is not checkable, set environment: instead`);
    const env = new Map<string, string>();
    if (Array.isArray(svc.environment)) {
      for (const entry of svc.environment as string[]) {
        const [key, ...rest] = String(entry).split('=');
        env.set(key!, rest.join('='));
      }
    } else {
      for (const [key, value] of Object.entries(asObj(svc.environment)))
        env.set(key, value === null || value === undefined ? '' : String(value));
    }
    const main = name === GATEWAY ? 'infra/gateway/dist/main.js' : `${name}/dist/main.js`;
    if (!asArr(svc.command).includes(main))
      problems.push(`compose.yaml ${name}: command does not run ${main}`);
    envs.push({ source: 'compose.yaml', process: name, env });
  }
  return { envs, problems };
}

interface K8sObject {
  file: string;
  kind: string;
  name: string;
  body: Obj;
}

function k8sObjects(dir = K8S_DIR): K8sObject[] {
  return readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .flatMap((f) =>
      parseAllDocuments(readFileSync(join(dir, f), 'utf8')).map((d) => {
        if (d.errors.length > 0) throw new Error(`k8s/${f}: ${d.errors[0]!.message}`);
        const body = asObj(d.toJS());
        return {
          file: `k8s/${f}`,
          kind: String(body.kind ?? ''),
          name: String(asObj(body.metadata).name ?? ''),
          body,
        };
      }),
    )
    .filter((o) => o.kind !== '');
}

function firstContainer(deployment: Obj): Obj {
  return asObj(asArr(asObj(asObj(asObj(deployment.spec).template).spec).containers)[0]);
}

function k8sEnvs(objects: K8sObject[]): { envs: ProcessEnv[]; problems: string[] } {
  const configMaps = new Map<string, Obj>();
  const secrets = new Map<string, Obj>();
  for (const o of objects) {
    if (o.kind === 'ConfigMap') configMaps.set(o.name, asObj(o.body.data));
    if (o.kind === 'Secret') secrets.set(o.name, { ...asObj(o.body.data), ...asObj(o.body.stringData) });
  }
  const envs: ProcessEnv[] = [];
  const problems: string[] = [];
  for (const name of PROCESSES) {
    const deployment = objects.find((o) => o.kind === 'Deployment' && o.name === name);
    if (!deployment) {
      problems.push(`k8s: no Deployment ${name}`);
      continue;
    }
    const where = `${deployment.file} ${name}`;
    const container = firstContainer(deployment.body);
    const env = new Map<string, string>();
    for (const from of asArr(container.envFrom).map(asObj)) {
      const cm = asObj(from.configMapRef).name as string | undefined;
      const sec = asObj(from.secretRef).name as string | undefined;
      const data = cm ? configMaps.get(cm) : sec ? secrets.get(sec) : undefined;
      if (!data) problems.push(`${where}: envFrom ${cm ?? sec} is not defined in infra/k8s`);
      else for (const [key, value] of Object.entries(data)) env.set(key, String(value ?? ''));
    }
    for (const e of asArr(container.env).map(asObj)) {
      const key = String(e.name);
      const ref = asObj(e.valueFrom);
      if (e.value !== undefined) env.set(key, String(e.value));
      else if (isObj(ref.secretKeyRef) || isObj(ref.configMapKeyRef)) {
        const r = asObj(ref.secretKeyRef ?? ref.configMapKeyRef);
        const store = isObj(ref.secretKeyRef) ? secrets : configMaps;
        const value = store.get(String(r.name))?.[String(r.key)];
        if (value === undefined)
          problems.push(
            `${where}: ${key} refers to ${String(r.name)}/${String(r.key)}, which no Secret/ConfigMap in infra/k8s defines`,
          );
        env.set(key, value === undefined ? '' : String(value));
      } else env.set(key, '');
    }
    envs.push({ source: deployment.file, process: name, env });
  }
  return { envs, problems };
}

// ---------------------------------------------------------------- the checks

function checkEnv(p: ProcessEnv, code: CodeEnv): string[] {
  const problems: string[] = [];
  const at = `${p.source} ${p.process}`;
  for (const [key, value] of p.env) {
    if (!code.reads.has(key)) problems.push(`${at}: sets ${key}, which ${p.process}'s code never reads`);
    if (value === '') problems.push(`${at}: ${key} is empty`);
  }
  const has = (key: string) => (p.env.get(key) ?? '') !== '';
  for (const key of code.required)
    if (!has(key)) problems.push(`${at}: ${key} is required by the code (it exits without it) but not set`);
  // Distributed mode: Kafka, not the in-process bus, on every process.
  if (!has('KAFKA_BROKERS'))
    problems.push(`${at}: KAFKA_BROKERS is not set (it would fall back to the in-process bus)`);
  if (p.process === GATEWAY) {
    // Proxy mode: a URL for every service (SVC_<NAME>_URL or HUB_SERVICE_URLS).
    const fromJson = has('HUB_SERVICE_URLS')
      ? Object.keys(JSON.parse(p.env.get('HUB_SERVICE_URLS')!) as object)
      : [];
    for (const s of SERVICE_NAMES) {
      if (!has(serviceUrlVariable(s)) && !fromJson.includes(s))
        problems.push(`${at}: no URL for ${s} (${serviceUrlVariable(s)} or HUB_SERVICE_URLS)`);
    }
  } else {
    // PostgreSQL, not PGlite: the service's own URL or DATABASE_URL.
    const own = databaseUrlVariable(p.process);
    if (!has(own) && !has('DATABASE_URL'))
      problems.push(`${at}: neither ${own} nor DATABASE_URL is set (it would fall back to PGlite)`);
    const url = p.env.get(own) || p.env.get('DATABASE_URL') || '';
    if (url && !/^postgres(ql)?:\/\//.test(url))
      problems.push(`${at}: the database URL is not a postgres:// URL`);
  }
  return problems;
}

function checkAll(envs: ProcessEnv[], codes: Map<string, CodeEnv>): string[] {
  return envs.flatMap((p) => checkEnv(p, codes.get(p.process)!));
}

describe('deployment descriptors (infra/compose, infra/k8s)', () => {
  const codes = new Map(PROCESSES.map((p) => [p, scanCode(p)]));
  const compose = composeEnvs();
  const objects = k8sObjects();
  const k8s = k8sEnvs(objects);

  it('the code scan finds the variables the processes read and require', () => {
    for (const s of SERVICE_NAMES) {
      const code = codes.get(s)!;
      for (const key of ['PORT', 'KAFKA_BROKERS', 'HUB_JWT_SECRET', 'DATABASE_URL', databaseUrlVariable(s)])
        expect(code.reads).toContain(key);
      expect([...code.required]).toEqual(expect.arrayContaining(['HUB_JWT_SECRET']));
    }
    expect(codes.get('svc-auth')!.reads).toContain('HUB_SEED_DEMO');
    expect(codes.get('svc-catalog')!.reads).not.toContain('HUB_SEED_DEMO');
    const gateway = codes.get(GATEWAY)!;
    for (const s of SERVICE_NAMES) expect(gateway.reads).toContain(serviceUrlVariable(s));
    expect(gateway.reads).toContain('HUB_SERVICE_URLS');
    expect(gateway.required).toContain('HUB_JWT_SECRET');
  });

  it('compose.yaml: every variable set is read by the code, every required one is set', () => {
    expect([...compose.problems, ...checkAll(compose.envs, codes)]).toEqual([]);
    expect(compose.envs.map((e) => e.process).sort()).toEqual([...PROCESSES].sort());
  });

  it('compose.yaml: PostgreSQL, a KRaft apache/kafka broker, the gateway published', () => {
    const doc = asObj(parse(readFileSync(COMPOSE_FILE, 'utf8')));
    const services = asObj(doc.services);
    expect(String(asObj(services.postgres).image)).toMatch(/^postgres:/);
    const kafka = asObj(services.kafka);
    expect(String(kafka.image)).toMatch(/^apache\/kafka:/);
    expect(String(asObj(kafka.environment).KAFKA_PROCESS_ROLES)).toContain('controller');
    expect(asArr(asObj(services.gateway).ports).map(String)).toContain('8080:8080');
    // Each service's PORT is where the gateway sends its traffic.
    const gatewayEnv = compose.envs.find((e) => e.process === GATEWAY)!.env;
    for (const s of SERVICE_NAMES) {
      const port = compose.envs.find((e) => e.process === s)!.env.get('PORT');
      expect(gatewayEnv.get(serviceUrlVariable(s))).toBe(`http://${s}:${port}`);
    }
  });

  it('k8s: every variable set is read by the code, every required one is set', () => {
    expect([...k8s.problems, ...checkAll(k8s.envs, codes)]).toEqual([]);
    expect(k8s.envs.map((e) => e.process).sort()).toEqual([...PROCESSES].sort());
  });

  it('k8s: secrets come from a Secret, shared settings from a ConfigMap, a Service and probes per process, an HPA for svc-import', () => {
    expect(objects.some((o) => o.kind === 'ConfigMap')).toBe(true);
    for (const name of PROCESSES) {
      const deployment = objects.find((o) => o.kind === 'Deployment' && o.name === name)!;
      const container = firstContainer(deployment.body);
      const env = asArr(container.env).map(asObj);
      const secretNames = [
        'HUB_JWT_SECRET',
        ...(name === GATEWAY ? [] : [databaseUrlVariable(name), 'DATABASE_URL']),
      ];
      for (const e of env) {
        if (secretNames.includes(String(e.name)))
          expect({ name: e.name, secretKeyRef: isObj(asObj(e.valueFrom).secretKeyRef) }).toEqual({
            name: e.name,
            secretKeyRef: true,
          });
      }
      for (const o of objects.filter((x) => x.kind === 'ConfigMap')) {
        for (const key of Object.keys(asObj(o.body.data))) expect(secretNames).not.toContain(key);
      }
      const port = Number(env.find((e) => e.name === 'PORT')?.value);
      const containerPorts = asArr(container.ports).map(asObj);
      expect(containerPorts.map((p) => p.containerPort)).toContain(port);
      const service = objects.find((o) => o.kind === 'Service' && o.name === name);
      expect(service).toBeDefined();
      const selector = asObj(asObj(service!.body.spec).selector);
      const labels = asObj(asObj(asObj(asObj(deployment.body.spec).template).metadata).labels);
      for (const [k, v] of Object.entries(selector)) expect(labels[k]).toBe(v);
      const target = asObj(asArr(asObj(service!.body.spec).ports)[0]).targetPort;
      expect(
        target === port || containerPorts.some((p) => p.name === target && p.containerPort === port),
      ).toBe(true);
      const probePath = (probe: string) => asObj(asObj(container[probe]).httpGet).path;
      if (name === GATEWAY) {
        expect(probePath('readinessProbe')).toBe('/healthz');
        expect(container.livenessProbe).toBeDefined();
      } else {
        expect(probePath('readinessProbe')).toBe('/ready');
        expect(probePath('livenessProbe')).toBe('/health');
      }
    }
    const hpa = objects.find((o) => o.kind === 'HorizontalPodAutoscaler');
    expect(asObj(asObj(hpa?.body.spec).scaleTargetRef)).toMatchObject({
      kind: 'Deployment',
      name: 'svc-import',
    });
    const kustomization = objects.find((o) => o.kind === 'Kustomization');
    const listed = asArr(kustomization?.body.resources).map(String);
    for (const file of new Set(
      objects
        .filter((o) => o.kind !== 'Kustomization' && o.kind !== 'Secret')
        .map((o) => o.file.replace('k8s/', '')),
    )) {
      expect(listed).toContain(file);
    }
  });

  it('claim checks: svc-import, svc-catalog and svc-stocktake mount one shared volume at HUB_STORAGE_DIR, in compose and k8s', () => {
    const STORAGE_USERS = ['svc-import', 'svc-catalog', 'svc-stocktake'];
    const services = asObj(asObj(parse(readFileSync(COMPOSE_FILE, 'utf8'))).services);
    const composeMounts = STORAGE_USERS.map((name) => {
      const dir = compose.envs.find((e) => e.process === name)!.env.get('HUB_STORAGE_DIR');
      const mount = asArr(asObj(services[name]).volumes).map(String).find((v) => v.endsWith(`:${dir}`));
      return mount?.split(':')[0];
    });
    expect(composeMounts[0]).toBeTruthy();
    expect(composeMounts).toEqual(STORAGE_USERS.map(() => composeMounts[0]));
    const k8sClaims = STORAGE_USERS.map((name) => {
      const deployment = objects.find((o) => o.kind === 'Deployment' && o.name === name)!;
      const container = firstContainer(deployment.body);
      const dir = asArr(container.env).map(asObj).find((e) => e.name === 'HUB_STORAGE_DIR')?.value;
      const mount = asArr(container.volumeMounts).map(asObj).find((m) => m.mountPath === dir);
      const volume = asArr(asObj(asObj(asObj(deployment.body.spec).template).spec).volumes).map(asObj).find((v) => v.name === mount?.name);
      return asObj(volume?.persistentVolumeClaim).claimName;
    });
    expect(k8sClaims[0]).toBeTruthy();
    expect(k8sClaims).toEqual(STORAGE_USERS.map(() => k8sClaims[0]));
    const claim = objects.find((o) => o.kind === 'PersistentVolumeClaim' && o.name === k8sClaims[0]);
    expect(asArr(asObj(claim?.body.spec).accessModes)).toContain('ReadWriteMany');
  });

  it('the checks fail on a typo, a missing required variable or a variable the code does not read', () => {
    const copy = (p: ProcessEnv): ProcessEnv => ({ ...p, env: new Map(p.env) });
    const catalog = copy(compose.envs.find((e) => e.process === 'svc-catalog')!);
    catalog.env.set('KAFKA_BROKER', catalog.env.get('KAFKA_BROKERS')!);
    catalog.env.delete('KAFKA_BROKERS');
    const problems = checkEnv(catalog, codes.get('svc-catalog')!);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('sets KAFKA_BROKER,'),
        expect.stringContaining('KAFKA_BROKERS is not set'),
      ]),
    );

    const gateway = copy(k8s.envs.find((e) => e.process === GATEWAY)!);
    gateway.env.delete('HUB_JWT_SECRET');
    gateway.env.delete('SVC_NOTIFY_URL');
    expect(checkEnv(gateway, codes.get(GATEWAY)!)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('HUB_JWT_SECRET is required'),
        expect.stringContaining('no URL for svc-notify'),
      ]),
    );

    const importer = copy(k8s.envs.find((e) => e.process === 'svc-import')!);
    importer.env.set('HUB_SEED_DEMO', '1'); // read by svc-auth only
    importer.env.delete('SVC_IMPORT_DATABASE_URL');
    expect(checkEnv(importer, codes.get('svc-import')!)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('sets HUB_SEED_DEMO'),
        expect.stringContaining('neither SVC_IMPORT_DATABASE_URL nor DATABASE_URL'),
      ]),
    );
  });
});
