import { useCompany } from '@portal/api/queries';
import { maskCep, maskCnpj } from '@portal/rules';
import { useSession } from '@portal/session';
import { EMPTY_COMPANY, type CompanyFields } from '../model';

/**
 * What the company step starts with: the company's saved name, CNPJ, registrations and address
 * (GET /company/{id}), so a returning customer only checks them. A failed read starts empty:
 * the user can still type everything.
 */
export function useCompanyDefaults(): { ready: boolean; fields: CompanyFields } {
  const session = useSession((state) => state.session);
  const query = useCompany();
  const company = query.data;
  const address = company?.address;
  return {
    ready: !query.isPending || session === null,
    fields: {
      ...EMPTY_COMPANY,
      companyName: company?.name ?? session?.company.name ?? '',
      cnpj: company?.cnpj ? maskCnpj(company.cnpj) : '',
      stateRegistration: company?.stateRegistration ?? '',
      municipalRegistration: company?.municipalRegistration ?? '',
      ...(address
        ? {
            zipcode: maskCep(address.zipcode),
            typeStreet: address.typeStreet,
            street: address.street,
            number: address.number,
            additionalDetails: address.additionalDetails ?? '',
            typeNeighborhood: address.typeNeighborhood,
            neighborhood: address.neighborhood,
            city: address.city,
            state: address.state,
            country: address.country || EMPTY_COMPANY.country,
          }
        : {}),
      financeEmail: session?.user.email ?? '',
    },
  };
}
