// @hub/ui's strings and the message catalogue in one language other than English, a chunk of its own
// fetched when a page first needs the language (issue 30 item 3: the sign-in page loads one language).
import { MESSAGES_AR } from '@hub/contracts';
import common from '../ar.json';

export default { common, codes: MESSAGES_AR };
