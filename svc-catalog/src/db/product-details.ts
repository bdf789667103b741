import {
  EMPTY_PRODUCT_DETAILS_CONFIG,
  productDetailsConfigSchema,
  type ProductDetailsConfig,
} from '@hub/contracts';
import type { Db } from '@hub/service-kit';
import { readDocument, saveDocument } from './merchant-documents';

export interface StoredProductDetails {
  config: ProductDetailsConfig;
  revision: number;
}

/** The merchant's product details config (empty parts when nothing was saved); `forUpdate` locks the row. */
export async function readProductDetails(
  db: Db,
  merchantId: string,
  forUpdate = false,
): Promise<StoredProductDetails | undefined> {
  const doc = await readDocument(db, 'product-details', merchantId, forUpdate);
  return (
    doc && {
      revision: doc.revision,
      config: productDetailsConfigSchema.parse({
        ...EMPTY_PRODUCT_DETAILS_CONFIG,
        ...(doc.config as object),
      }),
    }
  );
}

export const saveProductDetails = (
  db: Db,
  merchantId: string,
  config: ProductDetailsConfig,
  userId: string,
) => saveDocument(db, 'product-details', merchantId, config, userId);
