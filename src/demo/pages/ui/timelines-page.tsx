import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useFormat } from '@/hooks/use-format';
import { cn } from '@/lib/cn';
import { Card, CardHeader, CardTitle } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { Timeline, type TimelineItemData } from '@/widgets/timeline';

/** The pre-sale stages (month, rate) and the milestone dates, all in 2018. */
const PRE_SALE = [
  { month: '2018-02', rate: 0.5 },
  { month: '2018-03', rate: 0.4 },
  { month: '2018-04', rate: 0.2 },
] as const;
const MILESTONES = [
  { at: '2018-04-10T15:00', note: 'kickoff' },
  { at: '2018-05-22T10:00', note: 'prototype' },
  { at: '2018-07-19T17:45', note: 'release' },
] as const;
const TASKS = [
  { at: '2018-04-10T15:00', task: 'makeDesign', note: 'design' },
  { at: '2018-05-22T10:00', task: 'developApp', note: 'develop' },
  { at: '2018-05-22T10:00', task: 'developApp', note: 'develop' },
] as const;

/**
 * The stages and milestones are wall-clock values without a zone: read as UTC and written in UTC,
 * they show as written whatever the browser's or the account's time zone.
 */
function toDate(iso: string) {
  return new Date(`${iso}Z`);
}

type Tone = 'base' | 'dark';

/** A small card inside a timeline item; its title is an h3 under the page card's h2. */
function EventCard({
  title,
  children,
  tone = 'base',
  striped = false,
}: {
  title: ReactNode;
  children: ReactNode;
  tone?: Tone;
  striped?: boolean;
}) {
  return (
    <Card
      className={cn(
        'shadow-none!',
        striped && 'border-t-4 border-t-success',
        tone === 'dark' && 'border-shell-border! bg-shell! text-shell-text!',
      )}
    >
      <h3 className="px-4 pt-3 font-semibold">{title}</h3>
      <p
        className={cn('px-4 pt-1 pb-4 text-sm', tone === 'dark' ? 'text-shell-text' : 'text-muted')}
      >
        {children}
      </p>
    </Card>
  );
}

export default function TimelinesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  // Times are 24-hour ("April 10 at 15:00") in every language, as the demo shows them.
  const dateTime = (iso: string) => (
    <time dateTime={iso}>
      {format.dateTime(toDate(iso), {
        month: 'long',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'UTC',
      })}
    </time>
  );

  const preSale: TimelineItemData[] = PRE_SALE.map(({ month, rate }, index) => ({
    id: month,
    active: index < 2,
    before: (
      <>
        <time dateTime={month} className="block font-semibold">
          {format.date(toDate(`${month}-01T00:00`), {
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          })}
        </time>
        <span className="text-sm text-muted">
          {t('timelines.preSaleRate', { rate: format.percent(rate) })}
        </span>
      </>
    ),
  }));

  const milestones: TimelineItemData[] = MILESTONES.map(({ at, note }, index) => ({
    id: at,
    active: index < 2,
    after: (
      <EventCard striped title={dateTime(at)}>
        {t(`timelines.notes.${note}`)}
      </EventCard>
    ),
  }));

  const simple = (tone: Tone): TimelineItemData[] =>
    MILESTONES.slice(0, 2).map(({ at, note }, index) => ({
      id: at,
      active: index === 0,
      after: (
        <EventCard tone={tone} title={dateTime(at)}>
          {t(`timelines.notes.${note}`)}
        </EventCard>
      ),
    }));

  const labelled: TimelineItemData[] = TASKS.slice(0, 2).map(({ at, task, note }, index) => ({
    id: task,
    active: index === 0,
    before: <span className="text-sm font-semibold whitespace-nowrap">{dateTime(at)}</span>,
    after: (
      <EventCard striped title={t(`timelines.tasks.${task}`)}>
        {t(`timelines.notes.${note}`)}
      </EventCard>
    ),
  }));

  const centered: TimelineItemData[] = TASKS.map(({ at, task, note }, index) => ({
    id: index,
    active: index === 0,
    before: <span className="text-sm font-semibold">{dateTime(at)}</span>,
    after: (
      <EventCard tone="dark" title={t(`timelines.tasks.${task}`)}>
        {t(`timelines.notes.${note}`)}
      </EventCard>
    ),
  }));

  return (
    <div className="space-y-6">
      <PageHeader />
      <TimelineCard title={t('timelines.cards.horizontalSimple')}>
        <Timeline items={preSale} label={t('timelines.lists.preSale')} />
      </TimelineCard>
      <TimelineCard title={t('timelines.cards.horizontalCards')}>
        <Timeline items={milestones} label={t('timelines.lists.milestones')} />
      </TimelineCard>
      <TimelineCard title={t('timelines.cards.verticalSimple')}>
        <div className="grid gap-x-6 md:grid-cols-2">
          <Timeline
            orientation="vertical"
            items={simple('base')}
            label={t('timelines.lists.baseLook')}
          />
          <Timeline
            orientation="vertical"
            items={simple('dark')}
            label={t('timelines.lists.darkLook')}
          />
        </div>
      </TimelineCard>
      <TimelineCard title={t('timelines.cards.verticalLabel')}>
        <Timeline orientation="vertical" items={labelled} label={t('timelines.lists.tasks')} />
      </TimelineCard>
      <TimelineCard title={t('timelines.cards.verticalCentered')}>
        <Timeline
          orientation="vertical"
          centered
          items={centered}
          label={t('timelines.lists.tasks')}
        />
      </TimelineCard>
    </div>
  );
}

/** The timeline cards have no body padding; the timeline's items space themselves. */
function TimelineCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <div data-slot="card-body" className="px-4 py-6 sm:px-6">
        {children}
      </div>
    </Card>
  );
}
