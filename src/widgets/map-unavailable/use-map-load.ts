import { useCallback, useState } from 'react';

/** Where a keyed map service's script stands. */
export type MapLoadStatus = 'missingKey' | 'loading' | 'ready' | 'loadFailed';

type Outcome = { key: string; attempt: number; ok: boolean };

/**
 * The load state of a map service that needs a key (Google, Yandex). An outcome counts only for
 * the key and the attempt it was reported for, so a new key or Retry starts from "loading".
 */
export function useMapLoad(apiKey: string | undefined) {
  const [attempt, setAttempt] = useState(0);
  // A key other than the first came from the user ("Try a key"): like Retry, it is an action
  // whose failure should take focus.
  const [firstKey] = useState(apiKey);
  const [outcome, setOutcome] = useState<Outcome>();

  const settled = outcome && outcome.key === apiKey && outcome.attempt === attempt;
  const status: MapLoadStatus = !apiKey
    ? 'missingKey'
    : settled
      ? outcome.ok
        ? 'ready'
        : 'loadFailed'
      : 'loading';

  /** Reports how the current key's current attempt ended. */
  const settle = useCallback(
    (ok: boolean) => {
      if (apiKey) setOutcome({ key: apiKey, attempt, ok });
    },
    [apiKey, attempt],
  );
  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  return { status, attempt, settle, retry, userActed: attempt > 0 || apiKey !== firstKey };
}
