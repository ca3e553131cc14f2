import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. There is deliberately no tailwind-merge (8.6 KiB gzip in the first load):
 * a `className` passed to a component is appended, so add to a component's look rather than fight
 * it; to override one of its utilities use Tailwind's important modifier (`p-0!`).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
