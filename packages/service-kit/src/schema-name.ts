/** A PostgreSQL schema name the kit interpolates into SQL (never from user input). */
export const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;
