import type { MessageCode } from '../contract';
import type { ImageVerdict } from '@portal/domain';

/**
 * How a call failed. A caller picks a text with `errorMessage` and decides what to do with the
 * kind alone: only 'backend' and 'card-rejected' say the server refused the data itself.
 */
export type ApiErrorKind =
  /** The backend answered with an error status (its message code is in `code`). */
  | 'backend'
  /** No answer: offline, DNS, CORS, connection reset. */
  | 'network'
  /** No answer within the client's time limit. */
  | 'timeout'
  /** The input did not match the call's request schema: nothing was sent. */
  | 'invalid-request'
  /** An answer that does not match the call's response schema (reported, never trusted). */
  | 'invalid-response'
  /** The session token is missing, expired or refused: the user is logged out. */
  | 'session-expired'
  /** The card provider refused the card data (`fieldErrors` says which fields). */
  | 'card-rejected';

/** Why a file was refused before an upload was sent (see `uploadFiles`): the domain's verdict. */
export type UploadRefusal = Exclude<ImageVerdict, 'ok'>;

export interface ApiErrorInit {
  readonly kind?: ApiErrorKind;
  readonly code?: MessageCode | 'unknown';
  readonly status?: number;
  readonly callId?: string;
  readonly fieldErrors?: Readonly<Record<string, string>>;
  readonly detail?: string;
  readonly cause?: unknown;
}

// A brand instead of `instanceof` alone: a remote that bundles its own copy of this package
// still recognises an error thrown by another copy.
const BRAND = Symbol.for('@portal/api/ApiError');

/** The only error a call of `@portal/api` ever throws. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code: MessageCode | 'unknown';
  readonly status: number | undefined;
  readonly callId: string | undefined;
  /** Refused fields and why: the card provider's messages by parameter, or the request issues. */
  readonly fieldErrors: Readonly<Record<string, string>> | undefined;
  /** The backend's detail, or an upload refusal ('too-large', 'wrong-type'). */
  readonly detail: string | undefined;
  readonly [BRAND] = true;

  constructor({
    kind = 'backend',
    code = 'unknown',
    status,
    callId,
    fieldErrors,
    detail,
    cause,
  }: ApiErrorInit) {
    // Only the call, the kind, the code and the status: never values a user typed.
    super(
      `${callId ?? 'api'}: ${kind}${code === 'unknown' ? '' : ` ${code}`}${status ? ` (HTTP ${status})` : ''}`,
      cause === undefined ? undefined : { cause },
    );
    this.kind = kind;
    this.code = code;
    this.status = status;
    this.callId = callId;
    this.fieldErrors = fieldErrors;
    this.detail = detail;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (typeof error === 'object' &&
      error !== null &&
      (error as Record<symbol, unknown>)[BRAND] === true)
  );
}
