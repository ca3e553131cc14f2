import { describe, expect, it } from 'vitest';

import { placedPages } from '@/config/route-registry';
import { routeRegistry } from '@/config/routes';
import { sidebarTree } from '@/config/sidebar-tree';

import { filterCategories, pageDirectory } from './page-directory';

const categories = [
  { id: 'forms', items: [{ name: 'Form Elements' }, { name: 'Form Wizards' }] },
  { id: 'ui', items: [{ name: 'Buttons' }, { name: 'Tree View' }, { name: 'Cards (beta)' }] },
  { id: 'stats', items: [{ name: 'Gráficos' }] },
];

const names = (result: typeof categories) => result.flatMap((c) => c.items.map((i) => i.name));

describe('filterCategories', () => {
  it('returns every category for an empty or blank query', () => {
    expect(filterCategories(categories, '')).toEqual(categories);
    expect(filterCategories(categories, '   ')).toEqual(categories);
  });

  it('matches case-insensitively', () => {
    expect(names(filterCategories(categories, 'BUTTONS'))).toEqual(['Buttons']);
    expect(names(filterCategories(categories, 'tree view'))).toEqual(['Tree View']);
  });

  it('matches a substring anywhere in the name', () => {
    expect(names(filterCategories(categories, 'izar'))).toEqual(['Form Wizards']);
    expect(names(filterCategories(categories, 'form'))).toEqual(['Form Elements', 'Form Wizards']);
  });

  it('treats regular-expression characters literally', () => {
    expect(() => filterCategories(categories, '(')).not.toThrow();
    expect(names(filterCategories(categories, '('))).toEqual(['Cards (beta)']);
    expect(names(filterCategories(categories, '[a-z]'))).toEqual([]);
    expect(names(filterCategories(categories, '.'))).toEqual([]);
    expect(names(filterCategories(categories, 'b.tt'))).toEqual([]);
    expect(names(filterCategories(categories, '*'))).toEqual([]);
  });

  it('ignores accents', () => {
    expect(names(filterCategories(categories, 'graficos'))).toEqual(['Gráficos']);
  });

  it('drops categories with no match and keeps the order', () => {
    const result = filterCategories(categories, 'e');
    expect(result.map((c) => c.id)).toEqual(['forms', 'ui']);
    expect(names(result)).toEqual(['Form Elements', 'Tree View', 'Cards (beta)']);
    expect(filterCategories(categories, 'nothing like this')).toEqual([]);
  });

  it('does not mutate its input', () => {
    filterCategories(categories, 'form');
    expect(categories[1]?.items).toHaveLength(3);
  });
});

describe('pageDirectory', () => {
  it('lists every page of the sidebar and every sign-in page once, in that order', () => {
    const listed = pageDirectory().flatMap((c) => c.links.map((l) => l.name));
    const sidebar = sidebarTree(routeRegistry).flatMap((item) =>
      item.kind === 'link' ? [item.name] : item.children.map((child) => child.name),
    );
    const auth = placedPages(routeRegistry)
      .filter(({ section, fullPath }) => section === 'auth' && !fullPath.includes(':'))
      .map(({ entry }) => entry.name);
    const expected = [...sidebar, ...auth];
    expect(listed).toEqual(expected);
    expect(listed).toEqual(expect.arrayContaining(['dashboard', 'users', 'login', 'signup']));
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...expected].sort());
  });
});
