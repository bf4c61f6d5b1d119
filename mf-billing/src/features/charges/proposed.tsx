// The page's side of what it shows beyond the spec (issue 54, ADR 013): its parts, lazy, from one
// chunk with its texts, asked for only when one of their flags is on. Should that chunk not come,
// each part is what the page shows without it (the spec's page), and the failure is reported.
import { lazy, useEffect, type ComponentProps, type ComponentType } from 'react';
import { useFeatureFlag } from '@portal/config';
import { reportError } from '@portal/telemetry';
import { remote } from '../../remote';
import type * as ProposedParts from './components/ProposedParts';
import { OwedSlipBanners } from './components/OwedSlipBanner';

type Parts = typeof ProposedParts;

const loadParts = remote.withTexts('proposed', () => import('./components/ProposedParts'));

/** A part, drawn once the parts' chunk is in (render it under a Suspense), else `orElse`. */
function part<Name extends keyof Parts>(
  name: Name,
  orElse: (props: ComponentProps<Parts[Name]>) => ReturnType<Parts[Name]>,
): Parts[Name] {
  const drawn = lazy(async () => {
    try {
      return { default: (await loadParts())[name] as unknown as ComponentType<object> };
    } catch (error) {
      reportError({ phase: 'remote-part', error, remote: remote.name, context: { part: name } });
      return { default: orElse as unknown as ComponentType<object> };
    }
  });
  return drawn as unknown as Parts[Name];
}

// The parts' names (code, not texts), each with what the page shows without it.
/* eslint-disable lingui/no-unlocalized-strings */
export const OwedSlipsWithPix = part('OwedSlipsWithPix', OwedSlipBanners);
export const ChangeCard = part('ChangeCard', () => <></>);
export const ChargeDocuments = part('ChargeDocuments', () => <></>);
export const CardOnFileLabel = part('CardOnFileLabel', ({ plain }) => plain);
/* eslint-enable lingui/no-unlocalized-strings */

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
