/**
 * `load` asked once, its promise shared by every call; a rejection is forgotten, so the next call
 * asks again (a server that did not answer may answer now). `forget()` starts afresh (tests).
 */
export function sharedUntilFailure<T>(load: () => Promise<T>): (() => Promise<T>) & {
  forget: () => void;
} {
  let pending: Promise<T> | undefined;
  const get = () => {
    if (pending) return pending;
    const attempt = load();
    pending = attempt;
    attempt.catch(() => {
      if (pending === attempt) pending = undefined;
    });
    return attempt;
  };
  get.forget = () => {
    pending = undefined;
  };
  return get;
}
