export { CalendarView } from './CalendarView';
