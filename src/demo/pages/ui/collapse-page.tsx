import { useTranslation } from 'react-i18next';

import { useFormat } from '@/hooks/use-format';
import { Button } from '@/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { Accordion, Collapse } from '@/widgets/collapse';

/** Month pairs of the demo's collapse bodies (0-based months of 2018). */
const BLOCKS = [
  { key: 'expandBlock', months: [1, 2] },
  { key: 'anotherBlock', months: [3, 4] },
  { key: 'letsGo', months: [5, 6] },
] as const;

export default function CollapsePage() {
  const { t } = useTranslation();

  return (
    <div className="space-y-6">
      <PageHeader />
      <div className="grid gap-6 xl:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('uiPages.collapse.accordion')}</CardTitle>
          </CardHeader>
          <CardBody>
            <Accordion>
              {BLOCKS.map(({ key, months }) => (
                <Collapse
                  key={key}
                  value={key}
                  header={t(`uiPages.collapse.${key}`)}
                  bodyClassName="bg-surface-muted p-5"
                >
                  <MonthColumns months={months} />
                </Collapse>
              ))}
            </Accordion>
          </CardBody>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('uiPages.collapse.button')}</CardTitle>
          </CardHeader>
          <CardBody>
            <Collapse
              noHeader
              trigger={<Button className="self-start">{t('uiPages.collapse.expandButton')}</Button>}
              bodyClassName="mt-2 bg-surface-muted p-5"
            >
              <MonthColumns months={[1, 2]} />
            </Collapse>
          </CardBody>
        </Card>
      </div>
    </div>
  );
}

/** Two columns, each a month of 2018 (named by Intl in the reader's language) and a short text. */
function MonthColumns({ months }: { months: readonly number[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const texts = [t('uiPages.collapse.firstText'), t('uiPages.collapse.secondText')];

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {months.map((month, index) => (
        <div key={month}>
          <h3 className="mb-1 font-semibold first-letter:uppercase">
            {format.date(Date.UTC(2018, month, 15), {
              month: 'long',
              year: 'numeric',
              timeZone: 'UTC',
            })}
          </h3>
          <p className="text-sm leading-relaxed">{texts[index]}</p>
        </div>
      ))}
    </div>
  );
}
