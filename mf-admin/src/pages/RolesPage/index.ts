export * from './RolesPage';
export * from './RoleEditorPage';
export * from './RolePreviewPage';
