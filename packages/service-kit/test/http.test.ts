import request from 'supertest';
import { endpoint, MESSAGES_AR, noData, MESSAGES_EN, MESSAGES_TH, MESSAGES_ZH_CN } from '@hub/contracts';
import { z } from 'zod';
import { createServiceApp } from '../src/app';
import { createAccessTokens } from '../src/jwt';
import { AppError } from '../src/errors';
import { route } from '../src/route';
import { createService } from '../src/service';
import { expectNoStackTrace, testClaims, TEST_JWT_SECRET } from '../src/testing';

const tokens = createAccessTokens(TEST_JWT_SECRET);
const revoked = new Set<string>();

const service = createService({
  name: 'kit',
  auth: { tokens, isSessionActive: async (id) => !revoked.has(id) },
  migrate: async () => undefined,
  routes: [
    route({ method: 'get', path: '/merchant/public', permission: 'public', handler: () => ({ code: 'UAC000', data: { ok: true } }) }),
    route({
      method: 'post',
      path: '/merchant/echo',
      permission: 'PRODUCTS_READ_PREVIEW',
      body: z.object({ name: z.string().min(1) }),
      handler: ({ body, scope }) => ({ code: 'PD000', data: { name: body.name, merchant: scope.merchantId } }),
    }),
    route({
      method: 'get',
      path: '/merchant/top-level',
      permission: 'public',
      handler: () => ({ code: 'UAC000', data: { accessToken: 'a' }, topLevel: { accessToken: 'a', status: 'overridden?' } }),
    }),
    // A declaration naming its failure code (issue 29 item 5: UR102 "failed to fetch users").
    ...(['fault', 'refusal'] as const).map((kind) =>
      route(endpoint({ method: 'GET', path: `/merchant/users-${kind}`, codes: ['UR001'], failureCode: 'UR102', data: noData() }), {
        permission: 'public',
        handler: () => {
          throw kind === 'fault' ? new Error('connection terminated') : new AppError('IP100', 400);
        },
      }),
    ),
    // Issue 29 item 3: what a session signed in with a temporary password may call.
    route(endpoint({ method: 'POST', path: '/merchant/own-password', codes: ['UAC006'], data: noData(), beforePasswordChange: true }), {
      permission: 'authenticated',
      handler: () => ({ code: 'UAC006' }),
    }),
    route({
      method: 'get',
      path: '/merchant/boom',
      permission: 'public',
      handler: () => {
        throw new Error('secret internals');
      },
    }),
    route({
      method: 'get',
      path: '/merchant/teapot',
      permission: 'public',
      handler: () => {
        throw new AppError('ST102', 409);
      },
    }),
  ],
});
const app = createServiceApp([service]);

