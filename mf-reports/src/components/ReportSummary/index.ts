export { ReportSummary } from './ReportSummary';
