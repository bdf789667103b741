// Issue 30 item 3: a remote ships English in its code and each other language as a chunk; `ready`
// settles once the languages in use are there (the shell awaits it before single-spa's timed mount).
// The modules are loaded as a build loads them (NODE_ENV not 'test': English only at the start).
import type * as I18n from '../i18n/i18n';
import type * as Store from '../store/hubStore';
import type * as Lifecycles from './createRemoteLifecycles';

function freshModules(): { ui: typeof I18n; store: typeof Store; remote: typeof Lifecycles } {
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    let modules!: { ui: typeof I18n; store: typeof Store; remote: typeof Lifecycles };
    jest.isolateModules(() => {
      modules = {
        ui: jest.requireActual('../i18n/i18n'),
        store: jest.requireActual('../store/hubStore'),
        remote: jest.requireActual('./createRemoteLifecycles'),
      };
    });
    return modules;
  } finally {
    process.env.NODE_ENV = env;
  }
}

const Root = () => null;

describe('createRemoteLifecycles: the remote\'s strings by language', () => {
  it('On an Arabic page, the Arabic chunk is fetched, and only it, before ready settles; English is there at once', async () => {
    const { ui, store, remote } = freshModules();
    store.hubStore.setState({ locale: 'ar' });
    await ui.loadLocaleStrings('ar');
    const load = jest.fn(async (locale: string) => ({ default: { title: `title-${locale}` } }));
    const lifecycles = remote.createRemoteLifecycles({ name: 'mf-test', rootComponent: Root, strings: { en: { title: 'Title' }, load } });
    expect(ui.i18n.t('title', { ns: 'mf-test', lng: 'en' })).toBe('Title');
    await lifecycles.ready;
    expect(load.mock.calls).toEqual([['ar']]);
    expect(ui.i18n.t('title', { ns: 'mf-test' })).toBe('title-ar');

    store.hubStore.setState({ locale: 'th' });
    await ui.loadLocaleStrings('th');
    expect(load.mock.calls).toEqual([['ar'], ['th']]);
    expect(ui.i18n.t('title', { ns: 'mf-test' })).toBe('title-th');
  });

  it('On an English page, nothing is fetched; when a language\'s chunk cannot be fetched, ready still settles and English stands in', async () => {
    const { ui, store, remote } = freshModules();
    const load = jest.fn(async () => {
      throw new Error('offline');
    });
    const english = remote.createRemoteLifecycles({ name: 'mf-test', rootComponent: Root, strings: { en: { title: 'Title' }, load } });
    await english.ready;
    expect(load).not.toHaveBeenCalled();

    store.hubStore.setState({ locale: 'zh' });
    await ui.loadLocaleStrings('zh').catch(() => undefined);
    const later = remote.createRemoteLifecycles({ name: 'mf-other', rootComponent: Root, strings: { en: { title: 'Other' }, load } });
    await expect(later.ready).resolves.toBeUndefined();
    expect(ui.i18n.t('title', { ns: 'mf-other' })).toBe('Other');
  });
});
