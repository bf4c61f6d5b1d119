import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UserRole } from '@portal/session';

/** How a role reads on screen (spec §6), in this remote's catalog. */
export const ROLE_LABELS: Readonly<Record<UserRole, MessageDescriptor>> = {
  co: msg`Compliance Officer (CO)`,
  ceo: msg`CEO`,
  'ceo-co': msg`CEO e CO`,
  cfo: msg`CFO (responsável pela compra)`,
  'i-plus': msg`i-Plus`,
  employee: msg`Colaborador`,
};
