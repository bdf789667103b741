export * from './ConfigFormFrame';
