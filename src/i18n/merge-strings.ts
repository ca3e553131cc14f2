type Strings = { readonly [key: string]: string | Strings };
type Intersect<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

function mergeInto(target: Record<string, unknown>, source: Strings) {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && typeof existing === 'object' && existing !== null) {
      mergeInto(existing as Record<string, unknown>, value);
    } else {
      target[key] = typeof value === 'object' ? structuredClone(value) : value;
    }
  }
}

/**
 * One language's strings: the template's namespaces with other layers' strings merged in, key by
 * key (the demo adds whole namespaces and keys to shared ones such as `menu`).
 */
export function mergeStrings<T extends Strings, L extends Strings[]>(
  base: T,
  layers: [...L],
): T & Intersect<L[number]> {
  const merged = structuredClone(base) as Record<string, unknown>;
  for (const layer of layers) mergeInto(merged, layer);
  return merged as T & Intersect<L[number]>;
}
