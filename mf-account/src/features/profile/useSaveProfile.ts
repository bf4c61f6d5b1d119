import { useLingui } from '@lingui/react/macro';
import { isApiError, notifyFailure } from '@portal/api';
import { notify } from '@portal/notify';
import { useChangePassword } from './api/password';
import { useSavePicture, type Picture } from './api/pictures';
import type { ImageChangeState } from './useImageChange';

export interface ProfileChanges {
  readonly avatar: ImageChangeState;
  readonly logo: ImageChangeState;
  /** The password change, or null when its fields were left empty. */
  readonly password: { readonly currentPassword: string; readonly newPassword: string } | null;
}

export interface ProfileSaved {
  /** Every change was saved (the success dialog may show). */
  readonly all: boolean;
  /** What became of the password change ('wrong-current': the field says so). */
  readonly password: 'unchanged' | 'saved' | 'wrong-current' | 'failed';
}

/** Runs `save`; a failure goes to `failed` instead of stopping the other parts of the profile. */
async function part(save: () => Promise<unknown>, failed: (error: unknown) => void) {
  try {
    await save();
    return true;
  } catch (error) {
    failed(error);
    return false;
  }
}

/**
 * Saves what changed on the profile: the avatar, the logo and the password, each on its own (spec
 * §8: each failure has its own toast, and the others are still saved). A saved picture is no longer
 * pending; what failed stays as the user left it, to try again.
 */
export function useSaveProfile() {
  const { t, i18n } = useLingui();
  const pictures: Record<Picture, ReturnType<typeof useSavePicture>> = {
    avatar: useSavePicture('avatar'),
    logo: useSavePicture('logo'),
  };
  const password = useChangePassword();
  const failureTitle: Record<Picture, string> = {
    avatar: t`Não foi possível atualizar o avatar`,
    logo: t`Não foi possível atualizar a logo da empresa`,
  };

  return async (changes: ProfileChanges): Promise<ProfileSaved> => {
    let all = true;
    let passwordOutcome: ProfileSaved['password'] = 'unchanged';
    for (const picture of ['avatar', 'logo'] as const) {
      const { change, saved } = changes[picture];
      if (change.kind === 'keep') continue;
      const done = await part(
        () => pictures[picture].mutateAsync(change),
        (error) => notifyFailure(i18n, failureTitle[picture], error),
      );
      if (done) saved();
      all &&= done;
    }
    const chosen = changes.password;
    if (chosen) {
      passwordOutcome = 'saved';
      all &&= await part(
        () => password.mutateAsync(chosen),
        (error) => {
          if (isApiError(error) && error.code === 'wrong_mail_or_password') {
            passwordOutcome = 'wrong-current';
            notify({ title: t`A senha atual está incorreta!`, tone: 'critical' });
          } else {
            passwordOutcome = 'failed';
            notifyFailure(i18n, t`Não foi possível alterar a senha`, error);
          }
        },
      );
    }
    return { all, password: passwordOutcome };
  };
}
