// @hub/ui's strings and the message catalogue in one language other than English, a chunk of its own
// fetched when a page first needs the language (issue 30 item 3: the sign-in page loads one language).
import { MESSAGES_TH } from '@hub/contracts';
import common from '../th.json';

export default { common, codes: MESSAGES_TH };
