/**
 * The shell's empty and failed states, a door of their own: the shell's door brings antd-mobile (PageHeader),
 * which the unit tests of the pure parts that reach these (the live lists) do not load.
 */
export { EmptyState, ErrorState } from './states';
