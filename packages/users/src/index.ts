export { UserFields } from './UserFields/UserFields';
export type { UserFieldBinding, UserFieldsProps } from './UserFields/UserFields';
export { NewUserForm } from './NewUserForm/NewUserForm';
export type { NewUserFormBinding, NewUserFormProps } from './NewUserForm/NewUserForm';
export { UserActivationDialog } from './UserActivationDialog/UserActivationDialog';
export type {
  ActivationUser,
  UserActivationDialogProps,
} from './UserActivationDialog/UserActivationDialog';
export { useUserColumns } from './UserColumns/useUserColumns';
