// Spec §7 and §9: images of up to 1 MiB, checked by the domain's image rule before a byte is sent.
import { imageTypeOf, isAllowedImage } from '@portal/domain';
import { uploadFiles as uploadCall, type RequestOf, type ResponseOf } from '../contract';
import { ApiError, type UploadRefusal } from './errors';
import type { ApiClient } from './http';

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
      const verdict = isAllowedImage(file);
      if (verdict !== 'ok') throw refused(verdict, file);
      // A file the browser could not type (or typed image/jpg) travels with its accepted type.
      const type = imageTypeOf(file)!;
      return file.type === type ? file : new File([file], file.name, { type });
    });
    // Each file now has an accepted type: it is what the call's request schema describes.
    const input = { files: accepted } as unknown as RequestOf<typeof uploadCall>;
    return client.call(uploadCall, input);
  };
}
