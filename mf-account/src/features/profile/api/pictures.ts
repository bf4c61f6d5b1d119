import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, uploadFiles } from '@portal/api';
import { sessionStore } from '@portal/session';
import { useAccountKey } from '../../../shared/queries';
import type { ImageChange } from '../useImageChange';

/** The two pictures of the profile: the user's avatar and the company's logo. */
export type Picture = 'avatar' | 'logo';

// GET and PUT of each picture (spec §7); an empty address means none.
const CALLS: Record<
  Picture,
  {
    readonly read: () => Promise<string | null>;
    readonly record: (url: string | null) => Promise<unknown>;
  }
> = {
  avatar: {
    read: async () => (await api.getAvatar()).payload.url,
    record: (url) => api.updateAvatar({ url }),
  },
  logo: {
    read: async () => (await api.getLogo()).payload.url,
    record: (url) => api.updateLogo({ url }),
  },
};

function usePictureKey(picture: Picture) {
  return [...useAccountKey(), picture] as const;
}

/** The picture as saved: its address, or null for none. */
export function usePicture(picture: Picture) {
  return useQuery({ queryKey: usePictureKey(picture), queryFn: CALLS[picture].read });
}

/**
 * Saves a change of a picture: a new file goes through the file service first, then its address
 * (or null, for a removal) is recorded. The answer goes into the cache; the avatar also into the
 * session, where the header shows it.
 */
export function useSavePicture(picture: Picture) {
  const client = useQueryClient();
  const queryKey = usePictureKey(picture);
  return useMutation({
    mutationFn: async (change: Exclude<ImageChange, { kind: 'keep' }>) => {
      const url =
        change.kind === 'replace' ? (await uploadFiles([change.file])).payload[0]!.url : null;
      await CALLS[picture].record(url);
      return url;
    },
    onSuccess: (url) => {
      client.setQueryData(queryKey, url);
      if (picture === 'avatar') {
        const session = sessionStore.getState().session;
        if (!session) return;
        const { avatarUrl: _previous, ...user } = session.user;
        sessionStore.getState().update({ user: url ? { ...user, avatarUrl: url } : user });
      }
    },
  });
}
