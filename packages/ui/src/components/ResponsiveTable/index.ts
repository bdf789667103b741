export * from './ResponsiveTable';
