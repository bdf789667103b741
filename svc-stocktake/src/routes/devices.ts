import { PERMISSIONS, devicesApi, licencesApi, type Tablet } from '@hub/contracts';
import { AppError, route, type Db, type RouteDefinition, type ServiceEventing } from '@hub/service-kit';
import { tabletLicences } from '../db/counts';
import { insertDeviceType, insertLicenceRequest, listDeviceTypes, listLicences, listTablets, updateDeviceType, updateTablet, type TabletRow } from '../db/devices';
import { TABLET_HARDWARE, coveredUntil, hardwareUse, licenceDay, licenceInForce, licensedTablets, seatedTablets } from '../domain/licence';
import { licenceChangedEvents } from '../events/licence-events';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function tabletOf(row: TabletRow, seated: ReadonlySet<string>): Tablet {
  return {
    tabletId: row.tablet_id,
    deviceUdid: row.device_udid,
    name: row.name,
    active: row.active,
    licensed: seated.has(row.tablet_id),
    enrolledAt: iso(row.enrolled_at)!,
    lastSeenAt: iso(row.last_seen_at),
    updatedAt: iso(row.updated_at)!,
  };
}

/** Device management (device types, tablets) and licence management (issue 12 item 10). */
export function deviceRoutes(db: Db, eventing: ServiceEventing): RouteDefinition[] {
  const seats = async (tx: Db, merchantId: string) => {
    const tablets = await listTablets(tx, merchantId);
    const licensed = licensedTablets(await tabletLicences(tx, merchantId), licenceDay());
    return { tablets, seated: seatedTablets(tablets.map((t) => ({ tabletId: t.tablet_id, active: t.active })), licensed) };
  };
  const audit = (merchantId: string, userId: string, action: 'device-type.created' | 'device-type.updated' | 'tablet.updated' | 'licence.requested', details: Record<string, unknown>, ip: string | null) =>
    eventing.auditEvent(merchantId, { userId, action, details, ip });

  return [
    route(devicesApi.list, {
      permission: PERMISSIONS.DEVICES_MANAGEMENT_READ_PREVIEW,
      summary: 'The device type list and the tablet list (each tablet with whether it holds a licensed seat today).',
      handler: async ({ scope }) => {
        const { tablets, seated } = await seats(db, scope.merchantId);
        return { code: 'DEV000', data: { deviceTypes: await listDeviceTypes(db, scope.merchantId), tablets: tablets.map((t) => tabletOf(t, seated)) } };
      },
    }),
    route(devicesApi.createType, {
      permission: { all: [PERMISSIONS.DEVICES_MANAGEMENT_READ_PREVIEW, PERMISSIONS.DEVICES_MANAGEMENT_MODIFY] },
      summary: 'A new device type (name, quantity, active); DEV101 when the name is taken (any case).',
      handler: async ({ scope, auth, body, req }) => {
        const created = await eventing.transaction(async (tx, emit) => {
          const row = await insertDeviceType(tx, scope.merchantId, body);
          if (row) await emit(audit(scope.merchantId, auth.sub, 'device-type.created', { name: row.name, quantity: row.quantity, active: row.active }, req.ip ?? null));
          return row;
        });
        if (!created) throw new AppError('DEV101', 409, { field: 'name' });
        return { code: 'DEV001', httpStatus: 201, data: created };
      },
    }),
    route(devicesApi.updateType, {
      permission: { all: [PERMISSIONS.DEVICES_MANAGEMENT_READ_PREVIEW, PERMISSIONS.DEVICES_MANAGEMENT_MODIFY] },
      summary: 'Change a device type’s quantity and active status; DEV100 when there is none of that name.',
      handler: async ({ scope, auth, params, body, req }) => {
        const updated = await eventing.transaction(async (tx, emit) => {
          const row = await updateDeviceType(tx, scope.merchantId, params.name, body);
          if (row) await emit(audit(scope.merchantId, auth.sub, 'device-type.updated', { name: row.name, quantity: row.quantity, active: row.active }, req.ip ?? null));
          return row;
        });
        if (!updated) throw new AppError('DEV100', 404);
        return { code: 'DEV001', data: updated };
      },
    }),
    route(devicesApi.updateTablet, {
      permission: { all: [PERMISSIONS.DEVICES_MANAGEMENT_READ_PREVIEW, PERMISSIONS.DEVICES_MANAGEMENT_MODIFY] },
      summary: 'Rename a tablet, or deactivate it (its seat is freed and its counts are refused with STR116) or reactivate it; DEV100 when unknown.',
      handler: async ({ scope, auth, params, body, req }) => {
        const tablet = await eventing.transaction(async (tx, emit) => {
          const row = await updateTablet(tx, scope.merchantId, params.tabletId, body);
          if (!row) return null;
          await emit(audit(scope.merchantId, auth.sub, 'tablet.updated', { tabletId: row.tablet_id, name: row.name, active: row.active }, req.ip ?? null));
          return tabletOf(row, (await seats(tx, scope.merchantId)).seated);
        });
        if (!tablet) throw new AppError('DEV100', 404);
        return { code: 'DEV002', data: tablet };
      },
    }),
    route(licencesApi.overview, {
      permission: PERMISSIONS.LICENCE_MANAGEMENT_READ_PREVIEW,
      summary: 'Subscription info and hardware: the licences (requested ones too), what those in force allow today per hardware type and what is in use.',
      handler: async ({ scope }) => {
        const day = licenceDay();
        const [licences, terms, tablets] = await Promise.all([listLicences(db, scope.merchantId), tabletLicences(db, scope.merchantId), listTablets(db, scope.merchantId)]);
        const licensed = licensedTablets(terms, day);
        const inUse = Math.min(licensed, tablets.filter((t) => t.active).length);
        return {
          code: 'LIC000',
          data: {
            licences: licences.map((l) => ({ ...l, inForce: licenceInForce(l, day) })),
            hardware: hardwareUse(terms, { [TABLET_HARDWARE]: inUse }, day),
            licensedTablets: licensed,
            coveredUntil: coveredUntil(terms, day),
            today: day,
          },
        };
      },
    }),
    route(licencesApi.request, {
      permission: { all: [PERMISSIONS.LICENCE_MANAGEMENT_READ_PREVIEW, PERMISSIONS.LICENCE_MANAGEMENT_MODIFY] },
      summary: 'Request a new licence (type, hardware type, quantity, start and end dates, note): it is listed as requested until issued; LIC100 when it ends before it starts.',
      handler: async ({ scope, auth, body, req }) => {
        if (body.endDate !== null && body.endDate < body.startDate) throw new AppError('LIC100', 400, { field: 'endDate' });
        const id = await eventing.transaction(async (tx, emit) => {
          const created = await insertLicenceRequest(tx, scope.merchantId, body, auth.sub);
          await emit(await licenceChangedEvents(tx, [created]));
          await emit(audit(scope.merchantId, auth.sub, 'licence.requested', { type: body.type, hardwareType: body.hardwareType, quantity: body.quantity, startDate: body.startDate, endDate: body.endDate }, req.ip ?? null));
          return created;
        });
        const licence = (await listLicences(db, scope.merchantId)).find((l) => l.id === id)!;
        return { code: 'LIC001', httpStatus: 201, data: { ...licence, inForce: false } };
      },
    }),
  ];
}
