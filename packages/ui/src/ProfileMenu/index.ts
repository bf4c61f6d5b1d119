export { ProfileMenu } from './ProfileMenu';
export type { ProfileMenuItem, ProfileMenuProps } from './ProfileMenu';
