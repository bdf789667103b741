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

// Griffel (Fluent's CSS-in-JS) inserts every style rule of every rendered component into the jsdom
// document, and jsdom matches all of them on each getComputedStyle, which Testing Library calls for
// every element a role query looks at (is it hidden?). jsdom lays nothing out: of the rules, only
// those that hide (display, visibility: a card list shown in place of a table on a phone, the
// reserved-space copy of a tab's label) change what a test can find, so only those are inserted.
// The React packages' tests took about half the CPU time after it.
if (typeof CSSStyleSheet !== 'undefined') {
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function insertHidingRule(rule, index) {
    return /display|visibility/.test(rule) ? insertRule.call(this, rule, index) : 0;
  };
}
