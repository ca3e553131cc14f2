import { QueryClientProvider } from '@tanstack/react-query';
import { ServerCrash } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';

import { useLabels } from '@/hooks/use-labels';
import { auth } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { Card, CardBody } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { Toaster } from '@/widgets/toast';

import { resourceFrameLabels, type ResourceFrameLabels } from './resource-labels';

export type ResourceFrameProps = {
  /** The page. */
  children: ReactNode;
  labels?: Partial<ResourceFrameLabels>;
};

/**
 * Around every page of a resource: the server cache, the page's toasts, and, on a static deploy
 * without the API (the local sign-in), a note saying what is needed instead of screens that
 * cannot work.
 */
export function ResourceFrame({ children, labels: overrides }: ResourceFrameProps) {
  const labels = useLabels(resourceFrameLabels, overrides);
  const [kind, setKind] = useState(auth.kindNow);
  useEffect(() => {
    // A server that does not answer is the route's to say: its guard asked first.
    if (kind === undefined) auth.kind().then(setKind, () => undefined);
  }, [kind]);
  if (kind === undefined) return null;
  return (
    <QueryClientProvider client={queryClient}>
      <Toaster />
      {kind === 'local' ? <ApiNeeded labels={labels} /> : children}
    </QueryClientProvider>
  );
}

function ApiNeeded({ labels }: { labels: ResourceFrameLabels }) {
  return (
    <div className="space-y-6">
      <PageHeader />
      <Card className="max-w-xl">
        <CardBody className="flex gap-4">
          <ServerCrash aria-hidden className="size-8 shrink-0 text-danger-strong" />
          <div className="space-y-2">
            <h2 className="text-lg font-semibold">{labels.apiNeeded}</h2>
            <p>{labels.apiNeededText}</p>
            <pre className="overflow-auto rounded-md bg-surface-muted px-3 py-2 text-sm">
              <code>npm run api</code>
            </pre>
            <p className="text-muted">{labels.apiNeededAfter}</p>
          </div>
        </CardBody>
      </Card>
    </div>
  );
}
