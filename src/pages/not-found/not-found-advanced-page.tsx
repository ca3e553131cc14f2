import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useFormat } from '@/hooks/use-format';

import { NotFoundLayout } from './not-found-layout';
import { filterCategories, pageDirectory } from './page-directory';

export default function NotFoundAdvancedPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const inputId = useId();
  const [query, setQuery] = useState('');

  // The search runs on the names the reader sees, in the current language.
  const categories = useMemo(
    () =>
      pageDirectory().map((category) => ({
        id: category.id,
        name: t(category.title),
        items: category.links.map((link) => ({ href: link.path, name: t(link.title) })),
      })),
    [t],
  );
  const visible = filterCategories(categories, query);
  const count = visible.reduce((total, category) => total + category.items.length, 0);

  return (
    <NotFoundLayout width="wide">
      <div role="search" className="mx-auto flex max-w-md flex-col items-stretch text-start">
        <label htmlFor={inputId} className="mb-2 font-semibold text-white">
          {t('notFound.search')}
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-shell-muted"
          />
          <input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            className="h-12 w-full rounded-full border border-shell-muted bg-shell-deep ps-12 pe-4 text-base text-white placeholder:text-shell-muted"
          />
        </div>
        <p role="status" className="mt-3 text-center text-sm text-shell-text">
          {count > 0
            ? t('notFound.resultCount', { count, n: format.integer(count) })
            : t('notFound.noResults', { query: query.trim() })}
        </p>
      </div>
      {count > 0 && (
        <nav
          aria-label={t('notFound.searchResults')}
          className="mt-8 columns-2 gap-x-8 text-start md:columns-3"
        >
          {visible.map((category) => (
            <div key={category.id} className="mb-6 break-inside-avoid">
              <h2 className="mb-1 text-sm font-semibold tracking-wide text-shell-text uppercase">
                {category.name}
              </h2>
              <ul>
                {category.items.map((item) => (
                  <li key={item.href}>
                    <Link
                      to={item.href}
                      className="inline-block rounded-sm py-1 text-primary underline-offset-4 hover:underline"
                    >
                      {item.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      )}
    </NotFoundLayout>
  );
}
