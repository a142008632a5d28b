import { clsx, type ClassValue } from 'clsx';

/** Joins class names; the one place components merge a caller's className with their own. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
