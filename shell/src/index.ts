// Issue 30 item 1: the page's first data calls start here, beside the shell's start, not after the
// page's remote mounts. No shared module here (this is the entry, before Module Federation has
// negotiated anything); of the contracts only early-calls and what it uses (routes, locale,
// permissions, constants: no zod), @hub/contracts being free of side effects (its package.json).
import { startEarlyCalls } from './earlyCalls';

startEarlyCalls();

// Async boundary: shared modules are negotiated before any of them is used (no eager sharing).
import('./bootstrap');
