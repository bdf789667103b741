// The async boundary: shared singletons are negotiated before any of the remote's code runs.
void import('./bootstrap');

export {};
