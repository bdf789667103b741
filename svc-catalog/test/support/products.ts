import type { NewProduct } from '../../src/db/products';

/** A 96-bit EPC (24 hex digits, the default RFID config) numbered `n`. */
export const epc = (n: number) => `E280${n.toString(16).toUpperCase().padStart(20, '0')}`;

/** A ring in stock of store `sid`, active, not printed, mapped when it carries a tag, with `fields`. */
export const product = (sid: string, productCode: string, rfidTag: string | null = null, fields: Record<string, unknown> = {}): NewProduct => ({
  sid,
  productCode,
  rfidTag,
  designNumber: `D-${productCode}`,
  itemType: 'RING',
  itemStatus: 'IN_STOCK',
  active: true,
  imageName: [],
  isMapped: rfidTag !== null,
  printingStatus: 'NOT_PRINTED',
  fields,
});
