// The back-office's new client company (spec §5, §7): the form's rules and the activation request.
import * as v from 'valibot';
import { type ResponseOf, type activateClient } from '@portal/api';
import { PRODUCT_TYPES } from '@portal/domain';
import { backofficePersonName, backofficeRequired, cnpj, dropdown, email } from '@portal/rules';
import { type NewClient } from './api/activateClient';
import { newTemporaryPassword } from './temporaryPasswords';

// Spec §5: company name, CNPJ, the CO's name and e-mail, product and plan; the CEO's name and
// e-mail unless the CEO is the CO; a mother code when the company joins an integrity network.
// Every name is back-office required text: more than 3 characters ('Este campo é obrigatório').
const unchecked = v.string();
const common = {
  companyName: backofficeRequired,
  cnpj: cnpj({ variant: 'backoffice' }),
  coName: backofficePersonName,
  coEmail: email({ maxTld: 10, variant: 'backoffice' }),
  product: v.pipe(dropdown, v.picklist(PRODUCT_TYPES, 'dropdown')),
  plan: dropdown,
  network: v.boolean(),
  motherCode: unchecked,
  language: v.picklist(['PT', 'ES'], 'dropdown'),
};
export const newClientSchema = v.variant('ceoIsCo', [
  v.object({ ceoIsCo: v.literal(true), ceoName: unchecked, ceoEmail: unchecked, ...common }),
  v.object({
    ceoIsCo: v.literal(false),
    ceoName: backofficePersonName,
    ceoEmail: email({ maxTld: 10, variant: 'backoffice' }),
    ...common,
  }),
]);
export type NewClientOutput = v.InferOutput<typeof newClientSchema>;

/** What the activation answered: the company's and each user's outcome. */
export type Activation = ResponseOf<typeof activateClient>;

/** The request of spec §7: the users with their roles and fresh temporary passwords. */
export function activationRequest(values: NewClientOutput): NewClient {
  const co = { name: values.coName.trim(), email: values.coEmail.trim() };
  const users: NewClient['users'] = values.ceoIsCo
    ? [{ ...co, role: 'ceo-co', password: newTemporaryPassword() }]
    : [
        { ...co, role: 'co', password: newTemporaryPassword() },
        {
          name: values.ceoName.trim(),
          email: values.ceoEmail.trim(),
          role: 'ceo',
          password: newTemporaryPassword(),
        },
      ];
  return {
    company: {
      name: values.companyName.trim(),
      cnpj: values.cnpj,
      code: values.network ? values.motherCode : null,
      isIntegrityNetwork: values.network,
    },
    users,
    language: values.language,
    projectReference: values.plan,
  };
}
