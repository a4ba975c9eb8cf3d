import type { ImageUploadResult } from '@shared/contracts/admin-catalogue';
import { ApiError, apiErrorOf } from '../../lib/api-client';

// One file's upload with real progress (fetch cannot report what it has sent; XMLHttpRequest can) and
// a way to cancel it. The answer is read in the one error shape, read as every other call reads it.

export interface UploadHandle {
  done: Promise<ImageUploadResult>;
  cancel: () => void;
}

export function uploadImageFile(
  file: File,
  details: Record<string, string>,
  onProgress: (fraction: number) => void,
): UploadHandle {
  const request = new XMLHttpRequest();
  const form = new FormData();
  form.append('file', file);
  for (const [name, value] of Object.entries(details)) if (value) form.append(name, value);
  const done = new Promise<ImageUploadResult>((resolve, reject) => {
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(body as ImageUploadResult);
        return;
      }
      reject(apiErrorOf(request.status, body));
    };
    request.onerror = () =>
      reject(new ApiError(0, 'NETWORK', 'Network error. Please check your connection.'));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
  });
  request.open('POST', '/api/admin/images');
  request.setRequestHeader('Accept', 'application/json');
  request.send(form);
  return { done, cancel: () => request.abort() };
}
