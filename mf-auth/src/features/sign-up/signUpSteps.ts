import * as v from 'valibot';
import { apiLanguage, type RequestOf, type newSaasCompany } from '@portal/api';
import type { Locale } from '@portal/contracts';
import { parseSignupPlans, planFromCode, SIGN_UP_ROLES, type Plan } from '@portal/domain';
import { confirmation, email, password, personName, phone, required } from '@portal/rules';

// Spec §2.1 and §4: three steps, each with its own rules (spec §5). Continue waits for the step.

/** Step 1: the responsible person. The phone comes out as its 11 digits. */
export const personSchema = v.object({ userName: personName, phone });
export const PERSON_START = { userName: '', phone: '' };

/** Step 2: the area of activity (role, required) and the company. */
export const companySchema = v.object({
  role: v.picklist(SIGN_UP_ROLES, 'dropdown'),
  companyName: required,
});
export const COMPANY_START = { role: '', companyName: '' };

/** Step 3: the access, with the terms accepted (required, spec §5). */
export const accessSchema = v.pipe(
  v.object({
    email: email(),
    password,
    confirmPassword: required,
    terms: v.literal(true, 'required'),
  }),
  confirmation('confirmPassword', 'password'),
);
export const ACCESS_START = { email: '', password: '', confirmPassword: '', terms: false };

export type SignUpPayload = RequestOf<typeof newSaasCompany>;

/** `empresaMae`: a mother-company code, or the word 'false' for none. */
export function motherCompanyFrom(empresaMae: string | undefined): string | null {
  const code = empresaMae?.trim() ?? '';
  return code === '' || code.toLowerCase() === 'false' ? null : code;
}

/**
 * The plans a sign-up link chose, in the link's order: the same codes the payload sends, so the
 * wizard shows what the server receives (named in the reader's language by planLabel of
 * @portal/rules).
 */
export function linkPlans(sp: string | undefined): Plan[] {
  return parseSignupPlans(sp).flatMap((code) => {
    const plan = planFromCode(code);
    return plan ? [plan] : [];
  });
}

/** The sign-up payload of spec §3, from the three steps' outputs and the route. */
export function signUpPayload({
  person,
  company,
  access,
  sp,
  empresaMae,
  locale,
}: {
  readonly person: v.InferOutput<typeof personSchema>;
  readonly company: v.InferOutput<typeof companySchema>;
  readonly access: v.InferOutput<typeof accessSchema>;
  readonly sp: string | undefined;
  readonly empresaMae: string | undefined;
  readonly locale: Locale;
}): SignUpPayload {
  return {
    userName: person.userName,
    phone: person.phone,
    role: company.role,
    companyName: company.companyName,
    email: access.email,
    password: access.password,
    codeMotherCompany: motherCompanyFrom(empresaMae),
    origin: 'saas',
    projectReference: 'essential_saas',
    stationLight: true,
    // `sp`: the link's comma-separated plan codes; only known ones go, once each (spec §2.1).
    selectedPlans: parseSignupPlans(sp),
    language: apiLanguage(locale),
  };
}
