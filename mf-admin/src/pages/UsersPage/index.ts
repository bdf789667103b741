export * from './UsersPage';
