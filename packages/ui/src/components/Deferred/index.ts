export { deferredComponent, loadedOnRender } from './deferredComponent';
