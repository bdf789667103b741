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
// longer, so the React packages wait up to 20 s, sized for load 25 (issue 27 item 4) and inside the
// preset's 30 s per test (a test that really fails still fails; one that passes returns at once).
require('@testing-library/dom').configure({ asyncUtilTimeout: 20000 });
