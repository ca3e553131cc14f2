import { createContext, useContext, type KeyboardEvent } from 'react';

/** What an Accordion tells the Collapses inside it. */
export type AccordionContextValue = {
  /** Whether the item named `value` is open. */
  isOpen: (value: string) => boolean;
  /** Opens or closes one item; opening closes the others unless the accordion expands. */
  setItemOpen: (value: string, open: boolean) => void;
  /** Moves focus between the accordion's headers (arrow keys, Home, End). */
  onHeaderKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
};

export const AccordionContext = createContext<AccordionContextValue | null>(null);

export function useAccordionContext() {
  return useContext(AccordionContext);
}
