export * from './TagDesignPage';