describe('HTTP plumbing', () => {
  it('when a public route is called, then it answers the success envelope', async () => {
    const res = await request(app).get('/merchant/public');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', code: 'UAC000', message: MESSAGES_EN.UAC000, data: { ok: true } });
  });

  it.each([
    ['th', MESSAGES_TH.UAC000],
    ['zh-CN,zh;q=0.9', MESSAGES_ZH_CN.UAC000],
    ['ar', MESSAGES_AR.UAC000],
    ['fr', MESSAGES_EN.UAC000],
  ])('when a success is answered to Accept-Language %s, then its message is the code in that language (issue 29 item 5)', async (language, message) => {
    const res = await request(app).get('/merchant/public').set('Accept-Language', language);
    expect(res.body).toMatchObject({ status: 'success', code: 'UAC000', message });
  });

  it('when the bearer is missing, then 401 UAC103', async () => {
    const res = await request(app).post('/merchant/echo').send({ name: 'x' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 'error', code: 'UAC103', message: 'Access token missing' });
  });

  it('when the bearer is garbage, then 401 UAC104', async () => {
    const res = await request(app).post('/merchant/echo').set('Authorization', 'Bearer nope').send({ name: 'x' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UAC104');
  });

  it('when the session was revoked, then 401 UAC104', async () => {
    const claims = testClaims('ADMIN', 'DEMO');
    revoked.add(claims.sessionId);
    const res = await request(app).post('/merchant/echo').set('Authorization', `Bearer ${tokens.sign(claims)}`).send({ name: 'x' });
    expect(res.body.code).toBe('UAC104');
  });

  it('when the permission is missing, then 403 UAC114', async () => {
    const claims = testClaims('DEVELOPER', 'DEMO', { roles: ['ERP_READ_PREVIEW'] });
    const res = await request(app).post('/merchant/echo').set('Authorization', `Bearer ${tokens.sign(claims)}`).send({ name: 'x' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('UAC114');
  });

  it('when a session must choose a new password first (issue 29 item 3), then every route but those declared beforePasswordChange answers 403 UAC126 before its permission', async () => {
    const held = tokens.sign(testClaims('ADMIN', 'DEMO', { passwordChangeRequired: true }));
    const refused = await request(app).post('/merchant/echo').set('Authorization', `Bearer ${held}`).send({ name: 'x' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ status: 'error', code: 'UAC126', message: MESSAGES_EN.UAC126 });
    const lacking = tokens.sign(testClaims('DEVELOPER', 'DEMO', { roles: [], passwordChangeRequired: true }));
    expect((await request(app).post('/merchant/echo').set('Authorization', `Bearer ${lacking}`).send({ name: 'x' })).body.code).toBe('UAC126');
    const allowed = await request(app).post('/merchant/own-password').set('Authorization', `Bearer ${held}`).send({});
    expect(allowed.body).toMatchObject({ status: 'success', code: 'UAC006' });
    const free = tokens.sign(testClaims('ADMIN', 'DEMO'));
    expect((await request(app).post('/merchant/echo').set('Authorization', `Bearer ${free}`).send({ name: 'x' })).body.code).toBe('PD000');
  });

  it('when the body is valid, then the handler sees it and the caller merchant', async () => {
    const res = await request(app)
      .post('/merchant/echo')
      .set('Authorization', `Bearer ${tokens.sign(testClaims('ADMIN', 'ACME'))}`)
      .send({ name: 'ring' });
    expect(res.body).toEqual({ status: 'success', code: 'PD000', message: MESSAGES_EN.PD000, data: { name: 'ring', merchant: 'ACME' } });
  });

  it('when the JSON is malformed, then 400 IP101', async () => {
    const res = await request(app)
      .post('/merchant/echo')
      .set('Authorization', `Bearer ${tokens.sign(testClaims('ADMIN', 'ACME'))}`)
      .set('Content-Type', 'application/json')
      .send('{"name": ');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('IP101');
    expectNoStackTrace(res.body);
  });

  it('when the body is larger than 1 MB, then 413 IP102', async () => {
    const res = await request(app)
      .post('/merchant/echo')
      .set('Authorization', `Bearer ${tokens.sign(testClaims('ADMIN', 'ACME'))}`)
      .send({ name: 'x'.repeat(1_100_000) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('IP102');
  });

  it.each([
    ['malformed', '{"name": '],
    ['oversized', JSON.stringify({ name: 'x'.repeat(1_100_000) })],
    ['holding U+0000', '{"name":"a\\u0000"}'],
  ])('when an anonymous request sends a %s body, then 401 UAC103 before the body is read', async (_kind, raw) => {
    const res = await request(app).post('/merchant/echo').set('Content-Type', 'application/json').send(raw);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UAC103');
  });

  it.each([
    ['U+0000', '{"name":"ring\\u0000"}'],
    ['a lone high surrogate', '{"name":"ring\\ud800"}'],
    ['a lone low surrogate', '{"name":"\\udc00ring"}'],
    ['U+0000 in a key', '{"name":"ring","a\\u0000":1}'],
  ])('when a string holds %s, then 400 IP100 and the handler never runs', async (_kind, raw) => {
    const res = await request(app)
      .post('/merchant/echo')
      .set('Authorization', `Bearer ${tokens.sign(testClaims('ADMIN', 'ACME'))}`)
      .set('Content-Type', 'application/json')
      .send(raw);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('IP100');
    expect(res.body.details[0].path).toMatch(/^body\./);
  });

  it('when a query value holds U+0000, then 400 IP100', async () => {
    const res = await request(app).get('/merchant/public?x=%00');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('IP100');
  });

  it('when a handler gives top-level fields, then they sit beside the envelope and data is unchanged', async () => {
    const res = await request(app).get('/merchant/top-level');
    expect(res.body).toEqual({ status: 'success', code: 'UAC000', message: MESSAGES_EN.UAC000, accessToken: 'a', data: { accessToken: 'a' } });
  });

  it('when a route whose declaration names a failure code fails on the server, then 500 with that code (UR102), and a refusal keeps its own code', async () => {
    const fault = await request(app).get('/merchant/users-fault').set('Accept-Language', 'th');
    expect(fault.status).toBe(500);
    expect(fault.body).toEqual({ status: 'error', code: 'UR102', message: MESSAGES_TH.UR102 });
    expectNoStackTrace(fault.body);
    expect(JSON.stringify(fault.body)).not.toContain('connection terminated');
    const refusal = await request(app).get('/merchant/users-refusal');
    expect([refusal.status, refusal.body.code]).toEqual([400, 'IP100']);
    expect((await request(app).get('/merchant/boom')).body.code).toBe('SE100');
  });

  it('when a field is missing, then 400 IP100 with details', async () => {
    const res = await request(app).post('/merchant/echo').set('Authorization', `Bearer ${tokens.sign(testClaims('ADMIN', 'ACME'))}`).send({});
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('IP100');
    expect(res.body.details[0].path).toBe('body.name');
  });

  it('when a handler throws an unknown error, then 500 SE100 without the stack or the message', async () => {
    const res = await request(app).get('/merchant/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ status: 'error', code: 'SE100', message: 'Server error!' });
    expect(JSON.stringify(res.body)).not.toContain('secret internals');
    expectNoStackTrace(res.body);
  });

  it('when a handler throws an AppError, then its status and code are answered', async () => {
    const res = await request(app).get('/merchant/teapot');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('ST102');
  });

  it('when the route is unknown, then 404 SE101', async () => {
    const res = await request(app).get('/merchant/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 'error', code: 'SE101', message: 'route not defined' });
  });

  it('when the caller asks in Thai, then the message is the Thai wording', async () => {
    const res = await request(app).get('/merchant/nothing-here').set('Accept-Language', 'th-TH,th;q=0.9');
    expect(res.body.code).toBe('SE101');
    expect(res.body.message).not.toBe('');
  });

  it('when /health and /ready are called, then they answer 200', async () => {
    expect((await request(app).get('/health')).status).toBe(200);
    expect((await request(app).get('/ready')).status).toBe(200);
  });
});
