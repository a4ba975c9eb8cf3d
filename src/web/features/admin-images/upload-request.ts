import type { ImageUploadResult } from '@shared/contracts/admin-catalogue';
import type { UploadHandle } from '../../lib/upload-form';
import { uploadForm } from '../../lib/upload-form';

// One image's upload from the admin desk, with its progress and a way to cancel it.

export function uploadImageFile(
  file: File,
  details: Record<string, string>,
  onProgress: (fraction: number) => void,
): UploadHandle<ImageUploadResult> {
  const form = new FormData();
  form.append('file', file);
  for (const [name, value] of Object.entries(details)) if (value) form.append(name, value);
  return uploadForm<ImageUploadResult>('/api/admin/images', form, onProgress);
}
