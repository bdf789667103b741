import { breakdownConfigSchema, productDetailsAnswerSchema, productDetailsBodySchema } from '../product-details-config';
import { answerSchema, endpoint } from './endpoint';

/** Spec section 7, Configuration: the product details dialog's sections, summary and breakdown (svc-catalog). */
export const productDetailsConfigApi = {
  get: endpoint({
    method: 'GET',
    path: '/merchant/config/product-details',
    codes: ['CPD001'],
    data: answerSchema(productDetailsAnswerSchema),
  }),

  breakdown: endpoint({
    method: 'GET',
    path: '/merchant/config/product-details/breakdown',
    codes: ['CPD001'],
    data: answerSchema(breakdownConfigSchema),
  }),

  /** CPD002 when only the summary was sent. */
  save: endpoint({
    method: 'POST',
    path: '/merchant/config/product-details',
    codes: ['CPD000', 'CPD002'],
    body: productDetailsBodySchema,
    data: answerSchema(productDetailsAnswerSchema),
    errors: { CPD100: 400, CPD101: 400, CPD102: 400, CPD103: 400, CPD104: 400, CPD105: 400 },
  }),
};
