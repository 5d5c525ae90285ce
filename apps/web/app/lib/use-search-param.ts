import { useLocation } from 'react-router';

/**
 * One query parameter of the page's URL. React Router's `useSearchParams` would do, but its setter's code
 * would then ship in the first screen's chunk every page loads, and these pages only read
 * (docs/decisions/0048-first-screen-javascript-within-budget.md).
 */
export const useSearchParam = (name: string): string | null => new URLSearchParams(useLocation().search).get(name);
