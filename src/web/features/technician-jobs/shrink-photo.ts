import { PHOTO_UPLOAD_EDGE } from '@shared/schemas/booking-photo';

// A phone camera's picture is 3–12 MB; on a weak signal at the door that upload fails. It is drawn
// again at most 1600 px on its long side, as a JPEG, before it is sent: a few hundred kilobytes, the
// way the camera held it, and without its metadata (the server cleans it again all the same).

/** The photo made small for upload; the original when this browser cannot draw it (the server judges it). */
export async function shrinkPhoto(file: File): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, PHOTO_UPLOAD_EDGE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    return blob && blob.size < file.size ? blob : file;
  } finally {
    bitmap.close();
  }
}
