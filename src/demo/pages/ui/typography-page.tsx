import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { pathTo } from '@/config/routes';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';

/**
 * The sample headings are paragraphs styled as headings: real h1/h2 elements here would break the
 * page's outline (one h1, cards as h2).
 */
const HEADINGS = [
  { key: 'heading1', className: 'text-4xl font-bold' },
  { key: 'heading2', className: 'text-3xl font-bold' },
  { key: 'heading3', className: 'text-2xl font-semibold' },
  { key: 'heading4', className: 'text-xl font-semibold' },
] as const;

const TODO = ['plan', 'reply', 'review', 'release', 'rest'] as const;
const TODO_NESTED = ['notes', 'tag', 'tell'] as const;
const STEPS = ['open', 'pick', 'range', 'export', 'share'] as const;
const STEPS_NESTED = ['csv', 'pdf', 'sheet'] as const;

const LINK = 'font-semibold text-primary-strong underline underline-offset-2 hover:no-underline';

export default function TypographyPage() {
  const { t } = useTranslation();

  return (
    <div className="space-y-6">
      <PageHeader />
      <Card>
        <CardHeader>
          <CardTitle>{t('uiPages.typography.title')}</CardTitle>
        </CardHeader>
        <CardBody className="space-y-8 leading-relaxed">
          <div className="space-y-3">
            {HEADINGS.map(({ key, className }) => (
              <p key={key} data-sample="heading" className={`leading-tight ${className}`}>
                {t(`uiPages.typography.${key}`)}
              </p>
            ))}
          </div>

          <p className="max-w-prose">
            <Trans
              i18nKey="uiPages.typography.paragraph"
              components={{
                buttons: <Link to={pathTo('buttons')} className={LINK} />,
                grid: <Link to={pathTo('grid')} className={LINK} />,
                mark: <mark className="rounded-sm bg-primary px-1 text-on-primary" />,
              }}
            />
          </p>

          <blockquote className="max-w-prose border-s-4 border-primary py-1 ps-5">
            <p className="text-lg italic">{t('uiPages.typography.quote')}</p>
            <footer className="mt-2 text-sm text-muted">
              — {t('uiPages.typography.quoteAuthor')}
            </footer>
          </blockquote>

          <p className="max-w-prose">
            <Trans
              i18nKey="uiPages.typography.selection"
              components={{ selected: <span className="bg-info-fill px-0.5 text-white" /> }}
            />
          </p>

          <section aria-labelledby="typography-lists" className="space-y-4">
            <h3 id="typography-lists" className="text-xl font-semibold">
              {t('uiPages.typography.lists')}
            </h3>
            <div className="grid gap-6 sm:grid-cols-2">
              <div>
                <h4 className="mb-2 font-semibold">{t('uiPages.typography.unordered')}</h4>
                <ul className="list-disc space-y-1 ps-6 marker:text-primary-strong">
                  {TODO.map((item) => (
                    <li key={item}>
                      {t(`uiPages.typography.todo.${item}`)}
                      {item === 'release' && (
                        <ul className="mt-1 list-[circle] space-y-1 ps-6">
                          {TODO_NESTED.map((nested) => (
                            <li key={nested}>{t(`uiPages.typography.todo.${nested}`)}</li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h4 className="mb-2 font-semibold">{t('uiPages.typography.ordered')}</h4>
                <ol className="list-decimal space-y-1 ps-6 marker:font-semibold">
                  {STEPS.map((item) => (
                    <li key={item}>
                      {t(`uiPages.typography.steps.${item}`)}
                      {item === 'export' && (
                        <ul className="mt-1 list-disc space-y-1 ps-6">
                          {STEPS_NESTED.map((nested) => (
                            <li key={nested}>{t(`uiPages.typography.steps.${nested}`)}</li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ol>
              </div>
            </div>
          </section>

          <section aria-labelledby="typography-misc" className="space-y-4">
            <h3 id="typography-misc" className="text-xl font-semibold">
              {t('uiPages.typography.misc')}
            </h3>
            <div className="grid gap-6 sm:grid-cols-2">
              <div>
                <h4 className="mb-2 font-semibold">{t('uiPages.typography.address')}</h4>
                <address className="not-italic">
                  <strong>{t('uiPages.typography.company')}</strong>
                  <br />
                  {t('uiPages.typography.street')}
                  <br />
                  {t('uiPages.typography.city')}
                  <br />
                  {t('uiPages.typography.phone')}
                  <br />
                  {t('uiPages.typography.person')}
                  <br />
                  <a href="mailto:hello@example.com" className={LINK}>
                    hello@example.com
                  </a>
                </address>
              </div>
              <div>
                <h4 className="mb-2 font-semibold">{t('uiPages.typography.well')}</h4>
                <div
                  data-slot="well"
                  className="rounded-card border border-border bg-surface-muted p-4 shadow-[inset_0_1px_3px_rgb(0_0_0/0.08)]"
                >
                  {t('uiPages.typography.wellText')}
                </div>
              </div>
            </div>
          </section>
        </CardBody>
      </Card>
    </div>
  );
}
