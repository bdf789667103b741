export { deferredComponent } from './deferredComponent';
