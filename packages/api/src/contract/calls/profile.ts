// Profile and files (spec §7): pictures, the company, the password, uploads, the home's services.
import * as v from 'valibot';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@portal/domain';
import { defineCall, envelope, noInput, outcome } from '../define';
import { company, id, serviceCard } from '../entities';
import { filled, password, url } from './fields';

export const getAvatar = defineCall({
  id: 'getAvatar',
  base: 'user',
  method: 'GET',
  path: '/my/user/avatar',
  access: 'user',
  request: noInput,
  response: envelope(v.object({ url: v.nullable(url) })),
});

export const updateAvatar = defineCall({
  id: 'updateAvatar',
  base: 'user',
  method: 'PUT',
  path: '/my/user/update-avatar',
  access: 'user',
  request: v.object({ url: v.nullable(url) }),
  response: envelope(v.object({ url: v.nullable(url) })),
});

export const getLogo = defineCall({
  id: 'getLogo',
  base: 'user',
  method: 'GET',
  path: '/company/logotype',
  access: 'user',
  request: noInput,
  response: envelope(v.object({ url: v.nullable(url) })),
});

export const updateLogo = defineCall({
  id: 'updateLogo',
  base: 'user',
  method: 'PUT',
  path: '/company/update-logotype',
  access: 'user',
  request: v.object({ url: v.nullable(url) }),
  response: envelope(v.object({ url: v.nullable(url) })),
});

export const getCompany = defineCall({
  id: 'getCompany',
  base: 'user',
  method: 'GET',
  path: '/company/:id',
  access: 'user',
  request: v.object({ id }),
  response: envelope(company),
});

export const changePassword = defineCall({
  id: 'changePassword',
  base: 'user',
  method: 'POST',
  path: '/my/user/password',
  access: 'user',
  request: v.object({ newPassword: password, currentPassword: password }),
  response: outcome,
});

// The image rule is the domain's (spec §5, §9); these names stay for the contract's readers.
export const MAX_UPLOAD_BYTES = MAX_IMAGE_BYTES;
export const UPLOAD_TYPES = IMAGE_TYPES;

export const uploadFiles = defineCall({
  id: 'uploadFiles',
  base: 'user',
  method: 'POST',
  path: '/file/upload',
  access: 'user',
  // The sandbox reads the multipart parts into this shape before validating.
  request: v.object({
    files: v.pipe(
      v.array(
        v.object({
          name: filled,
          type: v.picklist(UPLOAD_TYPES),
          size: v.pipe(v.number(), v.minValue(1), v.maxValue(MAX_UPLOAD_BYTES)),
          // The content, filled by the sandbox from the part (the client sends the part itself);
          // without it here the schema would strip the bytes before the handler sees them.
          base64: v.optional(v.string()),
        }),
      ),
      v.minLength(1),
    ),
  }),
  response: envelope(v.array(v.object({ url }))),
  multipart: true,
});

export const removeFile = defineCall({
  id: 'removeFile',
  base: 'user',
  method: 'POST',
  path: '/file/remove',
  access: 'user',
  request: v.object({ url }),
  response: outcome,
});

export const services = defineCall({
  id: 'services',
  base: 'execution',
  method: 'GET',
  path: '/my/services/',
  access: 'user',
  request: noInput,
  response: envelope(v.array(serviceCard)),
});
