import { EPC_LENGTH_RANGE, EVENT_TYPES, PERMISSIONS, RFID_CODES, rfidConfigApi, rfidLengthFits } from '@hub/contracts';
import { AppError, createEvent, moduleSavedEvent, route, type Db, type RouteDefinition, type ServiceEventing } from '@hub/service-kit';
import { saveDocument } from '../db/merchant-documents';
import { productsWithSeveralTags, readRfidConfig } from '../db/rfid-config';

/** `/config/rfid` (issue 14 item 1): the multiple tags flag, the EPC encoding and length; CR000, CR100–CR102. */
export function rfidConfigRoutes(db: Db, eventing: ServiceEventing): RouteDefinition[] {
  return [
    route(rfidConfigApi.get, {
      // The config page reads it; so do tag mapping (the EPC check) and printing (what it encodes).
      permission: [PERMISSIONS.RFID_CONFIGURATION_READ_PREVIEW, PERMISSIONS.TAG_MAPPING_READ_PREVIEW, PERMISSIONS.RFID_PRINTING_MODIFY_PRINTING],
      summary: 'The RFID config: multiple tags, EPC encoding (HEX or ASCII) and length; the defaults until one is saved.',
      handler: async ({ scope }) => ({ code: 'CR001', data: await readRfidConfig(db, scope.merchantId) }),
    }),
    route(rfidConfigApi.save, {
      permission: { all: [PERMISSIONS.RFID_CONFIGURATION_READ_PREVIEW, PERMISSIONS.RFID_CONFIGURATION_MODIFY] },
      summary:
        'Save the RFID config: CR101 a length the encoding does not allow, CR102 multiple tags turned off while products carry several, CR100 when the save fails.',
      handler: async ({ scope, auth, body, req }) => {
        if (!rfidLengthFits(body)) throw new AppError(RFID_CODES.CONFIG_LENGTH, 400, [{ path: 'length', ...EPC_LENGTH_RANGE[body.encoding] }]);
        try {
          const saved = await eventing.transaction(async (tx, emit) => {
            const current = await readRfidConfig(tx, scope.merchantId, true);
            if (!body.multipleTags) {
              const products = await productsWithSeveralTags(tx, scope.merchantId);
              if (products > 0) throw new AppError(RFID_CODES.CONFIG_SEVERAL_TAGS, 409, { products });
            }
            await saveDocument(tx, 'rfid', scope.merchantId, body, auth.sub);
            await emit([
              eventing.auditEvent(scope.merchantId, {
                userId: auth.sub,
                action: 'rfid-config.changed',
                details: { before: { multipleTags: current.multipleTags, encoding: current.encoding, length: current.length }, after: body },
                ip: req.ip ?? null,
              }),
              // The quick-settings entry of /config/rfid shows done from now on.
              moduleSavedEvent(scope.merchantId, '/config/rfid'),
              // svc-import checks the tags of an import with it.
              createEvent(EVENT_TYPES.RFID_CONFIG_CHANGED, scope.merchantId, { config: { multipleTags: body.multipleTags, encoding: body.encoding, length: body.length } }),
            ]);
            return readRfidConfig(tx, scope.merchantId);
          });
          return { code: 'CR000', data: saved };
        } catch (error) {
          if (error instanceof AppError) throw error;
          throw new AppError(RFID_CODES.CONFIG_SAVE_FAILED, 500);
        }
      },
    }),
  ];
}
