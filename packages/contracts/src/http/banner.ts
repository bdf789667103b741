import { bannerAnswerSchema, bannerDismissSchema } from '../banner';
import { answerSchema, endpoint } from './endpoint';
import { START_ROUTES } from './start-routes';

/** The banner (svc-auth, issue 15 item 6). */
export const bannerApi = {
  /** The caller's conditions: only those the caller's permissions make relevant, dismissed ones left out. */
  get: endpoint({ ...START_ROUTES.banner, data: answerSchema(bannerAnswerSchema) }),
  /** Remembers the caller's dismissal of one condition (BNR001); the rest of the answer is the banner as it stays. */
  dismiss: endpoint({ method: 'POST', path: '/merchant/banner/dismiss', codes: ['BNR001'], body: bannerDismissSchema, data: answerSchema(bannerAnswerSchema) }),
};
