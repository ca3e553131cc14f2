/**
 * The open items after one item opens or closes: opening one closes the others unless
 * `expand` is set; closing one leaves the others as they are.
 */
export function nextOpenItems(
  current: readonly string[],
  item: string,
  open: boolean,
  expand: boolean,
): string[] {
  if (!open) return current.filter((value) => value !== item);
  if (!expand) return [item];
  return current.includes(item) ? [...current] : [...current, item];
}
