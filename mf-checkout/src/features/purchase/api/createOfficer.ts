/**
 * An officer the onboarding creates beside the super user (spec §2.6, §6), with POST
 * /super-user/createUser (`useCreateUser` of `@portal/api/queries`): the same call as user
 * management's, since an officer made here is an ordinary company user.
 */
export interface NewOfficer {
  readonly role: 'co' | 'ceo';
  readonly name: string;
  readonly email: string;
}
