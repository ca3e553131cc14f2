import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';

import { useLabels } from '@/hooks/use-labels';
import { Button } from '@/ui/button';
import { Card, CardBody } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';

import { loadFailedLabels, type LoadFailedLabels } from './resource-labels';

export type BackLinkProps = {
  /** Where it leads: the list. */
  to: To;
  /** The link's text ("Back to users"). */
  children: ReactNode;
};

/** The link from a record back to its list, above the record's heading. */
export function BackLink({ to, children }: BackLinkProps) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-6 items-center gap-1.5 rounded-sm text-sm font-semibold text-primary-strong underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4 flip-rtl" />
      {children}
    </Link>
  );
}

export type NotFoundCardProps = {
  /** The page's heading ("User not found"). */
  title: ReactNode;
  /** What happened. */
  children: ReactNode;
};

/**
 * A record that does not exist (a 404, or an id that cannot be one): the page's one heading, the
 * shared page header as on every page, and what happened.
 */
export function NotFoundCard({ title, children }: NotFoundCardProps) {
  return (
    <>
      <PageHeader title={title} />
      <Card className="max-w-xl">
        <CardBody>
          <p>{children}</p>
        </CardBody>
      </Card>
    </>
  );
}

export type LoadFailedProps = {
  /** What could not be loaded. */
  children: ReactNode;
  /** Asks again. */
  onRetry: () => void;
  labels?: Partial<LoadFailedLabels>;
};

/** A record that failed to load, announced, with Retry. */
export function LoadFailed({ children, onRetry, labels: overrides }: LoadFailedProps) {
  const labels = useLabels(loadFailedLabels, overrides);
  return (
    <div role="alert" className="space-y-3">
      <p>{children}</p>
      <Button onClick={onRetry}>{labels.retry}</Button>
    </div>
  );
}
