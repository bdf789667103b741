import { describeAccess } from '@hub/service-kit';
import { signTestToken, testClaims, testDatabaseTargets, useService } from '@hub/service-kit/testing';
import request from 'supertest';
import { createImportService } from '../src';

describe.each(testDatabaseTargets())('svc-import jobs on %s', (target) => {
  const h = useService(target, createImportService);
  const admin = `Bearer ${signTestToken(testClaims('ADMIN', 'DEMO'))}`;

  it('when there are no jobs, then the list is empty', async () => {
    const res = await request(h.app).get('/merchant/import/jobs').set('Authorization', admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', code: 'CDI005', message: expect.any(String), data: [] });
  });

  it('when jobs exist, then the merchant sees its own, newest first, filtered and store-scoped', async () => {
    await h.test.db.query(
      `insert into "import".import_jobs (merchant_id, sid, source, status, total_count, n_inserted, started_at, created_at) values
       ('DEMO', 'MASTER', 'FILE', 'FINISHED', 10, 10, now() - interval '2 hours', now() - interval '2 hours'),
       ('DEMO', 'BKK-SIAM', 'FTP', 'IMPORTING', 5, 2, now() - interval '1 hour', now() - interval '1 hour'),
       ('ACME', 'MASTER', 'DATABASE', 'FINISHED', 7, 7, now(), now())`,
    );
    const res = await request(h.app).get('/merchant/import/jobs').set('Authorization', admin);
    expect(res.body.data.map((j: { source: string }) => j.source)).toEqual(['FTP', 'FILE']);
    expect(res.body.data[1]).toMatchObject({ status: 'FINISHED', totalCount: 10, nInserted: 10, end: null });

    const finished = await request(h.app).get('/merchant/import/jobs?status=FINISHED&limit=5').set('Authorization', admin);
    expect(finished.body.data).toHaveLength(1);

    const manager = `Bearer ${signTestToken(testClaims('STORE_MANAGER', 'DEMO', { stores: ['BKK-SIAM'] }))}`;
    const scoped = await request(h.app).get('/merchant/import/jobs').set('Authorization', manager);
    expect(scoped.body.data.map((j: { sid: string }) => j.sid)).toEqual(['BKK-SIAM']);
  });

  it('when the query is invalid, then 400 IP100', async () => {
    expect((await request(h.app).get('/merchant/import/jobs?limit=0').set('Authorization', admin)).body.code).toBe('IP100');
    expect((await request(h.app).get('/merchant/import/jobs?status=NOPE').set('Authorization', admin)).status).toBe(400);
  });

  it('when the role lacks DATA_IMPORT_READ_PREVIEW, then 403 UAC114', async () => {
    const owner = `Bearer ${signTestToken(testClaims('OWNER', 'DEMO'))}`;
    expect((await request(h.app).get('/merchant/import/jobs').set('Authorization', owner)).body.code).toBe('UAC114');
  });

  it('when the routes are listed, then each declares its permission', () => {
    expect(h.service.routes.map((r) => `${r.method} ${r.path} ${describeAccess(r.permission)}`)).toEqual([
      'get /merchant/import/jobs DATA_IMPORT_READ_PREVIEW',
      'get /merchant/import/jobs/:id DATA_IMPORT_READ_PREVIEW',
      'get /merchant/import/progress DATA_IMPORT_READ_PREVIEW',
      'post /merchant/import/upload DATA_IMPORT_READ_PREVIEW&DATA_IMPORT_MODIFY',
      'post /merchant/import/sample ERP_MODIFY',
      'get /merchant/import/jobs/:id/sample ERP_MODIFY&DATA_IMPORT_READ_PREVIEW',
      'post /merchant/import/jobs/:id/apply DATA_IMPORT_READ_PREVIEW&DATA_IMPORT_MODIFY',
      'post /merchant/import/jobs/:id/cancel DATA_IMPORT_READ_PREVIEW&DATA_IMPORT_MODIFY',
      'get /merchant/import/jobs/:id/report DATA_IMPORT_READ_PREVIEW',
      'get /merchant/import/sources ERP_READ_PREVIEW',
      'get /merchant/import/sources/:id ERP_READ_PREVIEW',
      'post /merchant/import/sources ERP_READ_PREVIEW&ERP_CREATE',
      'put /merchant/import/sources/:id ERP_READ_PREVIEW&ERP_MODIFY',
      'delete /merchant/import/sources/:id ERP_READ_PREVIEW&ERP_MODIFY',
      'post /merchant/import/sources/:id/test ERP_READ_PREVIEW',
      'post /merchant/import/sources/:id/run ERP_READ_PREVIEW&DATA_IMPORT_MODIFY',
      'get /merchant/import/mappings authenticated',
      'get /merchant/import/mappings/:id authenticated',
      'post /merchant/import/mappings ERP_MODIFY',
      'put /merchant/import/mappings/:id ERP_MODIFY',
      'patch /merchant/import/mappings/:id ERP_MODIFY',
      'delete /merchant/import/mappings/:id ERP_MODIFY',
      'get /merchant/import/images/jobs IMAGE_IMPORT_READ_PREVIEW',
      'get /merchant/import/images/jobs/:id IMAGE_IMPORT_READ_PREVIEW',
      'get /merchant/import/images/progress IMAGE_IMPORT_READ_PREVIEW',
      'post /merchant/import/images IMAGE_IMPORT_READ_PREVIEW&IMAGE_IMPORT_MODIFY',
      'post /merchant/import/images/ftp-sync IMAGE_IMPORT_READ_PREVIEW&IMAGE_IMPORT_MODIFY',
      'post /merchant/import/images/jobs/:id/cancel IMAGE_IMPORT_READ_PREVIEW&IMAGE_IMPORT_MODIFY',
      'get /media/products/:merchantId/:file public',
    ]);
  });
});
