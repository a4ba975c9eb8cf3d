import { ApiError, apiErrorOf } from './api-client';

// A form with a file, sent with real progress (fetch cannot report what it has sent; XMLHttpRequest
// can) and a way to cancel it. The answer is read in the one error shape, as every other call reads it.
// Used where a person waits on a file: the admin's images, the technician's photos on a weak signal.

export interface UploadHandle<T> {
  done: Promise<T>;
  cancel: () => void;
}

export function uploadForm<T>(
  url: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): UploadHandle<T> {
  const request = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(body as T);
        return;
      }
      reject(apiErrorOf(request.status, body));
    };
    request.onerror = () =>
      reject(new ApiError(0, 'NETWORK', 'Network error. Please check your connection.'));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
  });
  request.open('POST', url);
  request.setRequestHeader('Accept', 'application/json');
  request.send(form);
  return { done, cancel: () => request.abort() };
}
