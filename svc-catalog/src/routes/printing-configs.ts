import { PERMISSIONS, PRINT_FAILURE_REASONS, PRINTING_CODES, printingConfigApi, type PrinterStatus } from '@hub/contracts';
import { AppError, route, type Db, type RouteDefinition, type ServiceEventing } from '@hub/service-kit';
import { openJobsOfConfig } from '../db/print-jobs';
import {
  countPrintingConfigs,
  defaultPrintingConfig,
  deletePrintingConfig,
  ensureDefaultPrintingConfig,
  findPrintingConfig,
  listPrintingConfigs,
  lockPrintingConfigs,
  printingConfigNameTaken,
  setDefaultPrintingConfig,
  writePrintingConfig,
} from '../db/printing-configs';
import { findTagDesign } from '../db/tag-designs';
import { SILENT_PRINTER } from '../domain/printer-status';
import { printingConfigCreatedDetails, printingConfigDefaultDetails, printingConfigDeletedDetails, printingConfigUpdatedDetails } from '../domain/printing-audit';
import { openPrinter, PrinterError, type PrinterTimeouts } from '../jobs/printer-connection';
import { auditRefusedPrinter, refuseBlockedPrinter, type PrinterCaller } from '../jobs/printer-policy';

const READ = [PERMISSIONS.RFID_PRINTING_MODIFY_PRINTING, PERMISSIONS.TAG_DESIGN_CONFIGURATION_READ_PREVIEW];
const WRITE = PERMISSIONS.RFID_PRINTING_MODIFY_PRINTING;

/** The reasons a status check answers: the printer's state as parsed from its host status (never its bytes). */
const STATUS_REASONS: ReadonlySet<string> = new Set(['PRN100', 'PRN101', 'PRN102', 'PRN103', 'PRN104', 'PRN105']);

/**
 * The printer's host status now (a "test printer" button): only what was parsed of its answer (PRN100
 * not reachable or silent … PRN105), never what the port sent. An address the outbound policy refuses
 * is audited and answered 400 PRN112, nothing sent.
 */
async function printerStatus(eventing: ServiceEventing, merchantId: string, caller: PrinterCaller, address: { host: string; port: number }, timeouts: PrinterTimeouts): Promise<PrinterStatus> {
  let status: PrinterStatus;
  try {
    const connection = await openPrinter(address, timeouts);
    try {
      status = await connection.hostStatus();
    } finally {
      connection.close();
    }
  } catch (error) {
    if (!(error instanceof PrinterError)) throw error;
    if (error.refused) {
      await auditRefusedPrinter(eventing, merchantId, caller, error.refused);
      throw new AppError(PRINT_FAILURE_REASONS.NOT_ALLOWED, 400, [{ path: 'host' }]);
    }
    return { ...SILENT_PRINTER, reason: STATUS_REASONS.has(error.reason) ? error.reason : SILENT_PRINTER.reason };
  }
  const { ready, answered, problems, reason, formatsInBuffer } = status;
  return { ready, answered, problems, reason: reason === null || STATUS_REASONS.has(reason) ? reason : SILENT_PRINTER.reason, formatsInBuffer };
}

/**
 * Printing configs (issue 14 item 3; spec section 7 `GET`/`POST .../rfid-printing`): a printer's
 * address and settings, one default per merchant (the first saved is it; it moves only to another).
 */
