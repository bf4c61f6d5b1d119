// The page's side of what it shows beyond the spec (issue 54, ADR 013): its parts, lazy, from one
// chunk with its texts, asked for only when one of their flags is on.
import { lazy, useEffect, type ComponentType } from 'react';
import { useFeatureFlag } from '@portal/config';
import { remote } from '../../remote';
import type * as ProposedParts from './components/ProposedParts';

type Parts = typeof ProposedParts;

const loadParts = remote.withTexts('proposed', () => import('./components/ProposedParts'));

/** A part, drawn once the parts' chunk is in (render it under a Suspense). */
function part<Name extends keyof Parts>(name: Name): Parts[Name] {
  const drawn = lazy(async () => ({
    default: (await loadParts())[name] as unknown as ComponentType<object>,
  }));
  return drawn as unknown as Parts[Name];
}

export const OwedSlipsWithPix = part('OwedSlipsWithPix');
export const ChangeCard = part('ChangeCard');
export const ChargeDocuments = part('ChargeDocuments');
export const CardOnFileLabel = part('CardOnFileLabel');

/**
 * The flags of what the page shows beyond the spec. With one on, the parts' chunk is asked for at
 * once (as the page's first read goes out), not when a part first shows.
 */
export function useProposedFlags() {
  const flags = {
    pix: useFeatureFlag('billing-pix'),
    cardOnFile: useFeatureFlag('billing-card-on-file'),
    documents: useFeatureFlag('billing-documents'),
  };
  const any = flags.pix || flags.cardOnFile || flags.documents;
  useEffect(() => {
    // A failed download is reported by the part that waits for it.
    if (any) loadParts().catch(() => undefined);
  }, [any]);
  return flags;
}
