export { LocationsView, PinBadge } from './LocationsView';
