import { planFromCode, planName } from '@portal/domain';
import { handler, ok, refuse, type Handlers } from '../context';
import { findCharge, issuePix, openPix, PAYABLE, pixAt, pixView } from '../pix';
import { date, onOrigin } from '../slips';

/** Who issues the receipts: the platform's provider, as the backend would name it. */
const PROVIDER = { name: 'Minha Conta Plataforma Ltda', cnpj: '11222333000181' };

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

  chargeDocuments: handler<{ chargeId: string }>(({ db, input, caller, self }) => {
    const found =
      findCharge(db, caller.company.id, input.chargeId) ?? refuse(404, 'cant_find_charge');
    const { subscription, bill, charge } = found;
    const paid = charge.status === 'paid';
    const byPix = db.pix.find((pix) => pix.chargeId === input.chargeId && pix.status === 'paid');
    const plan = planFromCode(subscription.planCode);
    const period = `${date.format(new Date(bill.period.startAt))} a ${date.format(new Date(bill.period.endAt))}`;
    return ok({
      chargeId: input.chargeId,
      receipt: paid
        ? {
            number: `REC-${input.chargeId}`,
            // A slip or card charge of the seed was paid on its due day.
            paidAt: byPix?.paidAt ?? charge.dueAt,
            amount: bill.amount,
            paymentMethodCode: byPix ? 'pix' : charge.paymentMethodCode,
            description: `Plano ${plan ? planName(plan) : subscription.planCode} — ${period}`,
            company: { name: caller.company.name, cnpj: caller.company.cnpj },
            provider: PROVIDER,
          }
        : null,
      // The sandbox's city issues no NFS-e.
      nfse: null,
      slipUrl: paid && !byPix ? onOrigin(self, charge.printUrl) : null,
    });
  }),
};
