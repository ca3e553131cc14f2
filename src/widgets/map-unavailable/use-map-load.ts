import { useCallback, useState, useSyncExternalStore } from 'react';

import { policyViolations, subscribePolicyViolations } from './policy-violations';

/** Where a keyed map service's script stands. */
export type MapLoadStatus = 'missingKey' | 'loading' | 'ready' | 'loadFailed' | 'blockedByPolicy';

type Outcome = { key: string; attempt: number; ok: boolean };

/**
 * The load state of a map service that needs a key (Google, Yandex). An outcome counts only for
 * the key and the attempt it was reported for, so a new key or Retry starts from "loading". A
 * failed load is `blockedByPolicy` when the page's Content-Security-Policy refused one of the
 * service's `hosts`.
 */
export function useMapLoad(apiKey: string | undefined, hosts: RegExp) {
  const [attempt, setAttempt] = useState(0);
  // A key other than the first came from the user ("Try a key"): like Retry, it is an action
  // whose failure should take focus.
  const [firstKey] = useState(apiKey);
  const [outcome, setOutcome] = useState<Outcome>();

  const violations = useSyncExternalStore(
    subscribePolicyViolations,
    policyViolations,
    policyViolations,
  );

  const settled = outcome && outcome.key === apiKey && outcome.attempt === attempt;
  const status: MapLoadStatus = !apiKey
    ? 'missingKey'
    : settled
      ? outcome.ok
        ? 'ready'
        : violations.some((url) => hosts.test(url))
          ? 'blockedByPolicy'
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
