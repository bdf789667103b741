import { classifyAddress, normaliseAddress } from './addresses';
import { AllowListError, parseAllowList } from './allow-list';
import { connectionFailure } from './failure';
import { decideOutbound, infrastructureHosts, OutboundPolicy, OutboundRefusedError, pinnedLookup } from './policy';

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'LOOPBACK'],
    ['127.9.8.7', 'LOOPBACK'],
    ['::1', 'LOOPBACK'],
    ['::ffff:127.0.0.1', 'LOOPBACK'],
    ['0:0:0:0:0:ffff:7f00:1', 'LOOPBACK'],
    ['169.254.169.254', 'METADATA'],
    ['fd00:ec2::254', 'METADATA'],
    ['169.254.10.1', 'LINK_LOCAL'],
    ['fe80::1', 'LINK_LOCAL'],
    ['0.0.0.0', 'UNSPECIFIED'],
    ['::', 'UNSPECIFIED'],
    ['224.0.0.1', 'MULTICAST'],
    ['ff02::1', 'MULTICAST'],
    ['255.255.255.255', 'RESERVED'],
    ['10.1.2.3', 'PRIVATE'],
    ['172.20.0.1', 'PRIVATE'],
    ['192.168.1.10', 'PRIVATE'],
    ['fd12:3456::1', 'PRIVATE'],
    ['100.64.0.1', 'PRIVATE'],
    ['8.8.8.8', 'PUBLIC'],
    ['2606:4700::1111', 'PUBLIC'],
    ['not-an-ip', 'RESERVED'],
  ])('%s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });

  it('reads mapped IPv6 forms as the IPv4 address they carry', () => {
    expect(normaliseAddress('::ffff:10.0.0.1')).toEqual({ address: '10.0.0.1', family: 4 });
    expect(normaliseAddress('[::1]')).toEqual({ address: '::1', family: 6 });
  });
});

describe('HUB_OUTBOUND_ALLOW', () => {
  it('reads addresses, ranges and names, each with an optional port', () => {
    const entries = parseAllowList(' 10.2.0.0/16, erp.example:5432 ,[fd12::7]:9100, 192.168.1.9, fd12::/48 ');
    expect(entries.map((e) => [e.name ?? 'range', e.port])).toEqual([
      ['range', undefined],
      ['erp.example', 5432],
      ['range', 9100],
      ['range', undefined],
      ['range', undefined],
    ]);
  });

  it.each(['10.0.0.0/33', 'erp.example:0', 'erp.example:70000', 'a b', 'http://x', '10.0.0.1/8/2'])('refuses %s', (text) => {
    expect(() => parseAllowList(text)).toThrow(AllowListError);
  });
});

describe('decideOutbound', () => {
  const none = new Set<string>();
  const at = (host: string, address: string, port = 5432) => ({ host, address, port });

  it('refuses loopback, link-local, metadata and private ranges to sources and channels', () => {
    expect(decideOutbound('IMPORT_SOURCE', at('127.0.0.1', '127.0.0.1'), [], none)).toEqual({ allowed: false, refusal: 'LOOPBACK' });
    expect(decideOutbound('NOTIFICATION_CHANNEL', at('x', '169.254.169.254'), [], none)).toEqual({ allowed: false, refusal: 'METADATA' });
    expect(decideOutbound('IMPORT_SOURCE', at('x', '10.0.0.5'), [], none)).toEqual({ allowed: false, refusal: 'PRIVATE' });
    expect(decideOutbound('IMPORT_SOURCE', at('x', '93.184.216.34'), [], none)).toEqual({ allowed: true });
  });

  it('lets printers reach the store LAN, never loopback', () => {
    expect(decideOutbound('PRINTER', at('x', '192.168.1.50', 9100), [], none)).toEqual({ allowed: true });
    expect(decideOutbound('PRINTER', at('x', '127.0.0.1', 9100), [], none)).toEqual({ allowed: false, refusal: 'LOOPBACK' });
  });

  it('opens what an allow entry names, by range, name and port', () => {
    const allow = parseAllowList('10.2.0.0/16,erp.example:5432,127.0.0.1:2121');
    expect(decideOutbound('IMPORT_SOURCE', at('x', '10.2.3.4', 1), allow, none).allowed).toBe(true);
    expect(decideOutbound('IMPORT_SOURCE', at('erp.example', '10.9.0.1', 5432), allow, none).allowed).toBe(true);
    expect(decideOutbound('IMPORT_SOURCE', at('erp.example', '10.9.0.1', 5433), allow, none).allowed).toBe(false);
    expect(decideOutbound('IMPORT_SOURCE', at('127.0.0.1', '127.0.0.1', 2121), allow, none).allowed).toBe(true);
    expect(decideOutbound('IMPORT_SOURCE', at('127.0.0.1', '127.0.0.1', 2122), allow, none).allowed).toBe(false);
  });

  it("keeps the hub's own hosts closed to a range, open only to an entry naming the port", () => {
    const infra = new Set(['10.2.0.9']);
    expect(decideOutbound('IMPORT_SOURCE', at('db', '10.2.0.9'), parseAllowList('10.2.0.0/16'), infra)).toEqual({ allowed: false, refusal: 'INFRASTRUCTURE' });
    expect(decideOutbound('PRINTER', at('db', '10.2.0.9', 9100), [], infra)).toEqual({ allowed: false, refusal: 'INFRASTRUCTURE' });
    expect(decideOutbound('IMPORT_SOURCE', at('db', '10.2.0.9'), parseAllowList('10.2.0.9:5432'), infra).allowed).toBe(true);
  });
});

