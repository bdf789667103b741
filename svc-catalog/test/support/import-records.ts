import type { ImportRecord } from '@hub/contracts';
import type { NewProduct } from '../../src/db/products';

/** A record of a checked file (as svc-import's batches carry it): a ring with a karat, and a tag or none. */
export const importRecord = (sid: string, code: string, row: number, rfidTag: string | null = null, karat = '18K'): ImportRecord => ({
  sid,
  productCode: code,
  row,
  rfidTag,
  designNumber: `D-${code}`,
  itemType: 'Ring',
  fields: { karat },
});

/** The product such a record makes (no item status), to be in the catalogue before an import. */
export const importedProduct = (sid: string, code: string, rfidTag: string | null = null, karat = '18K'): NewProduct => ({
  sid,
  productCode: code,
  rfidTag,
  designNumber: `D-${code}`,
  itemType: 'Ring',
  itemStatus: null,
  active: true,
  imageName: [],
  isMapped: rfidTag !== null,
  printingStatus: 'NOT_PRINTED',
  fields: { karat },
});
