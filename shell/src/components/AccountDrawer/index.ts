export * from './AccountDrawer';
export { openAccountDrawer, useAccountDrawer } from './accountDrawerStore';
