import { useTranslation } from 'react-i18next';

import { useFormat } from '@/hooks/use-format';
import { cn } from '@/lib/cn';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';

/** One cell: its size label (as `xs6`) and the Tailwind classes that place it on 12 columns. */
type Cell = { label: string; className: string };

const repeat = (count: number, cell: Cell): Cell[] => Array.from({ length: count }, () => cell);

const SECTIONS = [
  {
    key: 'fixed',
    rows: [
      [{ label: 'xs12', className: 'col-span-12' }],
      repeat(2, { label: 'xs6', className: 'col-span-6' }),
      repeat(3, { label: 'xs4', className: 'col-span-4' }),
    ],
  },
  {
    key: 'desktop',
    rows: [
      repeat(3, { label: 'md4', className: 'col-span-12 md:col-span-4' }),
      repeat(6, { label: 'md2', className: 'col-span-12 md:col-span-2' }),
      repeat(12, { label: 'md1', className: 'col-span-12 md:col-span-1' }),
    ],
  },
  {
    key: 'mobileDesktop',
    rows: [
      [{ label: 'xs12 md4', className: 'col-span-12 md:col-span-4' }],
      [
        { label: 'xs8 md3', className: 'col-span-8 md:col-span-3' },
        { label: 'xs4 md9', className: 'col-span-4 md:col-span-9' },
      ],
      [
        { label: 'xs2 md4', className: 'col-span-2 md:col-span-4' },
        { label: 'xs8 md4', className: 'col-span-8 md:col-span-4' },
        { label: 'xs2 md4', className: 'col-span-2 md:col-span-4' },
      ],
    ],
  },
  {
    key: 'offsets',
    rows: [
      [{ label: 'md6 offset-md6', className: 'col-span-12 md:col-span-6 md:col-start-7' }],
      [{ label: 'md6 offset-md3', className: 'col-span-12 md:col-span-6 md:col-start-4' }],
      [
        { label: 'md4', className: 'col-span-12 md:col-span-4' },
        { label: 'md4 offset-md4', className: 'col-span-12 md:col-span-4 md:col-start-9' },
      ],
    ],
  },
] as const satisfies readonly { key: string; rows: readonly (readonly Cell[])[] }[];

export default function GridPage() {
  const { t } = useTranslation();
  const format = useFormat();

  return (
    <div className="space-y-6">
      <PageHeader />
      {SECTIONS.map(({ key, rows }) => (
        <Card key={key}>
          <CardHeader>
            <CardTitle>{t(`uiPages.grid.${key}`)}</CardTitle>
          </CardHeader>
          <CardBody className="space-y-3 px-4 sm:px-6">
            <p className="text-sm text-muted">{t(`uiPages.grid.${key}Intro`)}</p>
            {rows.map((row, rowIndex) => (
              <div
                key={rowIndex}
                role="list"
                aria-label={t('uiPages.grid.row', { number: format.integer(rowIndex + 1) })}
                className="grid grid-cols-12 gap-2 sm:gap-3"
              >
                {row.map((cell, index) => (
                  <div
                    key={index}
                    role="listitem"
                    className={cn(
                      'flex min-h-9 items-center justify-center rounded-md bg-primary px-1 py-2 text-center font-mono text-xs font-semibold text-on-primary sm:text-sm md:min-h-12',
                      cell.className,
                    )}
                  >
                    {cell.label}
                  </div>
                ))}
              </div>
            ))}
          </CardBody>
        </Card>
      ))}
    </div>
  );
}
