// The events' schemas, loaded with the socket (hubSocket.ts): only a session opens it (issue 30 item 3).
export { parseEventOf } from '@hub/contracts';