describe('OutboundPolicy.resolve', () => {
  const resolver = (map: Record<string, string[]>) => async (host: string) => (map[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('answers the checked address of a name, resolved once', async () => {
    let lookups = 0;
    const policy = new OutboundPolicy({
      resolver: async (host) => {
        lookups += 1;
        return resolver({ 'erp.example': ['93.184.216.34'] })(host);
      },
    });
    await expect(policy.resolve('IMPORT_SOURCE', 'erp.example', 5432)).resolves.toEqual({ host: 'erp.example', address: '93.184.216.34', family: 4, port: 5432 });
    expect(lookups).toBe(1);
  });

  it('refuses a name when any of its addresses is refused, and a name that resolves to none', async () => {
    const policy = new OutboundPolicy({ resolver: resolver({ mixed: ['93.184.216.34', '127.0.0.1'], 'evil.example': ['127.0.0.1'] }) });
    await expect(policy.resolve('IMPORT_SOURCE', 'mixed', 80)).rejects.toMatchObject({ refusal: 'LOOPBACK' });
    await expect(policy.resolve('IMPORT_SOURCE', 'evil.example', 80)).rejects.toBeInstanceOf(OutboundRefusedError);
    await expect(policy.resolve('IMPORT_SOURCE', 'nowhere.example', 80)).rejects.toMatchObject({ refusal: 'UNRESOLVED' });
  });

  it("refuses the hub's own database host named in its configuration", async () => {
    const env = { DATABASE_URL: 'postgres://hub@db.internal:5432/hub', KAFKA_BROKERS: 'kafka-1:9092,[fd00::9]:9092', SMTP_HOST: 'relay' };
    expect(infrastructureHosts(env)).toEqual(['db.internal', 'kafka-1', 'fd00::9', 'relay']);
    const policy = new OutboundPolicy({ allow: '10.0.0.0/8', infrastructure: infrastructureHosts(env), resolver: resolver({ 'db.internal': ['10.0.0.5'], 'erp.example': ['10.0.0.5'] }) });
    await expect(policy.resolve('IMPORT_SOURCE', 'erp.example', 5432)).rejects.toMatchObject({ refusal: 'INFRASTRUCTURE' });
  });

  it('pins the checked address for agents and refuses any other name', (done) => {
    const lookup = pinnedLookup({ host: 'erp.example', address: '93.184.216.34', family: 4, port: 443 });
    lookup('erp.example', {}, (error, address) => {
      expect(error).toBeNull();
      expect(address).toBe('93.184.216.34');
      lookup('other.example', {}, (refused) => {
        expect(refused).toBeInstanceOf(Error);
        done();
      });
    });
  });
});

describe('connectionFailure', () => {
  it.each([
    [Object.assign(new Error('x'), { code: 'ECONNREFUSED' }), 'REFUSED'],
    [Object.assign(new Error('x'), { code: 'ETIMEDOUT' }), 'TIMED_OUT'],
    [Object.assign(new Error('x'), { code: '28P01' }), 'AUTHENTICATION'],
    [Object.assign(new Error('x'), { code: 'EAUTH' }), 'AUTHENTICATION'],
    [Object.assign(new Error('x'), { level: 'client-authentication' }), 'AUTHENTICATION'],
    [Object.assign(new Error('x'), { code: 530 }), 'AUTHENTICATION'],
    [Object.assign(new Error('x'), { code: 550 }), 'NOT_FOUND'],
    [Object.assign(new Error('x'), { code: 'ERR_TLS_CERT_ALTNAME_INVALID' }), 'TLS'],
    [Object.assign(new Error('fetch failed'), { cause: Object.assign(new Error('x'), { code: 'ECONNRESET' }) }), 'REFUSED'],
    [new OutboundRefusedError('PRINTER', 'h', 1, 'LOOPBACK'), 'NOT_ALLOWED'],
    [new Error('220 planted greeting'), 'PROTOCOL'],
  ])('%#', (error, expected) => {
    expect(connectionFailure(error)).toBe(expected);
  });
});
