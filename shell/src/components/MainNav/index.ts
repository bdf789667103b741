export * from './MainNav';
export * from './useNavigation';
