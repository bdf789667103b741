-- One database per service (each service owns its schema and migrations).
CREATE DATABASE hub_auth;
CREATE DATABASE hub_catalog;
CREATE DATABASE hub_import;
CREATE DATABASE hub_stocktake;
CREATE DATABASE hub_notify;
