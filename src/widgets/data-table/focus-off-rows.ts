/**
 * Moves keyboard focus off a table's rows that are about to go (a Delete in a row, "Delete
 * selected" in the selection bar), where it would otherwise fall to the page: to the same control
 * in the next row, else in the previous one, else to the "select all rows" box, else to the
 * table itself. Does nothing unless focus is inside a data table. Answers where focus went.
 */
export function moveFocusOffRows(): HTMLElement | null {
  const from = document.activeElement;
  const table = from?.closest('[data-slot="data-table"]');
  if (!(from instanceof HTMLElement) || !table) return null;
  const row = from.closest('tr');
  const target = (row && sameControlNearby(from, row)) ?? fallback(table);
  target?.focus();
  return target;
}

const CONTROLS = 'button, input, a[href], [tabindex="0"]';

function sameControlNearby(from: HTMLElement, row: HTMLTableRowElement): HTMLElement | null {
  const index = [...row.querySelectorAll(CONTROLS)].indexOf(from);
  for (const step of ['nextElementSibling', 'previousElementSibling'] as const) {
    let other = row[step];
    while (other && !other.querySelector(CONTROLS)) other = other[step];
    if (other) {
      const controls = other.querySelectorAll<HTMLElement>(CONTROLS);
      return controls[index] ?? controls[0] ?? null;
    }
  }
  return null;
}

function fallback(table: Element): HTMLElement | null {
  return (
    table.querySelector<HTMLElement>('thead [data-slot="data-table-checkbox"]') ??
    table.querySelector<HTMLElement>('[data-slot="data-table-region"]')
  );
}
