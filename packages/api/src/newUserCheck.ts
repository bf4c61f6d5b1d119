// Spec §5: a user's name and e-mail pass the form's rules, then, on creation, a stricter check
// (`isCreatableUser` of `@portal/domain`); a user who fails it is never sent, and the toast says
// 'Nome ou e-mail inválido.' (`errorMessage`). Every createUser of the portal goes through it.
import { isCreatableUser } from '@portal/domain';

/** A user refused before the call by the stricter name/e-mail check. */
export class InvalidNameOrEmail extends Error {
  constructor() {
    super('invalid name or e-mail');
    this.name = 'InvalidNameOrEmail';
  }
}

/** Throws `InvalidNameOrEmail` when `user` fails the stricter check. */
export function checkNewUser(user: { readonly name: string; readonly email: string }): void {
  if (!isCreatableUser({ name: user.name, email: user.email })) throw new InvalidNameOrEmail();
}
