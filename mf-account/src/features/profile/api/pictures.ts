import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, uploadFiles } from '@portal/api';
import { useAccountKey } from '@portal/api/queries';
import { sessionStore } from '@portal/session';
import type { ImageChange } from '../useImageChange';

/** The two pictures of the profile: the user's avatar and the company's logo. */
export type Picture = 'avatar' | 'logo';

// The PUT of each picture (spec §7); null removes it.
const RECORD: Record<Picture, (url: string | null) => Promise<unknown>> = {
  avatar: (url) => api.updateAvatar({ url }),
  logo: (url) => api.updateLogo({ url }),
};

function useLogoKey() {
  return [...useAccountKey(), 'logo'] as const;
}

function useAvatarKey() {
  return [...useAccountKey(), 'avatar'] as const;
}

/**
 * The user's avatar as saved (GET /my/user/avatar, spec §7): its address, or null for none (an
 * empty answer). What it reads goes into the session too, where the header shows it.
 */
export function useAvatar() {
  return useQuery({
    queryKey: useAvatarKey(),
    queryFn: async () => {
      const { url } = (await api.getAvatar()).payload;
      sessionStore.getState().setAvatar(url);
      return url;
    },
  });
}

/** The company's logo as saved: its address, or null for none. */
export function useLogo() {
  return useQuery({
    queryKey: useLogoKey(),
    queryFn: async () => (await api.getLogo()).payload.url,
  });
}

/**
 * Saves a change of a picture: a new file goes through the file service first, then its address
 * (or null, for a removal) is recorded. The avatar's goes into the session and the cache, the
 * logo's into the cache: each where the page and the header read it.
 *
 * Once the change is recorded, the picture it replaced or deleted is removed from the file service
 * (POST /file/remove), without waiting: the user's change stands whatever that answers (a file
 * left behind costs storage, never the user's picture).
 */
export function useSavePicture(picture: Picture) {
  const client = useQueryClient();
  const logoKey = useLogoKey();
  const avatarKey = useAvatarKey();
  const savedKey = picture === 'avatar' ? avatarKey : logoKey;
  return useMutation({
    mutationFn: async (change: Exclude<ImageChange, { kind: 'keep' }>) => {
      const previous =
        picture === 'avatar'
          ? (client.getQueryData<string | null>(avatarKey) ??
            sessionStore.getState().session?.user.avatarUrl)
          : client.getQueryData<string | null>(logoKey);
      const url =
        change.kind === 'replace' ? (await uploadFiles([change.file])).payload[0]!.url : null;
      await RECORD[picture](url);
      if (previous && previous !== url) removeReplaced(previous);
      return url;
    },
    onSuccess: (url) => {
      if (picture === 'avatar') sessionStore.getState().setAvatar(url);
      client.setQueryData(savedKey, url);
    },
  });
}

/** The file of a picture no longer used; a failure is the file service's to clean up, not the user's. */
function removeReplaced(url: string): void {
  api.removeFile({ url }).catch(() => undefined);
}
