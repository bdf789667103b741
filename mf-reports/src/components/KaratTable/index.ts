export { KaratTable } from './KaratTable';
