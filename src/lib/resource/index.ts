// A resource's data layer without React: its API, cache keys, list query and route loader. A page
// area's data module builds its own from these, and stays small enough for a route's loader.
export { createResourceApi, type ResourceApi } from './resource-api';
export { resourceKeys, type ResourceKeys } from './resource-keys';
export { listAllRows, listOptionsOf, prefetchList, resourceListQuery } from './resource-list';
