import { Minus, Plus, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '@/ui/button';

import type { WorldMapTooltip } from './use-world-map';
import type { WorldMapLabels } from './world-map-labels';

/** The quiet notice over the skeleton while the base map loads. */
export function WorldMapLoading({ text }: { text: string }) {
  return (
    <div
      role="status"
      data-slot="world-map-loading"
      className="pointer-events-none absolute inset-0 flex items-center justify-center"
    >
      <span className="rounded-full bg-surface px-3 py-1 text-sm text-muted">{text}</span>
    </div>
  );
}

/** The message of a failed load, with Retry. */
export function WorldMapError({
  labels,
  onRetry,
}: {
  labels: Pick<WorldMapLabels, 'error' | 'retry'>;
  onRetry: () => void;
}) {
  return (
    <div
      data-slot="world-map-error"
      className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center"
    >
      <p role="alert" className="rounded-card bg-surface px-3 py-1 text-danger-strong">
        {labels.error}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {labels.retry}
      </Button>
    </div>
  );
}

/** The + / − / reset buttons; a button at its limit stays focusable but does nothing. */
export function WorldMapZoomControls({
  labels,
  canZoomIn,
  canZoomOut,
  canReset,
  onZoomIn,
  onZoomOut,
  onReset,
}: {
  labels: Pick<WorldMapLabels, 'zoomControls' | 'zoomIn' | 'zoomOut' | 'resetZoom'>;
  canZoomIn: boolean;
  canZoomOut: boolean;
  canReset: boolean;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
}) {
  return (
    <div
      role="group"
      aria-label={labels.zoomControls}
      data-slot="world-map-controls"
      className="absolute end-2 top-2 flex flex-col gap-1"
    >
      <ZoomButton label={labels.zoomIn} disabled={!canZoomIn} onClick={onZoomIn}>
        <Plus aria-hidden />
      </ZoomButton>
      <ZoomButton label={labels.zoomOut} disabled={!canZoomOut} onClick={onZoomOut}>
        <Minus aria-hidden />
      </ZoomButton>
      <ZoomButton label={labels.resetZoom} disabled={!canReset} onClick={onReset}>
        <RotateCcw aria-hidden />
      </ZoomButton>
    </div>
  );
}

function ZoomButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      data-slot="world-map-zoom-button"
      aria-label={label}
      title={label}
      // aria-disabled keeps the button focusable, so focus is not lost at a zoom limit.
      aria-disabled={disabled}
      onClick={disabled ? undefined : onClick}
      className="inline-flex size-8 cursor-pointer items-center justify-center rounded-full border border-input bg-surface text-text shadow-card hover:bg-surface-muted aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:size-4"
    >
      {children}
    </button>
  );
}

/** The tooltip of a mark, above it (or below when there is no room above). */
export function WorldMapTooltipBox({ tooltip }: { tooltip: WorldMapTooltip }) {
  return (
    <div
      role="tooltip"
      data-slot="world-map-tooltip"
      className="pointer-events-none absolute z-10 rounded-md bg-shell/95 px-3 py-1.5 text-center text-sm whitespace-nowrap text-white shadow-popover forced-colors:border"
      style={{
        left: tooltip.left,
        top: tooltip.top,
        transform: tooltip.below ? 'translateX(-50%)' : 'translate(-50%, -100%)',
      }}
    >
      {tooltip.text}
    </div>
  );
}
