export { MapView } from './MapView';
