import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { tableRows, type DemoTableRow } from '@/demo/data/table-rows';
import { useFormat } from '@/hooks/use-format';
import { Button } from '@/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { Input, Label } from '@/ui/input';
import { PageHeader } from '@/ui/page-header';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableScroll,
} from '@/ui/table';
import { SimpleSelect, type SelectHandle } from '@/widgets/select';
import { Tag } from '@/widgets/tag';

import { activeFilters, matchRows } from './filters/match-rows';

/** The distinct cities of the demo rows, in the demo's order; proper names, not translated. */
const CITIES = ['Vancouver', 'Washington', 'Barcelona', 'Manchester', 'Wien', 'Brussels'];

type FilterField = 'name' | 'email' | 'city';
type Filters = Record<FilterField, string>;

const NO_FILTERS: Filters = { name: '', email: '', city: '' };

export default function FiltersPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const cityRef = useRef<SelectHandle>(null);

  const setFilter = (field: FilterField, value: string) =>
    setFilters((current) => ({ ...current, [field]: value }));

  const focusField = (field: FilterField) => {
    if (field === 'name') nameRef.current?.focus();
    else if (field === 'email') emailRef.current?.focus();
    else cityRef.current?.focus();
  };

  // The × button goes away with its tag, so focus moves to the field it cleared.
  const removeFilter = (field: FilterField) => {
    setFilter(field, '');
    focusField(field);
  };

  const clearAll = () => {
    setFilters(NO_FILTERS);
    nameRef.current?.focus();
  };

  const active = activeFilters<Filters>(filters);
  const rows = matchRows<DemoTableRow>(tableRows, filters);
  const resultsTitleId = `${id}-results`;

  return (
    <div className="space-y-6">
      <PageHeader />
      <Card>
        <CardHeader>
          <CardTitle>{t('filters.title')}</CardTitle>
        </CardHeader>
        <CardBody className="space-y-5">
          <div className="grid items-start gap-4 md:grid-cols-3">
            <div className="flex min-w-0 flex-col gap-1.5">
              <Label htmlFor={`${id}-name`}>{t('filters.fields.name')}</Label>
              <Input
                ref={nameRef}
                id={`${id}-name`}
                type="text"
                autoComplete="off"
                placeholder={t('filters.placeholders.name')}
                value={filters.name}
                onChange={(event) => setFilter('name', event.target.value)}
              />
            </div>
            <div className="flex min-w-0 flex-col gap-1.5">
              <Label htmlFor={`${id}-email`}>{t('filters.fields.email')}</Label>
              <Input
                ref={emailRef}
                id={`${id}-email`}
                type="text"
                autoComplete="off"
                placeholder={t('filters.placeholders.email')}
                value={filters.email}
                onChange={(event) => setFilter('email', event.target.value)}
              />
            </div>
            <SimpleSelect<string>
              ref={cityRef}
              label={t('filters.fields.city')}
              name="city"
              labels={{ placeholder: t('filters.placeholders.city') }}
              options={CITIES}
              value={filters.city === '' ? null : filters.city}
              onValueChange={(city) => setFilter('city', city ?? '')}
            />
          </div>
          {active.length > 0 && (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <ul aria-label={t('filters.active')} className="flex flex-wrap gap-2">
                {active.map(([field, value]) => (
                  <li key={field} className="max-w-full min-w-0">
                    <Tag
                      name={t(`filters.tag.${field}`, { value })}
                      removable
                      onRemove={() => removeFilter(field)}
                    />
                  </li>
                ))}
              </ul>
              <Button variant="link" size="sm" className="px-0!" onClick={clearAll}>
                {t('filters.clearAll')}
              </Button>
            </div>
          )}
        </CardBody>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle id={resultsTitleId}>{t('filters.results.title')}</CardTitle>
        </CardHeader>
        <CardBody className="space-y-3">
          <TableScroll labelledBy={resultsTitleId}>
            <Table aria-labelledby={resultsTitleId}>
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">{t('filters.fields.name')}</TableHead>
                  <TableHead scope="col">{t('filters.fields.email')}</TableHead>
                  <TableHead scope="col">{t('filters.fields.city')}</TableHead>
                  <TableHead scope="col" align="end">
                    {t('filters.fields.score')}
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>{row.name}</TableCell>
                    <TableCell>
                      <bdi>{row.email}</bdi>
                    </TableCell>
                    <TableCell>{row.city}</TableCell>
                    <TableCell align="end">{row.score}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
          <p
            role="status"
            className={rows.length === 0 ? 'py-2 text-center' : 'text-sm text-muted'}
          >
            {rows.length === 0
              ? t('filters.results.empty')
              : t('filters.results.count', {
                  count: rows.length,
                  n: format.integer(rows.length),
                  total: format.integer(tableRows.length),
                })}
          </p>
        </CardBody>
      </Card>
    </div>
  );
}
