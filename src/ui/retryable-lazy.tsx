import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { retryableImport } from '@/lib/retryable-import';

import { Button } from './button';

class LoadFailureBoundary extends Component<
  { children: ReactNode; onRetry: () => void },
  { failed: boolean }
> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <PartFailed onRetry={this.props.onRetry} /> : this.props.children;
  }
}

function PartFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-slot="part-failed"
      className="flex flex-wrap items-center gap-3 rounded-md border border-border bg-surface-muted p-4"
    >
      <p>{t('errors.partText')}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/**
 * A part of a page (not a whole route) loaded in its own chunk: `load` is the dynamic import and
 * `pick` takes the component from the module. Unlike a bare `React.lazy`, whose rejected download
 * is cached for good, a failed download shows a message with Retry that fetches the chunk again.
 */
export function retryableLazy<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  const importPart = retryableImport(load);
  const create = () => lazy(() => importPart().then((module) => ({ default: pick(module) })));
  return function RetryableLazy({ fallback, ...props }: P & { fallback: ReactNode }) {
    const [{ Part, attempt }, setLoad] = useState(() => ({ Part: create(), attempt: 0 }));
    const retry = () => setLoad({ Part: create(), attempt: attempt + 1 });
    return (
      <LoadFailureBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={fallback}>
          <Part {...(props as P)} />
        </Suspense>
      </LoadFailureBoundary>
    );
  };
}
