import { handler, ok, refuse, type Handlers } from '../context';
import { findCharge, issuePix, openPix, PAYABLE, pixAt, pixView } from '../pix';

/** Pix for a charge (ADR 013, proposed): the backend's calls as the sandbox serves them. */
export const pixHandlers: Handlers = {
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
};
