import type { IconifyJSON } from '@iconify/types';
import { ArrowLeft, ChevronDown } from 'lucide-react';
import {
  Suspense,
  use,
  useDeferredValue,
  useId,
  useMemo,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { pathTo } from '@/config/routes';
import { useFormat } from '@/hooks/use-format';
import { cn } from '@/lib/cn';
import { usePageName } from '@/store/app-store';
import { Button } from '@/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { Input, inputClass, Label } from '@/ui/input';
import { PageHeader } from '@/ui/page-header';
import {
  findIconSet,
  groupIcons,
  IconGrid,
  loadIconSet,
  searchIcons,
  type IconList,
  type IconSetEntry,
} from '@/widgets/icon';
import { Slider } from '@/widgets/slider';

/** Route entry for `/admin/ui/icons/:name`: passes `name` on to the set's view. */
export default function IconSetPage() {
  const { name = '' } = useParams();
  return <IconSet name={name} />;
}

/** One icon set, or a message when `name` names none. */
function IconSet({ name }: { name: string }) {
  const entry = findIconSet(name);
  if (!entry) return <NoSuchIconSet name={name} />;
  // The key resets the search and size when moving from one set to another.
  return <KnownIconSet key={entry.slug} entry={entry} />;
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to={pathTo('icon-sets')}
      className="inline-flex items-center gap-1 rounded-sm font-semibold text-primary-strong underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <ArrowLeft aria-hidden className="size-4 flip-rtl" />
      {t('icons.back')}
    </Link>
  );
}

function NoSuchIconSet({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <PageHeader title={t('icons.noSuchSet')} />
      <Card>
        <CardBody className="space-y-4">
          <p>{t('icons.noSuchSetText', { name })}</p>
          <BackLink />
        </CardBody>
      </Card>
    </div>
  );
}

const MIN_SIZE = 20;
const MAX_SIZE = 40;
const DEFAULT_SIZE = 30;

function KnownIconSet({ entry }: { entry: IconSetEntry }) {
  const { t } = useTranslation();
  const format = useFormat();
  usePageName(entry.name);
  const searchId = useId();
  const hintId = useId();
  const [query, setQuery] = useState('');
  const [size, setSize] = useState(DEFAULT_SIZE);
  // A category's title ('' = all); only sets whose data has categories offer the choice.
  const [category, setCategory] = useState('');
  // Typing stays responsive while a thousand icons filter behind it.
  const deferredQuery = useDeferredValue(query);

  return (
    // The grids read the size from this variable, so moving the slider re-renders no icon.
    <div className="space-y-6" style={{ '--icon-size': `${size}px` } as CSSProperties}>
      <PageHeader title={entry.name} actions={<BackLink />} />
      <Card>
        <CardBody className="grid gap-6 md:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor={searchId}>{t('icons.search')}</Label>
            <Input
              id={searchId}
              type="search"
              autoComplete="off"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              aria-describedby={hintId}
            />
            <p id={hintId} className="text-sm text-muted">
              {t('icons.searchHint')}
            </p>
          </div>
          <div className="space-y-2">
            <p className="text-sm font-semibold">{t('icons.size')}</p>
            <div className="flex items-center gap-4 pt-3">
              <span aria-hidden className="text-sm font-semibold">
                A
              </span>
              <Slider
                min={MIN_SIZE}
                max={MAX_SIZE}
                value={size}
                onValueChange={setSize}
                label={t('icons.size')}
                formatValue={(value) => t('icons.sizeValue', { size: format.integer(value) })}
              />
              <span aria-hidden className="text-2xl font-semibold">
                A
              </span>
            </div>
          </div>
        </CardBody>
      </Card>
      <Suspense
        fallback={
          <Card>
            <CardBody>
              <p role="status" className="text-muted">
                {t('icons.loading')}
              </p>
            </CardBody>
          </Card>
        }
      >
        <IconSetLists
          entry={entry}
          query={deferredQuery}
          category={category}
          onCategoryChange={setCategory}
        />
      </Suspense>
    </div>
  );
}

function IconSetLists({
  entry,
  query,
  category,
  onCategoryChange,
}: {
  entry: IconSetEntry;
  query: string;
  category: string;
  onCategoryChange: (category: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const set = use(loadIconSet(entry));
  const lists = useMemo(
    () => groupIcons(set, { allTitle: t('icons.all'), otherTitle: t('icons.other') }),
    [set, t],
  );
  // A category that is no longer there (another language's "Other icons") means all of them.
  const chosen = lists.filter((list) => list.title === category);
  const shown = chosen.length ? chosen : lists;
  const found = useMemo(() => searchIcons(shown, query), [shown, query]);

  const filter =
    lists.length > 1 ? (
      <CategoryFilter
        lists={lists}
        value={chosen.length ? category : ''}
        onValueChange={onCategoryChange}
      />
    ) : null;

  if (query.trim()) {
    return (
      <>
        {filter}
        <IconListCard title={t('icons.found')} set={set} names={found}>
          <p role="status" className={cn(found.length ? 'sr-only' : 'text-muted')}>
            {found.length
              ? t('icons.count', { count: format.integer(found.length) })
              : t('icons.none')}
          </p>
        </IconListCard>
      </>
    );
  }
  return (
    <>
      {filter}
      {shown.map((list) => (
        <IconListCard
          key={list.title}
          title={list.title}
          set={set}
          names={list.names}
          collapsible={shown.length > 1}
        />
      ))}
    </>
  );
}

/** Picks one category of the set (or all); the categories' names come from the set's data. */
function CategoryFilter({
  lists,
  value,
  onValueChange,
}: {
  lists: readonly IconList[];
  value: string;
  onValueChange: (category: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  return (
    <Card>
      <CardBody className="space-y-2">
        <Label htmlFor={id}>{t('icons.category')}</Label>
        <select
          id={id}
          data-slot="icon-category-filter"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={cn(inputClass, 'h-11 cursor-pointer md:max-w-md')}
        >
          <option value="">
            {t('icons.allCategories', { count: format.integer(lists.length) })}
          </option>
          {lists.map((list) => (
            <option key={list.title} value={list.title}>
              {t('icons.categoryOption', {
                name: list.title,
                count: list.names.length,
                n: format.integer(list.names.length),
              })}
            </option>
          ))}
        </select>
      </CardBody>
    </Card>
  );
}

function IconListCard({
  title,
  set,
  names,
  collapsible = false,
  children,
}: {
  title: string;
  set: IconifyJSON;
  names: string[];
  collapsible?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  return (
    <Card>
      <CardHeader className="justify-between">
        <CardTitle>{title}</CardTitle>
        <div className="flex items-center gap-2">
          <span className="text-sm text-muted">
            {t('icons.count', { count: format.integer(names.length) })}
          </span>
          {collapsible ? (
            <Button
              variant="ghost"
              size="icon"
              aria-expanded={open}
              aria-controls={bodyId}
              aria-label={t(open ? 'icons.collapse' : 'icons.expand', { name: title })}
              onClick={() => setOpen(!open)}
            >
              <ChevronDown
                aria-hidden
                className={cn('transition-transform', open && 'rotate-180')}
              />
            </Button>
          ) : null}
        </div>
      </CardHeader>
      <CardBody id={bodyId} hidden={!open} className="space-y-4 max-sm:px-3!">
        {children}
        {names.length ? <IconGrid set={set} names={names} aria-label={title} /> : null}
      </CardBody>
    </Card>
  );
}
