// The calls proposed beyond the spec (ADR 013: a charge's Pix and documents, the card on file),
// which the backend does not serve yet; the sandbox serves them as it will. They stay out of the
// page's client: `proposedApi` loads them (definitions, schemas, codes) with its first call, so a
// page whose features are off (their flags) fetches none of it.
//
// They are built from the contract's pieces handed to them (`./pieces`), never imported: a module
// of the client's chunk imported from this one stops being inlined there, and valibot so, every
// call of the contract grew (+1.5 KB in each remote's client, measured).
import type * as v from 'valibot';
import type { ContractPieces } from './pieces';

/**
 * The codes these calls answer beyond spec §8. Their texts come with the feature that makes the
 * call (mf-billing, `@portal/billing`), not in the portal's first catalog.
 */
export const PROPOSED_CODES = [
  'cant_find_charge',
  'charge_not_payable',
  'charge_already_paid',
  'pix_unavailable',
  'cant_find_pix',
  'card_refused',
  'not_card_subscription',
  'card_provider_unavailable',
] as const;

/** The proposed calls, from the contract's pieces (`CONTRACT_PIECES`). */
export function proposedContract({
  v,
  defineCall,
  envelope,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKey,
  id,
  isoDate,
  pixCharge,
  subscription,
  filled,
  text,
}: ContractPieces) {
  /**
   * A charge's documents (ADR 013, proposed): the receipt's data once it is paid (the portal makes
   * the PDF), the city's NFS-e where one was issued, and the slip of a paid slip.
   */
  const documentsOfCharge = v.object({
    chargeId: id,
    receipt: v.nullable(
      v.object({
        number: text,
        paidAt: isoDate,
        amount: v.number(),
        paymentMethodCode: text,
        description: text,
        company: v.object({ name: text, cnpj: text }),
        provider: v.object({ name: text, cnpj: text }),
      }),
    ),
    nfse: v.nullable(v.object({ number: text, url: text, issuedAt: isoDate })),
    slipUrl: v.nullable(text),
  });

  /**
   * The Pix of a charge that is due or late (ADR 013, proposed): a new one (201), or the open one
   * the charge already has (200), whatever the key, so a charge is never paid twice through two
   * codes; a repeated key gets its first answer again.
   */
  const createPix = defineCall({
    id: 'createPix',
    base: 'user',
    method: 'POST',
    path: '/payment/charges/:chargeId/pix',
    access: 'user',
    request: v.object({ chargeId: id, idempotencyKey }),
    headers: { idempotencyKey: IDEMPOTENCY_KEY_HEADER },
    response: envelope(pixCharge),
    success: [200, 201],
  });

  /** A Pix as the backend knows it now: paid once the bank confirmed it, expired past its time. */
  const pix = defineCall({
    id: 'pix',
    base: 'user',
    method: 'GET',
    path: '/payment/pix/:pixId',
    access: 'user',
    request: v.object({ pixId: id }),
    response: envelope(pixCharge),
  });

  /** A charge's documents (ADR 013, proposed): its receipt's data once paid, its NFS-e, its slip. */
  const chargeDocuments = defineCall({
    id: 'chargeDocuments',
    base: 'user',
    method: 'GET',
    path: '/payment/charges/:chargeId/documents',
    access: 'user',
    request: v.object({ chargeId: id }),
    response: envelope(documentsOfCharge),
  });

  /**
   * Replaces the card on file of a subscription paid by card (ADR 013, proposed) with a card the
   * browser has just tokenised at the card provider (`cardToken`): the card never reaches our
   * backend. On a refusal (402 `card_refused`, its `detail` the issuer's reason) the old card stays.
   */
  const replaceCard = defineCall({
    id: 'replaceCard',
    base: 'user',
    method: 'PUT',
    path: '/payment/subscription/:subscriptionId/card',
    access: 'user',
    request: v.object({ subscriptionId: id, token: filled, idempotencyKey }),
    headers: { idempotencyKey: IDEMPOTENCY_KEY_HEADER },
    response: envelope(subscription),
  });

  return { documentsOfCharge, calls: { createPix, pix, chargeDocuments, replaceCard } };
}

type ProposedContract = ReturnType<typeof proposedContract>;
export type ProposedCalls = ProposedContract['calls'];
export type ProposedCallId = keyof ProposedCalls;
export type ProposedMessageCode = (typeof PROPOSED_CODES)[number];
export type DocumentsOfCharge = v.InferOutput<ProposedContract['documentsOfCharge']>;
