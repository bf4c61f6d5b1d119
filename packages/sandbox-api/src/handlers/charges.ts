import { handler, ok, refuse, type Handlers } from '../context';
import { descriptionOf, nfseOf, paidAtOf, PROVIDER } from '../nfse';
import { findCharge, issuePix, openPix, PAYABLE, pixAt, pixView } from '../pix';
import { onOrigin } from '../slips';

/**
 * A charge's Pix and documents (ADR 013, proposed): the backend's calls as the sandbox serves
 * them.
 */
export const chargeHandlers: Handlers = {
  createPix: handler<{ chargeId: string }>(({ db, input, caller, now, nextId }) => {
    const found =
      findCharge(db, caller.company.id, input.chargeId) ?? refuse(404, 'cant_find_charge');
    if (found.charge.status === 'paid') refuse(409, 'charge_already_paid');
    if (!PAYABLE.has(found.charge.status)) refuse(409, 'charge_not_payable', found.charge.status);
    // One open Pix a charge, whoever asks and with whatever key.
    const open = openPix(db, input.chargeId, now);
    if (open) return ok(pixView(open));
    return ok(pixView(issuePix(db, found, input.chargeId, nextId('pix'), now)), 'get_success', 201);
  }),

  pix: handler<{ pixId: string }>(({ db, input, caller, now }) => {
    const pix =
      db.pix.find(
        (candidate) => candidate.pixId === input.pixId && candidate.companyId === caller.company.id,
      ) ?? refuse(404, 'cant_find_pix');
    return ok(pixView(pixAt(pix, now)));
  }),

  chargeDocuments: handler<{ chargeId: string }>(({ db, input, caller, self, now }) => {
    const found =
      findCharge(db, caller.company.id, input.chargeId) ?? refuse(404, 'cant_find_charge');
    const { subscription, bill, charge } = found;
    const paid = charge.status === 'paid';
    const byPix = db.pix.some((pix) => pix.chargeId === input.chargeId && pix.status === 'paid');
    return ok({
      chargeId: input.chargeId,
      receipt: paid
        ? {
            number: `REC-${input.chargeId}`,
            paidAt: paidAtOf(db, input.chargeId, charge),
            amount: bill.amount,
            paymentMethodCode: byPix ? 'pix' : charge.paymentMethodCode,
            description: descriptionOf(subscription, bill),
            company: { name: caller.company.name, cnpj: caller.company.cnpj },
            provider: PROVIDER,
          }
        : null,
      // The city hall's note, once issued (an hour after the payment).
      nfse: nfseOf(db, input.chargeId, charge, now, self),
      slipUrl: paid && !byPix ? onOrigin(self, charge.printUrl) : null,
    });
  }),
};
