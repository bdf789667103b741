import { columnKey, exportOf, suggestGroupColumn, suggestMapping, type MappingTarget } from './mapping-suggestions';

/**
 * Spec section 3, "Data mapping config" (issue 28 item 1): the column each product field should read,
 * suggested from a sample's header and first rows. The fixtures are the header shapes of real exports.
 */

/** A Shopify product export (2024 columns, shortened): variant rows leave the product's columns empty. */
const SHOPIFY_HEADER = [
  'Handle', 'Title', 'Body (HTML)', 'Vendor', 'Product Category', 'Type', 'Tags', 'Published',
  'Option1 Name', 'Option1 Value', 'Option2 Name', 'Option2 Value', 'Option3 Name', 'Option3 Value',
  'Variant SKU', 'Variant Grams', 'Variant Inventory Tracker', 'Variant Inventory Qty', 'Variant Inventory Policy',
  'Variant Fulfillment Service', 'Variant Price', 'Variant Compare At Price', 'Variant Requires Shipping',
  'Variant Taxable', 'Variant Barcode', 'Image Src', 'Image Position', 'Image Alt Text', 'Gift Card',
  'SEO Title', 'SEO Description', 'Variant Image', 'Variant Weight Unit', 'Cost per item', 'Status',
];
const shopifyRow = (cells: Record<string, string>) => SHOPIFY_HEADER.map((h) => cells[h] ?? '');
const SHOPIFY_ROWS = [
  shopifyRow({ Handle: 'solitaire-ring', Title: 'Solitaire ring', Vendor: 'Aurum', Type: 'Ring', 'Option1 Name': 'Size', 'Option1 Value': '6', 'Option2 Name': 'Carat', 'Option2 Value': '0.50ct', 'Variant SKU': 'SR-6-050', 'Variant Price': '1200.00', Status: 'active' }),
  shopifyRow({ Handle: 'solitaire-ring', 'Option1 Value': '7', 'Option2 Value': '0.50ct', 'Variant SKU': 'SR-7-050', 'Variant Price': '1200.00' }),
  shopifyRow({ Handle: 'solitaire-ring', 'Option1 Value': '7', 'Option2 Value': '1.00ct', 'Variant SKU': 'SR-7-100', 'Variant Price': '2400.00' }),
];

/** A WooCommerce product export (its built-in exporter's header, shortened). */
const WOO_HEADER = [
  'ID', 'Type', 'SKU', 'Name', 'Published', 'Is featured?', 'Visibility in catalog', 'Short description', 'Description',
  'Tax status', 'In stock?', 'Stock', 'Weight (kg)', 'Sale price', 'Regular price', 'Categories', 'Tags', 'Images',
  'Parent', 'Attribute 1 name', 'Attribute 1 value(s)', 'Attribute 1 visible', 'Attribute 1 global',
];
const wooRow = (cells: Record<string, string>) => WOO_HEADER.map((h) => cells[h] ?? '');
const WOO_ROWS = [
  wooRow({ ID: '12', Type: 'variable', SKU: 'PEND-01', Name: 'Pearl pendant', Categories: 'Pendants', 'Regular price': '', 'Attribute 1 name': 'Metal', 'Attribute 1 value(s)': 'Gold, Silver' }),
  wooRow({ ID: '13', Type: 'variation', SKU: 'PEND-01-G', Name: 'Pearl pendant - Gold', 'Regular price': '450', Parent: 'PEND-01', 'Attribute 1 name': 'Metal', 'Attribute 1 value(s)': 'Gold' }),
];

/** A generic ERP's item export. */
const ERP_HEADER = ['ITEM_CODE', 'DESCRIPTION', 'UNIT_PRICE', 'BARCODE', 'CATEGORY', 'QTY_ON_HAND', 'GROSS_WEIGHT', 'EPC'];
const ERP_ROWS = [
  ['RG-0001', 'Gold ring 18k', '15900', '8850001000011', 'Ring', '1', '3.25', 'E28011700000020C5A8A1B01'],
  ['RG-0002', 'Gold ring 22k', '18900', '8850001000028', 'Ring', '2', '4.10', 'E28011700000020C5A8A1B02'],
];

const targets = (...names: string[]): MappingTarget[] => names.map((name) => ({ name }));
const asMap = (list: ReturnType<typeof suggestMapping>) => Object.fromEntries(list.map((s) => [s.field, [s.column, s.reason, s.source]]));

