type Strings = { readonly [key: string]: string | Strings };
type Intersect<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

/** `base` with `layer` merged in: new objects along the keys `layer` has, the rest shared. */
function merged(base: Strings, layer: Strings): Strings {
  const result: Record<string, string | Strings> = { ...base };
  for (const [key, value] of Object.entries(layer)) {
    const existing = result[key];
    result[key] =
      typeof value === 'object' && typeof existing === 'object' ? merged(existing, value) : value;
  }
  return result;
}

/**
 * One language's strings: the template's namespaces with other layers' strings merged in, key by
 * key (the demo adds whole namespaces and keys to shared ones such as `menu`). Nothing is copied
 * or changed in place: the result shares every object no layer touches, so merging costs the
 * keys the layers have, not the whole language (this runs before every first render).
 */
export function mergeStrings<T extends Strings, L extends Strings[]>(
  base: T,
  layers: [...L],
): T & Intersect<L[number]> {
  return layers.reduce<Strings>(merged, base) as T & Intersect<L[number]>;
}
