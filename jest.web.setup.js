// jsdom lacks ResizeObserver, which Fluent's MessageBar uses to reflow its actions.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
}

// findBy/waitFor give up after 1 s by default: on a loaded 2-core CI machine a Fluent render can take
// longer, so the React packages wait up to 10 s (a test that really fails still fails).
require('@testing-library/dom').configure({ asyncUtilTimeout: 10000 });