describe('suggestMapping (spec section 3, data mapping config; issue 28 item 1)', () => {
  it("When the sample is a Shopify product export, then its variant SKU, title, body, price, barcode, type and image are recognised, and the option whose name column says Size gives the size", () => {
    const list = suggestMapping(SHOPIFY_HEADER, SHOPIFY_ROWS, [
      ...targets('productCode', 'rfidTag', 'itemType', 'imageName', 'price', 'barcode', 'vendor', 'description', 'size', 'carat'),
      { name: 'productName', displayName: 'Product name' },
    ]);
    expect(asMap(list)).toEqual({
      productCode: ['Variant SKU', 'KNOWN_EXPORT', 'SHOPIFY'],
      itemType: ['Type', 'KNOWN_EXPORT', 'SHOPIFY'],
      imageName: ['Image Src', 'KNOWN_EXPORT', 'SHOPIFY'],
      price: ['Variant Price', 'KNOWN_EXPORT', 'SHOPIFY'],
      barcode: ['Variant Barcode', 'KNOWN_EXPORT', 'SHOPIFY'],
      vendor: ['Vendor', 'NAME', undefined],
      description: ['Body (HTML)', 'KNOWN_EXPORT', 'SHOPIFY'],
      size: ['Option1 Value', 'KNOWN_EXPORT', 'SHOPIFY'],
      carat: ['Option2 Value', 'KNOWN_EXPORT', 'SHOPIFY'],
      productName: ['Title', 'KNOWN_EXPORT', 'SHOPIFY'],
    });
    // No RFID column in a Shopify export: nothing is made up.
    expect(list.some((s) => s.field === 'rfidTag')).toBe(false);
    expect(exportOf(SHOPIFY_HEADER.map(columnKey))).toBe('SHOPIFY');
  });

  it("When the sample is a WooCommerce export, then SKU, Name, Regular price and Categories are recognised, and its Type (simple, variable) is not taken for the item type", () => {
    const list = suggestMapping(WOO_HEADER, WOO_ROWS, targets('productCode', 'itemType', 'title', 'price', 'imageName', 'quantity', 'weight', 'metal'));
    expect(asMap(list)).toEqual({
      productCode: ['SKU', 'KNOWN_EXPORT', 'WOOCOMMERCE'],
      itemType: ['Categories', 'KNOWN_EXPORT', 'WOOCOMMERCE'],
      title: ['Name', 'KNOWN_EXPORT', 'WOOCOMMERCE'],
      price: ['Regular price', 'KNOWN_EXPORT', 'WOOCOMMERCE'],
      imageName: ['Images', 'KNOWN_EXPORT', 'WOOCOMMERCE'],
      quantity: ['Stock', 'KNOWN_EXPORT', 'WOOCOMMERCE'],
      weight: ['Weight (kg)', 'KNOWN_EXPORT', 'WOOCOMMERCE'],
      metal: ['Attribute 1 value(s)', 'KNOWN_EXPORT', 'WOOCOMMERCE'],
    });
    expect(exportOf(WOO_HEADER.map(columnKey))).toBe('WOOCOMMERCE');
  });

  it('When the sample is a generic ERP export, then ITEM_CODE, EPC, DESCRIPTION, UNIT_PRICE, BARCODE and GROSS_WEIGHT are recognised', () => {
    const list = suggestMapping(ERP_HEADER, ERP_ROWS, targets('productCode', 'rfidTag', 'title', 'price', 'barcode', 'grossWeight', 'itemType'));
    expect(asMap(list)).toEqual({
      productCode: ['ITEM_CODE', 'KNOWN_EXPORT', 'ERP'],
      rfidTag: ['EPC', 'KNOWN_EXPORT', 'ERP'],
      title: ['DESCRIPTION', 'KNOWN_EXPORT', 'ERP'],
      price: ['UNIT_PRICE', 'KNOWN_EXPORT', 'ERP'],
      barcode: ['BARCODE', 'NAME', undefined],
      grossWeight: ['GROSS_WEIGHT', 'NAME', undefined],
      itemType: ['CATEGORY', 'KNOWN_EXPORT', 'ERP'],
    });
  });

  it('When no name is known, then a column of 24 hex digits suggests the RFID tag and a column of present, distinct codes the product code', () => {
    const header = ['Notes', 'Ref', 'Chip', 'Colour'];
    const rows = [
      ['first lot', 'A-100', 'e28011700000020c5a8a1b01', 'Red'],
      ['first lot', 'A-101', 'E28011700000020C5A8A1B02', 'Blue'],
      ['second lot', 'A-102', '', 'Red'],
    ];
    expect(asMap(suggestMapping(header, rows, targets('productCode', 'rfidTag')))).toEqual({
      rfidTag: ['Chip', 'VALUE_SHAPE', undefined],
      productCode: ['Ref', 'VALUE_SHAPE', undefined],
    });
  });

  it('When a column has a repeated or missing code, or the sample has one row, then it is not suggested as the product code', () => {
    expect(suggestMapping(['Ref'], [['A'], ['A']], targets('productCode'))).toEqual([]);
    expect(suggestMapping(['Ref'], [['A'], ['']], targets('productCode'))).toEqual([]);
    expect(suggestMapping(['Ref'], [['A']], targets('productCode'))).toEqual([]);
    expect(suggestMapping(['Chip'], [['E28011700000020C5A8A1B0']], targets('rfidTag'))).toEqual([]);
  });

  it('When two fields could read one column, then only the first gets it (no column twice, CDM102), and a name match wins over a known header', () => {
    const list = suggestMapping(['DESCRIPTION', 'ITEM_CODE'], [], targets('title', 'description', 'productCode'));
    expect(asMap(list)).toEqual({
      description: ['DESCRIPTION', 'NAME', undefined],
      productCode: ['ITEM_CODE', 'KNOWN_EXPORT', 'ERP'],
    });
  });

  it("When a field's display name is the column's, then the column is suggested by name, whatever its case and punctuation", () => {
    const list = suggestMapping(['gross_weight', ' '], [], [{ name: 'gw', displayName: 'Gross weight' }, { name: '' }]);
    expect(list).toEqual([{ field: 'gw', column: 'gross_weight', reason: 'NAME' }]);
  });

  it("When the sample is a Shopify export, then its Handle is the suggested grouping column of the variant rows; a WooCommerce export's Parent; an ERP export suggests none", () => {
    expect(suggestGroupColumn(SHOPIFY_HEADER)).toEqual({ field: 'groupBy', column: 'Handle', reason: 'KNOWN_EXPORT', source: 'SHOPIFY' });
    expect(suggestGroupColumn(WOO_HEADER)).toEqual({ field: 'groupBy', column: 'Parent', reason: 'KNOWN_EXPORT', source: 'WOOCOMMERCE' });
    expect(suggestGroupColumn(WOO_HEADER.filter((h) => h !== 'Parent'))).toBeUndefined();
    expect(suggestGroupColumn(ERP_HEADER)).toBeUndefined();
    expect(suggestGroupColumn([...ERP_HEADER, 'Parent'])).toBeUndefined();
  });
});
