// Users (spec §7): a company's users, created, changed and listed.
import * as v from 'valibot';
import { defineCall, envelope } from '../define';
import { companyUser, id, language, userRole } from '../entities';
import { filled, email } from './fields';

export const createUser = defineCall({
  id: 'createUser',
  base: 'user',
  method: 'POST',
  path: '/super-user/createUser',
  access: 'user',
  request: v.object({
    name: filled,
    email,
    role: userRole,
    companyId: v.optional(id),
    language: v.optional(language),
  }),
  response: envelope(companyUser),
  success: [200, 201],
});

export const updateRole = defineCall({
  id: 'updateRole',
  base: 'user',
  method: 'PUT',
  path: '/super-user/updateRole',
  access: 'user',
  request: v.object({ id, userRole }),
  response: envelope(companyUser),
});

export const toggleActivation = defineCall({
  id: 'toggleActivation',
  base: 'user',
  method: 'PUT',
  path: '/super-user/userActivationToggle/:id',
  access: 'user',
  request: v.object({ id }),
  response: envelope(companyUser),
});

export const updateSuperUser = defineCall({
  id: 'updateSuperUser',
  base: 'user',
  method: 'PUT',
  path: '/super-user/updateSuperUser',
  access: 'user',
  request: v.object({ id, superUserValue: v.boolean() }),
  response: envelope(v.array(companyUser)),
});

export const companyUsers = defineCall({
  id: 'companyUsers',
  base: 'user',
  method: 'GET',
  path: '/my/user/:companyId/all',
  access: 'user',
  request: v.object({ companyId: id }),
  response: envelope(v.array(companyUser)),
});

export const editUser = defineCall({
  id: 'editUser',
  base: 'user',
  method: 'PUT',
  path: '/my/user/:id/edit',
  access: 'admin',
  request: v.object({
    id,
    name: filled,
    email,
    role: userRole,
    deleted: v.boolean(),
    company: id,
  }),
  response: envelope(companyUser),
});
