// Issue 30 item 3: outside tests, a page holds English and its own language only; the others are
// fetched on a switch. The module is loaded here as a build loads it (NODE_ENV not 'test').
import type * as I18n from './i18n';
import type * as Store from '../store/hubStore';

type I18nModule = typeof I18n;
type StoreModule = typeof Store;

function freshModules(): { ui: I18nModule; store: StoreModule } {
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    let modules!: { ui: I18nModule; store: StoreModule };
    jest.isolateModules(() => {
      modules = { ui: jest.requireActual('./i18n'), store: jest.requireActual('../store/hubStore') };
    });
    return modules;
  } finally {
    process.env.NODE_ENV = env;
  }
}

describe('strings by language', () => {
  it('starts with English only and takes a language once its strings arrive, the shell\'s too', async () => {
    const { ui, store } = freshModules();
    expect(ui.i18n.hasResourceBundle('en', ui.COMMON_NS)).toBe(true);
    expect(ui.i18n.hasResourceBundle('th', ui.COMMON_NS)).toBe(false);
    expect(ui.i18n.hasResourceBundle('th', ui.CODES_NS)).toBe(false);

    const loadShell = jest.fn(async (locale: string) => ({ hello: `hello-${locale}` }));
    await ui.addLocaleStrings('shell', { hello: 'hello' }, loadShell);
    expect(loadShell).not.toHaveBeenCalled();

    store.hubStore.setState({ locale: 'th' });
    await ui.loadLocaleStrings('th');
    expect(ui.i18n.language).toBe('th');
    expect(ui.codeWording('SE100')).not.toBe(ui.i18n.t('SE100', { ns: ui.CODES_NS, lng: 'en' }));
    expect(ui.i18n.t('hello', { ns: 'shell' })).toBe('hello-th');
    expect(loadShell).toHaveBeenCalledTimes(1);
    expect(ui.i18n.hasResourceBundle('ar', ui.COMMON_NS)).toBe(false);

    // A namespace registered later gets the languages already in use.
    const loadLater = jest.fn(async () => ({ bye: 'ลาก่อน' }));
    await ui.addLocaleStrings('later', { bye: 'bye' }, loadLater);
    expect(loadLater).toHaveBeenCalledWith('th');
    expect(ui.i18n.t('bye', { ns: 'later' })).toBe('ลาก่อน');
  });

  it('stays in English when a language\'s strings cannot be fetched', async () => {
    const { ui, store } = freshModules();
    await ui.addLocaleStrings('broken', { word: 'word' }, () => Promise.reject(new Error('offline')));
    store.hubStore.setState({ locale: 'ar' });
    await expect(ui.loadLocaleStrings('ar')).rejects.toThrow('offline');
    expect(ui.i18n.t('word', { ns: 'broken' })).toBe('word');
  });
});
