import type { ProductFieldType } from './data-mapping';

/**
 * Mapping from a sample file (issue 28 item 1; spec section 3, "Data mapping config"): which column
 * of a sample's header each product field should read, and why. Pure: the mapping screen offers the
 * suggestions, the merchant accepts or changes them, and the section-5 rules (CDM100–CDM107) still
 * judge what is saved. A column is suggested for one field at most (CDM102).
 */

/** Why a column is suggested: its name is the field's, a known export names it so, or its values look so. */
export type SuggestionReason = 'NAME' | 'KNOWN_EXPORT' | 'VALUE_SHAPE';

/** The exports whose headers are recognised. */
export type KnownExport = 'SHOPIFY' | 'WOOCOMMERCE' | 'ERP';

/** A product field to find a column for: its name, and the words a merchant shows for it. */
export interface MappingTarget {
  name: string;
  displayName?: string;
  type?: ProductFieldType;
}

export interface MappingSuggestion {
  field: string;
  column: string;
  reason: SuggestionReason;
  /** With KNOWN_EXPORT: which export's header it is. */
  source?: KnownExport;
}

/** How many sample rows the suggestions and the preview look at (the sample answer's rows). */
export const SAMPLE_ROWS = 10;

/** `Variant SKU`, `variant_sku` and `VariantSku` are one name. */
export const columnKey = (name: string): string => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

interface KnownColumn {
  header: string;
  source: KnownExport;
}

const shopify = (...headers: string[]): KnownColumn[] => headers.map((header) => ({ header, source: 'SHOPIFY' }));
const woo = (...headers: string[]): KnownColumn[] => headers.map((header) => ({ header, source: 'WOOCOMMERCE' }));
const erp = (...headers: string[]): KnownColumn[] => headers.map((header) => ({ header, source: 'ERP' }));

/**
 * The product fields the exports know, by the names a merchant gives them (first alias: Hub's own
 * field), each with the export headers that hold it, the best first.
 */
