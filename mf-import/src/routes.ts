/** mf-import's pages (spec section 2); the path comes with its locale prefix stripped. */
export type ImportPage = 'dataImport' | 'notBuilt';

/** /data-import is the overview; /image-import, /erp and /erp/:id are not built yet. */
export function importPageFor(path: string): ImportPage {
  const bare = path.replace(/\/+$/, '') || '/';
  return bare === '/data-import' ? 'dataImport' : 'notBuilt';
}
