import { KeyRound, MapPinOff, ShieldAlert, WifiOff } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ComponentProps, type FormEvent } from 'react';

import { useLabels } from '@/hooks/use-labels';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { FieldMessage, Input, Label } from '@/ui/input';
import { VisuallyHidden } from '@/ui/visually-hidden';

import { mapUnavailableLabels, type MapUnavailableLabels } from './map-unavailable-labels';

/**
 * Why a map cannot show: no key configured, the script did not load, the provider refused the key,
 * or the page's Content-Security-Policy refused the provider's script.
 */
export type MapUnavailableReason = 'missingKey' | 'loadFailed' | 'invalidKey' | 'blockedByPolicy';

export type MapUnavailableProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The provider's name, shown in the title ("Google Maps"). */
  service: string;
  /** What went wrong; picks the title, the explanation and the actions. */
  reason: MapUnavailableReason;
  /** The environment variable that holds the key ("VITE_GOOGLE_MAPS_API_KEY"). */
  envVariable: string;
  /** Where to get a key; opens in a new tab. Without it there is no link. */
  keyPageUrl?: string;
  /** Called with a key typed into "Try a key in this tab"; no form without it. */
  onTryKey?: (key: string) => void;
  /** Called by the Retry button (shown for `loadFailed` only); without it there is no button. */
  onRetry?: () => void;
  /** Move focus to the card when it appears (after the user's own retry or key). @default false */
  focusOnMount?: boolean;
  /** Texts to override (title, body, key line, Retry, key link, the "try a key" form); the rest stay translated. @default the `maps.unavailable.*` translations */
  labels?: Partial<MapUnavailableLabels>;
};

const icons = {
  missingKey: KeyRound,
  loadFailed: WifiOff,
  invalidKey: MapPinOff,
  blockedByPolicy: ShieldAlert,
};

/**
 * What a map shows instead of itself when it cannot load: which variable to set and where, a link
 * to the provider's key page, Retry after a failed load, and a form to try a key in this tab only.
 */
export function MapUnavailable({
  service,
  reason,
  envVariable,
  keyPageUrl,
  onTryKey,
  onRetry,
  focusOnMount = false,
  labels: labelOverrides,
  className,
  ...props
}: MapUnavailableProps) {
  const labels = useLabels(mapUnavailableLabels, labelOverrides);
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [key, setKey] = useState('');
  const [empty, setEmpty] = useState(false);
  const Icon = icons[reason];

  useEffect(() => {
    if (focusOnMount) rootRef.current?.focus();
  }, [focusOnMount]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = key.trim();
    setEmpty(!trimmed);
    if (trimmed) onTryKey?.(trimmed);
  };

  return (
    <div
      ref={rootRef}
      data-slot="map-unavailable"
      data-reason={reason}
      role="group"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cn(
        'flex flex-col items-center justify-center gap-4 overflow-auto rounded-md border border-dashed border-input bg-surface-muted p-4 text-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    >
      <Icon aria-hidden className="size-8 shrink-0 text-muted" />
      <div className="max-w-prose space-y-2">
        <p id={titleId} data-slot="map-unavailable-title" className="text-lg font-semibold">
          {labels.title(reason, service)}
        </p>
        <p className="text-muted">{labels.body(reason, service)}</p>
      </div>
      {(reason === 'missingKey' || reason === 'invalidKey') && (
        <code
          data-slot="map-unavailable-env"
          className="max-w-full rounded-md border border-border bg-surface px-3 py-2 font-mono text-sm wrap-anywhere"
        >
          {envVariable}={labels.yourKey}
        </code>
      )}
      {reason === 'loadFailed' && onRetry && <Button onClick={onRetry}>{labels.retry}</Button>}
      {keyPageUrl && (
        <a
          href={keyPageUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-primary-strong underline underline-offset-4"
        >
          {labels.getKey(service)} <VisuallyHidden>{labels.newTab}</VisuallyHidden>
        </a>
      )}
      {(reason === 'missingKey' || reason === 'loadFailed') && onTryKey && (
        <form
          data-slot="map-unavailable-try-key"
          onSubmit={submit}
          noValidate
          className="flex w-full max-w-md flex-col gap-2 text-start"
        >
          <Label htmlFor={inputId}>{labels.tryKey}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={inputId}
              value={key}
              onChange={(event) => setKey(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={empty || undefined}
              aria-describedby={hintId}
            />
            <Button type="submit" variant="outline" className="h-11">
              {labels.showMap}
            </Button>
          </div>
          <FieldMessage id={hintId} tone={empty ? 'error' : 'muted'}>
            {empty ? labels.tryKeyEmpty : labels.tryKeyHint}
          </FieldMessage>
        </form>
      )}
    </div>
  );
}
