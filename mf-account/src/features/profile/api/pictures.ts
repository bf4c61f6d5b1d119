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

/**
 * The company's logo as saved: its address, or null for none. The avatar has no query: it is the
 * session's (`session.user.avatarUrl`, brought by the login), where the header shows it too.
 */
export function useLogo() {
  return useQuery({
    queryKey: useLogoKey(),
    queryFn: async () => (await api.getLogo()).payload.url,
  });
}

/**
 * Saves a change of a picture: a new file goes through the file service first, then its address
 * (or null, for a removal) is recorded. The avatar's goes into the session, the logo's into the
 * cache: each where the page reads it.
 */
export function useSavePicture(picture: Picture) {
  const client = useQueryClient();
  const logoKey = useLogoKey();
  return useMutation({
    mutationFn: async (change: Exclude<ImageChange, { kind: 'keep' }>) => {
      const url =
        change.kind === 'replace' ? (await uploadFiles([change.file])).payload[0]!.url : null;
      await RECORD[picture](url);
      return url;
    },
    onSuccess: (url) => {
      if (picture === 'avatar') sessionStore.getState().setAvatar(url);
      else client.setQueryData(logoKey, url);
    },
  });
}
