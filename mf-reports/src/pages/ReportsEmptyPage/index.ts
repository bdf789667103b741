export { ReportsEmptyPage } from './ReportsEmptyPage';
