export { ReportLines } from './ReportLines';
