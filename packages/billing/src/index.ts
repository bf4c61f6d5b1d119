export { StatusBadge } from './StatusBadge/StatusBadge';
export type { StatusBadgeProps } from './StatusBadge/StatusBadge';
