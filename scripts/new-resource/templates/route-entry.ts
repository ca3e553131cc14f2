/**
 * The registry entry in `src/config/routes.ts`: the list at `/admin/<name>` with a sidebar icon
 * and access for every signed-in role, and the record sub-pages as Users has them. In the demo it
 * sits between `demo:start` and `demo:end` markers, which `npm run strip-demo` removes.
 */
import { pagesAlias, type Resource } from './shared';

/** The sidebar icon the entry names (src/config/sidebar-icons.ts). */
export const SIDEBAR_ICON = 'resource';

export function routeEntryTemplate(resource: Resource, order: number): string {
  const { names } = resource;
  const ns = names.pluralCamel;
  const pages = pagesAlias(resource);
  const entry = `      {
        name: '${names.plural}',
        path: '${names.plural}',
        title: '${ns}.title',
        page: () => import('${pages}/${names.plural}-page'),
        data: () => import('${pages}/${names.plural}-data'),
        sidebar: { icon: '${SIDEBAR_ICON}', order: ${order} },
        access: { signedIn: true },
        children: [
          {
            name: '${names.singular}-new',
            path: 'new',
            title: '${ns}.new',
            page: () => import('${pages}/${names.singular}-page'),
            access: { signedIn: true, roles: ['admin', 'editor'] },
          },
          {
            // Every signed-in role may open it; viewers see it read-only.
            name: '${names.singular}-edit',
            path: ':id',
            title: '${ns}.editTitle',
            page: () => import('${pages}/${names.singular}-page'),
            access: { signedIn: true },
          },
        ],
      },
`;
  // Written in two pieces, so that strip-demo does not take this line for a marker of its own.
  const marker = (end: 'start' | 'end') => `      // demo:${end}\n`;
  return resource.demo ? `${marker('start')}${entry}${marker('end')}` : entry;
}