const KNOWN_FIELDS: ReadonlyArray<{ aliases: string[]; columns: KnownColumn[] }> = [
  {
    aliases: ['productCode', 'sku', 'code', 'itemCode', 'productId'],
    columns: [...shopify('Variant SKU'), ...woo('SKU'), ...erp('ITEM_CODE', 'ITEM_NO', 'ITEMNO', 'PRODUCT_CODE', 'ARTICLE_NO', 'STOCK_CODE', 'PART_NO', 'SKU')],
  },
  { aliases: ['rfidTag', 'rfid', 'epc', 'tag', 'tagId'], columns: erp('EPC', 'RFID', 'RFID_TAG', 'TAG_ID', 'EPC_CODE') },
  { aliases: ['designNumber', 'design', 'designNo', 'styleNumber', 'style', 'model'], columns: erp('DESIGN_NO', 'DESIGN_NUMBER', 'STYLE_NO', 'MODEL_NO') },
  { aliases: ['itemType', 'type', 'productType', 'category'], columns: [...shopify('Type', 'Product Category'), ...woo('Categories'), ...erp('ITEM_TYPE', 'PRODUCT_TYPE', 'CATEGORY')] },
  { aliases: ['itemStatus', 'status'], columns: [...shopify('Status'), ...erp('ITEM_STATUS', 'STATUS')] },
  { aliases: ['active', 'published', 'enabled'], columns: [...shopify('Published'), ...woo('Published'), ...erp('ACTIVE', 'IS_ACTIVE')] },
  { aliases: ['imageName', 'image', 'images', 'imageUrl', 'picture'], columns: [...shopify('Image Src', 'Variant Image'), ...woo('Images'), ...erp('IMAGE', 'IMAGE_NAME', 'PICTURE')] },
  { aliases: ['title', 'name', 'productName', 'itemName'], columns: [...shopify('Title'), ...woo('Name'), ...erp('ITEM_NAME', 'PRODUCT_NAME', 'DESCRIPTION')] },
  {
    aliases: ['description', 'body', 'details', 'longDescription'],
    columns: [...shopify('Body (HTML)'), ...woo('Description', 'Short description'), ...erp('LONG_DESCRIPTION', 'ITEM_DESCRIPTION', 'DESCRIPTION')],
  },
  { aliases: ['price', 'salePrice', 'retailPrice', 'sellingPrice', 'unitPrice', 'tagPrice'], columns: [...shopify('Variant Price'), ...woo('Regular price', 'Sale price'), ...erp('UNIT_PRICE', 'PRICE', 'RETAIL_PRICE', 'SELLING_PRICE')] },
  { aliases: ['compareAtPrice', 'listPrice', 'msrp'], columns: [...shopify('Variant Compare At Price'), ...erp('LIST_PRICE', 'MSRP')] },
  { aliases: ['cost', 'costPrice', 'unitCost'], columns: [...shopify('Cost per item'), ...erp('UNIT_COST', 'COST', 'COST_PRICE')] },
  { aliases: ['barcode', 'ean', 'upc', 'gtin'], columns: [...shopify('Variant Barcode'), ...woo('GTIN, UPC, EAN, or ISBN'), ...erp('BARCODE', 'EAN', 'UPC', 'GTIN')] },
  { aliases: ['vendor', 'brand', 'supplier', 'manufacturer'], columns: [...shopify('Vendor'), ...woo('Brands'), ...erp('BRAND', 'VENDOR', 'SUPPLIER', 'MANUFACTURER')] },
  { aliases: ['tags', 'keywords'], columns: [...shopify('Tags'), ...woo('Tags'), ...erp('KEYWORDS')] },
  { aliases: ['weight', 'grossWeight', 'netWeight', 'grams'], columns: [...shopify('Variant Grams'), ...woo('Weight (kg)', 'Weight (lbs)', 'Weight (g)'), ...erp('WEIGHT', 'GROSS_WEIGHT', 'NET_WEIGHT', 'GWT')] },
  { aliases: ['quantity', 'qty', 'stock', 'inventory', 'onHand'], columns: [...shopify('Variant Inventory Qty'), ...woo('Stock'), ...erp('QTY_ON_HAND', 'QUANTITY', 'QTY', 'STOCK')] },
  { aliases: ['currency'], columns: erp('CURRENCY', 'CURRENCY_CODE', 'CURR') },
];

/** Shopify's `Option1 Name`/`Option1 Value` and WooCommerce's `Attribute 1 name`/`Attribute 1 value(s)`: the name column's cells say what the value column holds. */
const OPTION_COLUMNS: ReadonlyArray<{ name: RegExp; value: (n: string) => string; source: KnownExport }> = [
  { name: /^option(\d+)name$/, value: (n) => `option${n}value`, source: 'SHOPIFY' },
  { name: /^attribute(\d+)name$/, value: (n) => `attribute${n}values`, source: 'WOOCOMMERCE' },
];

const RFID_SHAPE = /^[0-9a-f]{24}$/i;

/** Every non-empty cell of column `i` in the sample. */
const cellsOf = (rows: readonly (readonly string[])[], i: number) => rows.map((r) => (r[i] ?? '').trim()).filter((v) => v !== '');

/**
 * For each target field (in their order) the column of `header` it should read, and why: first a
 * column named as the field or its display name; then a column a Shopify, WooCommerce or common ERP
 * export gives that field (a Shopify option's value column when its name column says the field, e.g.
 * `Option1 Name` = Size); last by the values' shape: 24 hex digits in every cell suggest the RFID tag,
 * a column whose cells are all present, distinct and code-like the product code. No column twice.
 */
