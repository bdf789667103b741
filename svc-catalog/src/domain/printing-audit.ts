import type { PrintFailureReason, PrintingConfig, PrintJobCounts, TagDesignLayoutInput } from '@hub/contracts';

/**
 * What the audit trail records of RFID printing (issue 14 items 3 and 4), pure: printing configs,
 * tag designs and print jobs, named by name (the screen hides ids), most telling parts first (the
 * screen shows the first few).
 */

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const changedKeys = <T extends object>(before: T, after: T, keys: readonly (keyof T & string)[]) => keys.filter((k) => !same(before[k], after[k]));

type ConfigFields = Pick<PrintingConfig, 'name' | 'host' | 'port' | 'isDefault' | 'dpi' | 'labelWidthMm' | 'labelHeightMm' | 'tagDesignId' | 'verifyEncoding'>;
const CONFIG_KEYS = ['name', 'host', 'port', 'isDefault', 'dpi', 'labelWidthMm', 'labelHeightMm', 'verifyEncoding'] as const;

/** A printing config as saved: the printer's address first, the design by its name (none: left out). */
function configFields(config: ConfigFields, designName: string | null): Record<string, unknown> {
  return {
    name: config.name,
    host: config.host,
    port: config.port,
    isDefault: config.isDefault,
    ...(designName !== null ? { design: designName } : {}),
    dpi: config.dpi,
    labelWidthMm: config.labelWidthMm,
    labelHeightMm: config.labelHeightMm,
    verifyEncoding: config.verifyEncoding,
  };
}

/** `printing-config.created`. */
export function printingConfigCreatedDetails(config: ConfigFields, designName: string | null): Record<string, unknown> {
  return configFields(config, designName);
}

/** `printing-config.updated`: its name, what changed (the design as `design`), then the config as saved. */
export function printingConfigUpdatedDetails(before: ConfigFields, after: ConfigFields, designName: string | null): Record<string, unknown> {
  const changed: string[] = changedKeys(before, after, CONFIG_KEYS);
  if (before.tagDesignId !== after.tagDesignId) changed.push('design');
  const { name, ...rest } = configFields(after, designName);
  return { name, changed, ...rest };
}

/** `printing-config.deleted`: the printer it was, and the config that is the default now when it was the default. */
export function printingConfigDeletedDetails(deleted: ConfigFields, newDefault: string | null): Record<string, unknown> {
  return { name: deleted.name, host: deleted.host, port: deleted.port, ...(deleted.isDefault && newDefault !== null ? { newDefault } : {}) };
}

/** `printing-config.default-set`: the config made the default and the one that was. */
export function printingConfigDefaultDetails(config: Pick<PrintingConfig, 'name'>, previous: string | null): Record<string, unknown> {
  return { name: config.name, ...(previous !== null ? { previous } : {}) };
}

type DesignFields = TagDesignLayoutInput & { name: string };
const DESIGN_KEYS = ['name', 'widthMm', 'heightMm', 'dpi', 'elements'] as const;

function designFields(design: DesignFields): Record<string, unknown> {
  return { name: design.name, widthMm: design.widthMm, heightMm: design.heightMm, dpi: design.dpi, elements: design.elements.length };
}

/** `tag-design.created` and `tag-design.updated` (with what changed): the label size, resolution and how many elements. */
export function tagDesignSavedDetails(before: DesignFields | undefined, after: DesignFields): Record<string, unknown> {
  if (!before) return designFields(after);
  const { name, ...rest } = designFields(after);
  return { name, changed: changedKeys(before, after, DESIGN_KEYS), ...rest };
}

/** `tag-design.deleted`: and how many printers used it (they use none now). */
export function tagDesignDeletedDetails(design: Pick<DesignFields, 'name'>, printers: number): Record<string, unknown> {
  return { name: design.name, ...(printers > 0 ? { printers } : {}) };
}

/** A job as the audit names it. */
export interface AuditedJob {
  id: string;
  configName: string;
  designName: string;
  copies: number;
}

/** `print-job.queued`: how many products, on which printer, with which design; EPCs allocated; the stores. */
export function printJobQueuedDetails(job: AuditedJob, products: number, allocated: number, stores: readonly string[]): Record<string, unknown> {
  return {
    products,
    printer: job.configName,
    design: job.designName,
    copies: job.copies,
    ...(allocated > 0 ? { allocated } : {}),
    stores: [...stores],
    jobId: job.id,
  };
}

/**
 * A job's end (`print-job.cancelled`, `print-job.finished`, `print-job.failed`): the printer, why it
 * failed, then what became of its labels.
 */
export function printJobEndedDetails(job: AuditedJob, counts: PrintJobCounts, reason: PrintFailureReason | null): Record<string, unknown> {
  return {
    printer: job.configName,
    ...(reason !== null ? { reason } : {}),
    printed: counts.printed,
    failed: counts.failed,
    voided: counts.voided,
    ...(counts.cancelled > 0 ? { cancelled: counts.cancelled } : {}),
    design: job.designName,
    jobId: job.id,
  };
}

/** The store an entry names: the job's one store, none when it spans several. */
export function jobStoreCode(stores: readonly string[]): string | undefined {
  return stores.length === 1 ? stores[0] : undefined;
}

/** The audit action of a job's end. */
export function printJobEndAction(status: 'DONE' | 'FAILED' | 'CANCELLED'): 'print-job.finished' | 'print-job.failed' | 'print-job.cancelled' {
  return status === 'DONE' ? 'print-job.finished' : status === 'FAILED' ? 'print-job.failed' : 'print-job.cancelled';
}
