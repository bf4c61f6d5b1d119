// Spec §7 and §9: images of up to 1 MiB, checked here before a byte is sent.
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_TYPES,
  uploadFiles as uploadCall,
  type RequestOf,
  type ResponseOf,
} from '../contract';
import { ApiError, type UploadRefusal } from './errors';
import type { ApiClient } from './http';

type UploadType = (typeof UPLOAD_TYPES)[number];

const TYPE_BY_EXTENSION: Readonly<Record<string, UploadType>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The accepted type of a file, from its declared type or, when the browser gave none, its name. */
function uploadTypeOf(file: File): UploadType | null {
  const declared = file.type.toLowerCase();
  // Some systems still label JPEG files with the unregistered image/jpg.
  if (declared === 'image/jpg') return 'image/jpeg';
  if ((UPLOAD_TYPES as readonly string[]).includes(declared)) return declared as UploadType;
  if (declared) return null;
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  return (extension && TYPE_BY_EXTENSION[extension]) || null;
}

function refused(reason: UploadRefusal, file: File): ApiError {
  return new ApiError({
    kind: 'invalid-request',
    callId: uploadCall.id,
    detail: reason,
    fieldErrors: { [file.name]: reason },
  });
}

export type UploadedFiles = ResponseOf<typeof uploadCall>;

/** `uploadFiles` bound to a client: checks every file, then sends them as `files[]` parts. */
export function createUploader(client: ApiClient) {
  return async function uploadFiles(files: readonly File[]): Promise<UploadedFiles> {
    const accepted = files.map((file) => {
      const type = uploadTypeOf(file);
      if (!type) throw refused('wrong-type', file);
      if (file.size > MAX_UPLOAD_BYTES) throw refused('too-large', file);
      // A file the browser could not type travels with the type its name gives.
      return file.type === type ? file : new File([file], file.name, { type });
    });
    // Each file now has an accepted type: it is what the call's request schema describes.
    const input = { files: accepted } as unknown as RequestOf<typeof uploadCall>;
    return client.call(uploadCall, input);
  };
}
