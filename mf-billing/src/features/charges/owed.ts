// What the user owes (spec §4): a bank slip whose charge is late, or pending (and late once its
// due day has passed), is why the entry redirects sent the user to this page.
import { chargeDisplayStatus, type BillingStatus } from '@portal/domain';

export interface OwedSlip {
  /** The charge, for the calls that name it (ADR 013: its Pix); absent where the backend sends none. */
  readonly chargeId: string | null;
  readonly amount: number;
  readonly dueAt: string;
  readonly printUrl: string;
  /** The 47 digits to pay without the document, when the bank gave them. */
  readonly digitableLine: string | null;
  readonly late: boolean;
}

interface BillLike {
  readonly amount: number;
  readonly charges: readonly {
    readonly id?: string;
    readonly status: BillingStatus;
    readonly dueAt: string;
    readonly paymentMethodCode: string;
    readonly printUrl: string | null;
    readonly digitableLine?: string | null;
  }[];
}

/** The slips still to pay, the oldest first. */
export function owedSlips(bills: readonly BillLike[], today: Date): OwedSlip[] {
  return bills
    .flatMap((bill) =>
      bill.charges.flatMap((charge) => {
        const shown = chargeDisplayStatus(charge, today);
        const owed = shown === 'payment-late' || shown === 'payment-pending';
        return owed && charge.paymentMethodCode === 'bank_slip' && charge.printUrl
          ? [
              {
                chargeId: charge.id ?? null,
                amount: bill.amount,
                dueAt: charge.dueAt,
                printUrl: charge.printUrl,
                digitableLine: charge.digitableLine ?? null,
                late: shown === 'payment-late',
              },
            ]
          : [];
      }),
    )
    .sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt));
}
