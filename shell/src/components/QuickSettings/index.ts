export * from './QuickSettings';
