// @portal/api: the contract of spec §7, the client that speaks it, and the texts of spec §8.
// The contract is re-exported whole (it is also the `./contract` entry the sandbox builds on);
// `uploadFiles` here is the upload function, the call's description is `CALLS.uploadFiles`.
export * from './contract';
export { ApiError, isApiError } from './client/errors';
export type { ApiErrorInit, ApiErrorKind, UploadRefusal } from './client/errors';
export { createApiClient } from './client/http';
export type {
  ApiBases,
  ApiClient,
  ApiClientOptions,
  CallOptions,
  RetryPolicy,
} from './client/http';
export { createApi } from './client/api';
export { newIdempotencyKey } from './client/idempotency';
export { api, preloadApi, uploadFiles } from './client/lazyApi';
export type { Api, CallFunction } from './client/api';
export type { UploadedFiles } from './client/upload';
export { codeMessage, errorMessage, fieldRefusals, roleQuotaRefusal } from './messages';
export type { FieldRefusalMap } from './messages';
export { notifyFailure, switchUserAccess } from './notices';
export { checkNewUser, InvalidNameOrEmail } from './newUserCheck';
export { loadApiMessages } from './messages-loader';
export { toSession } from './session';
export { apiLanguage } from './language';
export type { ApiLanguage } from './language';
