// Back-office (spec §7): companies, reports, tasks, activation and coupons.
import * as v from 'valibot';
import { defineCall, envelope, noInput, outcome } from '../define';
import {
  adminCompany,
  company,
  companyUser,
  coupon,
  doneTask,
  id,
  language,
  motherCompanyCode,
  productDiscount,
  userRole,
} from '../entities';
import { text, filled, email, numericString } from './fields';

const companyFilters = {
  name: v.optional(text),
  cnpj: v.optional(text),
  status: v.optional(v.picklist(['active', 'disabled', 'saas'])),
  plan: v.optional(v.picklist(['essential', 'advanced', 'enterprise'])),
};
// Query values arrive as text.
const pageNumber = v.pipe(v.union([v.number(), numericString]), v.transform(Number));

export const allCompanies = defineCall({
  id: 'allCompanies',
  base: 'user',
  method: 'GET',
  path: '/control/all-companies',
  access: 'admin',
  request: v.object({
    page: v.optional(pageNumber),
    limit: v.optional(pageNumber),
    ...companyFilters,
  }),
  response: envelope(
    v.object({ companies: v.array(adminCompany), totalOnQuery: v.pipe(v.number(), v.integer()) }),
  ),
});

export const controlCompany = defineCall({
  id: 'controlCompany',
  base: 'user',
  method: 'GET',
  path: '/control/company/:id',
  access: 'admin',
  request: v.object({ id }),
  response: envelope(adminCompany),
});

export const controlCompanyUsers = defineCall({
  id: 'controlCompanyUsers',
  base: 'user',
  method: 'GET',
  path: '/control/company/users/:id',
  access: 'admin',
  request: v.object({ id }),
  response: envelope(v.array(companyUser)),
});

export const companiesReport = defineCall({
  id: 'companiesReport',
  base: 'user',
  method: 'POST',
  path: '/control/companies-report',
  access: 'admin',
  request: v.object(companyFilters),
  query: ['name', 'cnpj', 'status', 'plan'],
  response: envelope(v.object({ sentTo: text, rows: v.number() })),
});

export const usersReport = defineCall({
  id: 'usersReport',
  base: 'user',
  method: 'GET',
  path: '/control/users-report',
  access: 'admin',
  request: noInput,
  response: envelope(
    v.array(
      v.object({
        motherCompany: text,
        company: text,
        name: text,
        email: text,
        role: userRole,
      }),
    ),
  ),
});

export const allCodes = defineCall({
  id: 'allCodes',
  base: 'management',
  method: 'GET',
  path: '/management/all-codes',
  access: 'admin',
  request: noInput,
  response: envelope(v.array(motherCompanyCode)),
});

export const subcompanyGroups = defineCall({
  id: 'subcompanyGroups',
  base: 'management',
  method: 'GET',
  path: '/management/subcompany-groups/:id',
  access: 'admin',
  request: v.object({ id }),
  response: envelope(v.array(text)),
});

export const companyById = defineCall({
  id: 'companyById',
  base: 'user',
  method: 'GET',
  path: '/company',
  access: 'admin',
  request: v.object({ companyId: id }),
  response: envelope(company),
});

export const tasksDone = defineCall({
  id: 'tasksDone',
  base: 'user',
  method: 'GET',
  path: '/company/:id/with-tasks-done',
  access: 'admin',
  request: v.object({ id }),
  response: envelope(v.object({ tasksDone: v.array(doneTask) })),
});

export const updateCompany = defineCall({
  id: 'updateCompany',
  base: 'user',
  method: 'PUT',
  path: '/company/:id',
  access: 'admin',
  request: v.object({
    id,
    name: filled,
    expiresAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
    deleted: v.boolean(),
  }),
  response: envelope(adminCompany),
});

export const addToMotherCompany = defineCall({
  id: 'addToMotherCompany',
  base: 'user',
  method: 'PUT',
  path: '/company/add-to-mothercompany',
  access: 'admin',
  request: v.object({ empresaMaeId: id, companyId: id, groups: v.array(text) }),
  response: envelope(adminCompany),
});

export const reopenTask = defineCall({
  id: 'reopenTask',
  base: 'user',
  method: 'PUT',
  path: '/company/:id/delete-task-done/:taskId',
  access: 'admin',
  request: v.object({ id, taskId: id }),
  response: envelope(v.object({ tasksDone: v.array(doneTask) })),
});

const activationResult = v.object({
  status: v.pipe(v.number(), v.integer()),
  message: text,
});

export const activateClient = defineCall({
  id: 'activateClient',
  base: 'user',
  method: 'POST',
  path: '/company/activate-client',
  access: 'admin',
  request: v.object({
    company: v.object({
      name: filled,
      cnpj: filled,
      code: v.optional(v.nullable(text)),
      isIntegrityNetwork: v.boolean(),
    }),
    users: v.pipe(
      v.array(
        v.object({
          name: filled,
          email,
          password: v.pipe(v.string(), v.regex(/^\d{1,6}$/)),
          role: userRole,
        }),
      ),
      v.minLength(1),
    ),
    language,
    projectReference: filled,
  }),
  response: v.object({
    baseCompany: v.object({ ...activationResult.entries, companyId: v.optional(id) }),
    users: v.array(v.object({ ...activationResult.entries, email: text })),
  }),
  success: [200, 201, 207],
});

export const listCoupons = defineCall({
  id: 'listCoupons',
  base: 'user',
  method: 'GET',
  path: '/discount/',
  access: 'admin',
  request: noInput,
  response: envelope(v.array(coupon)),
});

export const getCoupon = defineCall({
  id: 'getCoupon',
  base: 'user',
  method: 'GET',
  path: '/discount/',
  access: 'admin',
  request: v.object({ id }),
  response: envelope(coupon),
});

export const createCoupon = defineCall({
  id: 'createCoupon',
  base: 'user',
  method: 'POST',
  path: '/discount/',
  access: 'admin',
  request: v.object({
    couponCode: v.pipe(v.string(), v.trim(), v.minLength(4), v.maxLength(40)),
    validOnPlans: v.pipe(v.array(filled), v.minLength(1)),
    discount: v.pipe(v.array(productDiscount), v.minLength(1)),
  }),
  response: envelope(coupon),
  success: [200, 201],
});

export const updateCoupon = defineCall({
  id: 'updateCoupon',
  base: 'user',
  method: 'PUT',
  path: '/discount/:id',
  access: 'admin',
  request: v.object({
    id,
    couponCode: v.pipe(v.string(), v.trim(), v.minLength(4), v.maxLength(40)),
  }),
  response: envelope(coupon),
});

export const deleteCoupon = defineCall({
  id: 'deleteCoupon',
  base: 'user',
  method: 'DELETE',
  path: '/discount/:id',
  access: 'admin',
  request: v.object({ id }),
  response: outcome,
});
