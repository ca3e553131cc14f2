/** Returns a reader of the dotted `path` (`address.city`); `''` reads the value itself. Own properties only. */
export function pathReader(path: string): (value: unknown) => unknown {
  if (path === '') return (value) => value;
  const keys = path.split('.');
  return (value) => {
    let current = value;
    for (const key of keys) {
      if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) {
        return undefined;
      }
      current = (current as Record<string, unknown>)[key];
    }
    return current;
  };
}

/** Reads the dotted `path` of `value`; `undefined` when any step is missing. */
export function getByPath(value: unknown, path: string): unknown {
  return pathReader(path)(value);
}
