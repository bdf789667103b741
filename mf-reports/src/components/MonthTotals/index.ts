export { MonthTotals } from './MonthTotals';
