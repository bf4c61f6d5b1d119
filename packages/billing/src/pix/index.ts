// `@portal/billing/pix`: a Pix payment as both remotes that take one show it (mf-billing's late
// charge, mf-checkout's purchase). Import it lazily: its code (the QR code's drawing) and its
// texts are for the pages that offer Pix, never for a remote's first chunk.
export { PixPayment } from './PixPayment';
export type { PixPaymentProps, PixPaymentState } from './PixPayment';
export { usePixCharge, PIX_POLL_MS } from './usePixCharge';
export { pixErrorMessage } from './pixErrors';
export { registerPixTexts as loadPixTexts, usePixTexts } from './pixTexts';
