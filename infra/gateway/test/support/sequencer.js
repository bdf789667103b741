// The order of the gateway's suites (jest.config.js): the kill -9 import tests first. Jest starts the
// suites it has timings for longest first, and the others largest file first: a fresh clone (CI) has no
// timings, so these small files, the longest suites (a built hub killed and started again during
// 60,000-row imports), started last and ran alone on one of the two workers for their last 40-50 s.
const Sequencer = require('@jest/test-sequencer').default;

const LONGEST = /[\\/]test[\\/]import-kill\.[^\\/]+\.test\.ts$/;

module.exports = class LongestFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    return [...sorted.filter((t) => LONGEST.test(t.path)), ...sorted.filter((t) => !LONGEST.test(t.path))];
  }
};