export function suggestMapping(header: readonly string[], sampleRows: readonly (readonly string[])[], targets: readonly MappingTarget[]): MappingSuggestion[] {
  const columns = header.map((name, i) => ({ name: name.trim(), key: columnKey(name), i })).filter((c) => c.key !== '');
  const used = new Set<number>();
  const found = new Map<string, MappingSuggestion>();
  const take = (target: MappingTarget, column: { name: string; i: number }, reason: SuggestionReason, source?: KnownExport) => {
    used.add(column.i);
    found.set(target.name, source ? { field: target.name, column: column.name, reason, source } : { field: target.name, column: column.name, reason });
  };
  const free = (key: string) => columns.find((c) => c.key === key && !used.has(c.i));
  const open = () => targets.filter((t) => t.name.trim() !== '' && !found.has(t.name));
  const shape = exportOf(columns.map((c) => c.key));
  const namesOf = (t: MappingTarget) => [t.name, t.displayName ?? ''].map(columnKey).filter((k) => k !== '');

  for (const target of open()) {
    const column = namesOf(target).map(free).find((c) => c !== undefined);
    if (column) take(target, column, 'NAME');
  }
  for (const target of open()) {
    const keys = namesOf(target);
    const known = KNOWN_FIELDS.find((k) => k.aliases.some((a) => keys.includes(columnKey(a))));
    const column = known?.columns
      .filter((c) => c.source === shape || c.source === 'ERP')
      .map((c) => ({ c, column: free(columnKey(c.header)) }))
      .find((x) => x.column !== undefined);
    if (column?.column) {
      take(target, column.column, 'KNOWN_EXPORT', column.c.source);
      continue;
    }
    const option = optionColumnFor(columns, sampleRows, keys);
    if (option && !used.has(option.column.i)) take(target, option.column, 'KNOWN_EXPORT', option.source);
  }
  const byShape = (fieldName: string, fits: (cells: string[]) => boolean) => {
    const target = open().find((t) => columnKey(t.name) === columnKey(fieldName));
    const column = target && columns.find((c) => !used.has(c.i) && fits(cellsOf(sampleRows, c.i)));
    if (target && column) take(target, column, 'VALUE_SHAPE');
  };
  byShape('rfidTag', (cells) => cells.length > 0 && cells.every((v) => RFID_SHAPE.test(v)));
  byShape('productCode', (cells) => cells.length >= 2 && cells.length === sampleRows.length && new Set(cells).size === cells.length && cells.every((v) => v.length <= 64 && !/\s/.test(v)));
  return targets.flatMap((t) => found.get(t.name) ?? []);
}

/**
 * The grouping column a sample suggests (issue 28 item 3's variants): Shopify's `Handle`, which a
 * product's variant rows repeat, or WooCommerce's `Parent`, which each variation row fills with its
 * variable product's SKU (the variable product's own row leaves it empty and leads the group). An ERP
 * export names no such column.
 */
export function suggestGroupColumn(header: readonly string[]): MappingSuggestion | undefined {
  const keys = header.map(columnKey);
  const shape = exportOf(keys);
  const column = shape === 'SHOPIFY' ? header[keys.indexOf('handle')] : shape === 'WOOCOMMERCE' ? header[keys.indexOf('parent')] : undefined;
  return column && shape !== 'ERP' ? { field: 'groupBy', column: column.trim(), reason: 'KNOWN_EXPORT', source: shape } : undefined;
}

/**
 * Which export a header is: Shopify's has `Handle` with `Variant SKU` or `Body (HTML)`; WooCommerce's
 * `Regular price` or `SKU` with `Categories`; any other is read as an ERP's.
 */
export function exportOf(keys: readonly string[]): KnownExport {
  const has = (key: string) => keys.includes(key);
  if (has('handle') && (has('variantsku') || has('bodyhtml'))) return 'SHOPIFY';
  if (has('regularprice') || (has('sku') && has('categories'))) return 'WOOCOMMERCE';
  return 'ERP';
}

/** The option value column whose name column's cells name the field (Shopify `Option1 Name` = Size → `Option1 Value`). */
function optionColumnFor(columns: ReadonlyArray<{ name: string; key: string; i: number }>, rows: readonly (readonly string[])[], keys: readonly string[]) {
  for (const option of OPTION_COLUMNS)
    for (const nameColumn of columns) {
      const n = option.name.exec(nameColumn.key)?.[1];
      if (n === undefined || !cellsOf(rows, nameColumn.i).some((v) => keys.includes(columnKey(v)))) continue;
      const column = columns.find((c) => c.key === option.value(n));
      if (column) return { column, source: option.source };
    }
  return undefined;
}
