/**
 * The resource kit: a resource declares its table, columns, list, schemas and permissions
 * (`defineResource`), and `resourceRoutes` serves its endpoints (server/README.md, "Add a
 * resource on the server").
 */
export { defineResource } from './define';
export { resourceRoutes } from './routes';
