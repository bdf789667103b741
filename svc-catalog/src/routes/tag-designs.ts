import { PERMISSIONS, PRINTING_CODES, elementsOffLabel, tagDesignApi } from '@hub/contracts';
import { AppError, route, type Db, type RouteDefinition, type ServiceEventing } from '@hub/service-kit';
import { clearDesignOfConfigs } from '../db/printing-configs';
import { deleteTagDesign, findTagDesign, listTagDesigns, lockTagDesigns, tagDesignNameTaken, writeTagDesign } from '../db/tag-designs';
import { tagDesignDeletedDetails, tagDesignSavedDetails } from '../domain/printing-audit';

/** The printing page picks a design: it reads them too. */
const READ = [PERMISSIONS.TAG_DESIGN_CONFIGURATION_READ_PREVIEW, PERMISSIONS.RFID_PRINTING_MODIFY_PRINTING];
const WRITE = { all: [PERMISSIONS.TAG_DESIGN_CONFIGURATION_READ_PREVIEW, PERMISSIONS.TAG_DESIGN_CONFIGURATION_MODIFY] };

/** `/config/tag-design` (issue 14 item 3): tag designs, laid out by the contracts' layoutTag for preview and print alike. */
export function tagDesignRoutes(db: Db, eventing: ServiceEventing): RouteDefinition[] {
  return [
    route(tagDesignApi.list, {
      permission: READ,
      summary: 'The tag designs of the merchant, by name.',
      handler: async ({ scope }) => ({ code: PRINTING_CODES.DESIGNS_FETCHED, data: await listTagDesigns(db, scope.merchantId) }),
    }),
    route(tagDesignApi.get, {
      permission: READ,
      summary: 'One tag design; 404 TGD101.',
      handler: async ({ scope, params }) => {
        const design = await findTagDesign(db, scope.merchantId, params.id);
        if (!design) throw new AppError(PRINTING_CODES.DESIGN_NOT_FOUND, 404);
        return { code: PRINTING_CODES.DESIGNS_FETCHED, data: design };
      },
    }),
    route(tagDesignApi.save, {
      permission: WRITE,
      summary:
        'Create (no id) or update (id) a tag design: name (TGD100 when another has it), label size in mm, DPI, elements (fields, text, Code 128 / QR barcodes; TGD102 one off the label); TGD101 an unknown id.',
      handler: async ({ scope, auth, body, req }) => {
        const off = elementsOffLabel(body);
        if (off.length > 0) throw new AppError(PRINTING_CODES.DESIGN_OFF_LABEL, 400, off.map((i) => ({ path: `elements.${i}` })));
        const saved = await eventing.transaction(async (tx, emit) => {
          await lockTagDesigns(tx, scope.merchantId);
          const existing = body.id === undefined ? undefined : await findTagDesign(tx, scope.merchantId, body.id);
          if (body.id !== undefined && !existing) throw new AppError(PRINTING_CODES.DESIGN_NOT_FOUND, 404);
          if (await tagDesignNameTaken(tx, scope.merchantId, body.name, existing?.id ?? null)) throw new AppError(PRINTING_CODES.DESIGN_DUPLICATE_NAME, 409, [{ path: 'name' }]);
          const written = (await writeTagDesign(tx, scope.merchantId, { ...body, id: existing?.id }))!;
          await emit(
            eventing.auditEvent(scope.merchantId, {
              userId: auth.sub,
              action: existing ? 'tag-design.updated' : 'tag-design.created',
              details: tagDesignSavedDetails(existing, written),
              ip: req.ip ?? null,
            }),
          );
          return written;
        });
        return { code: PRINTING_CODES.DESIGN_SAVED, data: saved };
      },
    }),
    route(tagDesignApi.remove, {
      permission: WRITE,
      summary: 'Delete a tag design (printing configs using it then use none; queued jobs keep their copy); 404 TGD101.',
      handler: async ({ scope, auth, params, req }) => {
        await eventing.transaction(async (tx, emit) => {
          await lockTagDesigns(tx, scope.merchantId);
          const design = await findTagDesign(tx, scope.merchantId, params.id);
          if (!design) throw new AppError(PRINTING_CODES.DESIGN_NOT_FOUND, 404);
          const printers = await clearDesignOfConfigs(tx, scope.merchantId, params.id);
          if (!(await deleteTagDesign(tx, scope.merchantId, params.id))) throw new AppError(PRINTING_CODES.DESIGN_NOT_FOUND, 404);
          await emit(eventing.auditEvent(scope.merchantId, { userId: auth.sub, action: 'tag-design.deleted', details: tagDesignDeletedDetails(design, printers), ip: req.ip ?? null }));
        });
        return { code: PRINTING_CODES.DESIGN_DELETED, data: { id: params.id } };
      },
    }),
  ];
}