export function printingConfigRoutes(db: Db, eventing: ServiceEventing, timeouts: PrinterTimeouts): RouteDefinition[] {
  return [
    route(printingConfigApi.list, {
      permission: READ,
      summary: 'The printing configs (printers) of the merchant, the default first.',
      handler: async ({ scope }) => ({ code: PRINTING_CODES.CONFIGS_FETCHED, data: await listPrintingConfigs(db, scope.merchantId) }),
    }),
    route(printingConfigApi.save, {
      permission: WRITE,
      summary:
        'Create (no id) or update (id) a printing config: name (CRP100 when another has it), printer host and port (9100), DPI, label size, default design (TGD101 unknown), verification; isDefault makes it the default.',
      handler: async ({ scope, auth, body, req }) => {
        // Issue 25: an address the outbound policy refuses is never saved (PRN112, audited).
        await refuseBlockedPrinter(eventing, scope.merchantId, { userId: auth.sub, ip: req.ip ?? null }, body);
        const saved = await eventing.transaction(async (tx, emit) => {
          await lockPrintingConfigs(tx, scope.merchantId);
          const existing = body.id === undefined ? undefined : await findPrintingConfig(tx, scope.merchantId, body.id);
          if (body.id !== undefined && !existing) throw new AppError(PRINTING_CODES.CONFIG_NOT_FOUND, 404);
          if (await printingConfigNameTaken(tx, scope.merchantId, body.name, existing?.id ?? null)) throw new AppError(PRINTING_CODES.DUPLICATE_NAME, 409, [{ path: 'name' }]);
          const design = body.tagDesignId === null ? undefined : await findTagDesign(tx, scope.merchantId, body.tagDesignId);
          if (body.tagDesignId !== null && !design) throw new AppError(PRINTING_CODES.DESIGN_NOT_FOUND, 404, [{ path: 'tagDesignId' }]);
          // Exactly one default while any config exists: the first is it, and the default stays until another takes it.
          const isDefault = body.isDefault || existing?.isDefault === true || (await countPrintingConfigs(tx, scope.merchantId)) === 0;
          const written = (await writePrintingConfig(tx, scope.merchantId, { ...body, id: existing?.id, isDefault }))!;
          const designName = design?.name ?? null;
          await emit(
            eventing.auditEvent(scope.merchantId, {
              userId: auth.sub,
              action: existing ? 'printing-config.updated' : 'printing-config.created',
              details: existing ? printingConfigUpdatedDetails(existing, written, designName) : printingConfigCreatedDetails(written, designName),
              ip: req.ip ?? null,
            }),
          );
          return written;
        });
        return { code: PRINTING_CODES.CONFIG_SAVED, data: saved };
      },
    }),
    route(printingConfigApi.getDefault, {
      permission: READ,
      summary: 'The default printing config; 404 CRP101 when the merchant has none.',
      handler: async ({ scope }) => {
        const config = await defaultPrintingConfig(db, scope.merchantId);
        if (!config) throw new AppError(PRINTING_CODES.DEFAULT_NOT_FOUND, 404);
        return { code: PRINTING_CODES.CONFIGS_FETCHED, data: config };
      },
    }),
    route(printingConfigApi.setDefault, {
      permission: WRITE,
      summary: 'Make this printing config the default (the others lose the flag); 404 CRP103.',
      handler: async ({ scope, auth, params, req }) => {
        const config = await eventing.transaction(async (tx, emit) => {
          await lockPrintingConfigs(tx, scope.merchantId);
          const previous = await defaultPrintingConfig(tx, scope.merchantId);
          const set = await setDefaultPrintingConfig(tx, scope.merchantId, params.id);
          if (!set) throw new AppError(PRINTING_CODES.CONFIG_NOT_FOUND, 404);
          // Already the default: nothing changed, nothing to record.
          if (previous?.id !== set.id) {
            await emit(
              eventing.auditEvent(scope.merchantId, {
                userId: auth.sub,
                action: 'printing-config.default-set',
                details: printingConfigDefaultDetails(set, previous?.name ?? null),
                ip: req.ip ?? null,
              }),
            );
          }
          return set;
        });
        return { code: PRINTING_CODES.DEFAULT_SET, data: config };
      },
    }),
    route(printingConfigApi.remove, {
      permission: WRITE,
      summary: 'Delete a printing config (the first other by name becomes the default if it was); 409 CRP102 while print jobs of it are queued or running, 404 CRP103.',
      handler: async ({ scope, auth, params, req }) => {
        await eventing.transaction(async (tx, emit) => {
          await lockPrintingConfigs(tx, scope.merchantId);
          const config = await findPrintingConfig(tx, scope.merchantId, params.id);
          if (!config) throw new AppError(PRINTING_CODES.CONFIG_NOT_FOUND, 404);
          const jobs = await openJobsOfConfig(tx, scope.merchantId, params.id);
          if (jobs > 0) throw new AppError(PRINTING_CODES.DELETE_FAILED, 409, { jobs });
          if (!(await deletePrintingConfig(tx, scope.merchantId, params.id))) throw new AppError(PRINTING_CODES.DELETE_FAILED, 409);
          await ensureDefaultPrintingConfig(tx, scope.merchantId);
          const newDefault = config.isDefault ? ((await defaultPrintingConfig(tx, scope.merchantId))?.name ?? null) : null;
          await emit(
            eventing.auditEvent(scope.merchantId, { userId: auth.sub, action: 'printing-config.deleted', details: printingConfigDeletedDetails(config, newDefault), ip: req.ip ?? null }),
          );
        });
        return { code: PRINTING_CODES.CONFIG_DELETED, data: { id: params.id } };
      },
    }),
    route(printingConfigApi.status, {
      permission: WRITE,
      summary: "Ask the config's printer for its host status (~HS) now: ready, or why not (PRN100 not answering, PRN101 paper out, …); 404 CRP103.",
      handler: async ({ scope, auth, params, req }) => {
        const config = await findPrintingConfig(db, scope.merchantId, params.id);
        if (!config) throw new AppError(PRINTING_CODES.CONFIG_NOT_FOUND, 404);
        return { code: PRINTING_CODES.PRINTER_STATUS_FETCHED, data: await printerStatus(eventing, scope.merchantId, { userId: auth.sub, ip: req.ip ?? null }, config, timeouts) };
      },
    }),
  ];
}
