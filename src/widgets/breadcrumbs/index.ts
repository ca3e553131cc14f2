export { Breadcrumbs } from './breadcrumbs';
export type { BreadcrumbItem, BreadcrumbsProps } from './breadcrumbs';
export { resolveBreadcrumbs } from './resolve-breadcrumbs';
export type { BreadcrumbCatalogue, BreadcrumbEntry } from './resolve-breadcrumbs';
