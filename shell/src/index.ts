// Async boundary: shared modules are negotiated before any of them is used (no eager sharing).
import('./bootstrap');
