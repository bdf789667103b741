import { isPageOf, splitLocalePath } from '@hub/contracts';
import { configPageFor } from './routes';

const pageOf = (pathname: string) => configPageFor(splitLocalePath(pathname).path);

describe('mf-config routes (spec section 2)', () => {
  it('When the path is /config/global in any language, then the global config page shows', () => {
    for (const pathname of ['/config/global', '/th/config/global', '/zh/config/global/', '/ar/config/global']) {
      expect(isPageOf('mf-config', pathname)).toBe(true);
      expect(pageOf(pathname)).toBe('global');
    }
  });

  it('When the path is /config/integrations in any language, then the API keys page shows', () => {
    for (const pathname of ['/config/integrations', '/th/config/integrations', '/zh/config/integrations/', '/ar/config/integrations']) {
      expect(isPageOf('mf-config', pathname)).toBe(true);
      expect(pageOf(pathname)).toBe('integrations');
    }
  });

  it('When another /config page opens, then the 404 page shows', () => {
    for (const pathname of ['/config/theme', '/th/config/rfid', '/ar/config/notifications']) {
      expect(isPageOf('mf-config', pathname)).toBe(true);
      expect(pageOf(pathname)).toBe('notBuilt');
    }
  });
});
