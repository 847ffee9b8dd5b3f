import { type BladeFile, ossCalls } from '@pharma/contract';
import { callApi } from '../../../lib/api.ts';

/** put-file-attach: stores the file through the tenant's enabled storage and records it; reports the progress. */
export function uploadAttach(file: Blob, onProgress?: (percent: number) => void): Promise<BladeFile> {
  const form = new FormData();
  form.append('file', file);
  return callApi(ossCalls.putFileAttach, {
    body: form,
    config: {
      onUploadProgress: (event) => {
        if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
      },
    },
  });
}
