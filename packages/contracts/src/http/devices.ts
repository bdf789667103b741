import {
  deviceTypeBodySchema,
  deviceTypeParamsSchema,
  deviceTypeUpdateSchema,
  licenceRequestSchema,
  tabletParamsSchema,
  tabletUpdateSchema,
  deviceListsSchema,
  deviceTypeSchema,
  licenceOverviewSchema,
  licenceSchema,
  tabletSchema,
} from '../devices';
import { answerSchema, endpoint } from './endpoint';

/** Device and licence management (svc-stocktake, issue 12 item 10). */
export const devicesApi = {
  /** The device type list and the tablet list. */
  list: endpoint({ method: 'GET', path: '/merchant/stocktake/devices', codes: ['DEV000'], data: answerSchema(deviceListsSchema) }),
  /** A new device type (DEV101 when the name is taken). */
  createType: endpoint({ method: 'POST', path: '/merchant/stocktake/devices/types', codes: ['DEV001'], body: deviceTypeBodySchema, data: answerSchema(deviceTypeSchema), errors: { DEV101: 409 } }),
  updateType: endpoint({
    method: 'PUT',
    path: '/merchant/stocktake/devices/types/:name',
    codes: ['DEV001'],
    params: deviceTypeParamsSchema,
    body: deviceTypeUpdateSchema,
    data: answerSchema(deviceTypeSchema),
    errors: { DEV100: 404 },
  }),
  /** Rename, deactivate (its seat is freed; its counts are refused with STR116) or reactivate a tablet. */
  updateTablet: endpoint({
    method: 'PUT',
    path: '/merchant/stocktake/tablets/:tabletId',
    codes: ['DEV002'],
    params: tabletParamsSchema,
    body: tabletUpdateSchema,
    data: answerSchema(tabletSchema),
    errors: { DEV100: 404 },
  }),
};

export const licencesApi = {
  /** Subscription info and hardware: the licences, what they allow today and what is in use. */
  overview: endpoint({ method: 'GET', path: '/merchant/stocktake/licences', codes: ['LIC000'], data: answerSchema(licenceOverviewSchema) }),
  /** Request a new licence (LIC001); it shows as requested until issued. */
  request: endpoint({ method: 'POST', path: '/merchant/stocktake/licences', codes: ['LIC001'], body: licenceRequestSchema, data: answerSchema(licenceSchema), errors: { LIC100: 400 } }),
};
