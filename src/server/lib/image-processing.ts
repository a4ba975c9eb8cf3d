import { randomBytes } from 'node:crypto';
import type sharpConstructor from 'sharp';
import { AppError } from '../http/app-error';
import { IMAGE_MAX_INPUT_PIXELS, IMAGE_UPLOAD_MAX_BYTES } from '../limits';

// Uploaded images are hostile input (ASVS 5.2): only JPEG, PNG and WebP are taken, judged by the
// file's bytes (never its name or declared type); every image is decoded and encoded again, which
// drops metadata (EXIF, GPS) and anything hidden after the picture; big pictures are made smaller.
// A refused file stores nothing. The image libraries load with the first upload, not when the server
// starts (decision 021).

const MAX_EDGE = 1600;
const THUMB_EDGE = 400;

const accepted = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;
type AcceptedType = keyof typeof accepted;

export interface StoredVariant {
  key: string;
  bytes: Uint8Array;
  contentType: string;
}

export interface ProcessedImage {
  /** The picture in its own format (JPEG, PNG or WebP), at most 1600 px on its long side. */
  main: StoredVariant;
  webp: StoredVariant;
  thumb: StoredVariant;
  width: number;
  height: number;
}

type Sharp = typeof sharpConstructor;

const refuse = (message: string) => new AppError('UNSUPPORTED_IMAGE', message);

/** A generated name under images/ or private/ and yyyy/mm/, one random stem for all of an image's files. */
function keysFor(root: 'images' | 'private', now: Date, ext: string) {
  const stem = randomBytes(12).toString('hex');
  const folder = `${root}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return {
    main: `${folder}/${stem}.${ext}`,
    webp: `${folder}/${stem}_w.webp`,
    thumb: `${folder}/${stem}_t.webp`,
  };
}

/** The checks every upload passes before it is decoded: size, and the type its bytes show. */
async function checkUpload(bytes: Uint8Array) {
  if (bytes.byteLength === 0) throw refuse('The file is empty.');
  if (bytes.byteLength > IMAGE_UPLOAD_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'Each image must be at most 5 MB.');
  }
  const [{ fileTypeFromBuffer }, { default: sharp }] = await Promise.all([
    import('file-type'),
    import('sharp'),
  ]);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(detected.mime in accepted)) {
    throw refuse('Only JPEG, PNG and WebP images can be uploaded.');
  }
  return { sharp, type: detected.mime as AcceptedType };
}

/** Decodes the upload as the type its bytes show, turned the way the camera held it, at most `edge` px. */
async function decodeUpload(sharp: Sharp, bytes: Uint8Array, type: AcceptedType, edge: number) {
  const image = sharp(bytes, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: 'error' });
  const meta = await image.metadata();
  if (!meta.width || !meta.height) throw new Error('no size');
  if (meta.format !== accepted[type].replace('jpg', 'jpeg')) throw new Error('format differs');
  // The EXIF that said which way is up goes with the rest of the metadata (GPS among it).
  return image.rotate().resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true });
}

/** A decoder's failure as the uploader's reason; our own refusals pass as they are. */
function refusalOf(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) {
    return refuse('The image is too large in pixels. Please upload one of at most 40 megapixels.');
  }
  return refuse('The image could not be read. It may be damaged or not really an image.');
}

/** Checks, cleans and resizes one upload; throws UNSUPPORTED_IMAGE or PAYLOAD_TOO_LARGE with a reason. */
export async function processImage(bytes: Uint8Array, now: Date): Promise<ProcessedImage> {
  const { sharp, type } = await checkUpload(bytes);
  try {
    const main = await decodeUpload(sharp, bytes, type, MAX_EDGE);
    const encoded =
      type === 'image/jpeg'
        ? await main.jpeg({ quality: 85, mozjpeg: true }).toBuffer({ resolveWithObject: true })
        : type === 'image/png'
          ? await main.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
          : await main.webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    const webp = await sharp(encoded.data).webp({ quality: 82 }).toBuffer();
    const thumb = await sharp(encoded.data)
      .resize({ width: THUMB_EDGE, height: THUMB_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    const keys = keysFor('images', now, accepted[type]);
    return {
      main: { key: keys.main, bytes: encoded.data, contentType: type },
      webp: { key: keys.webp, bytes: webp, contentType: 'image/webp' },
      thumb: { key: keys.thumb, bytes: thumb, contentType: 'image/webp' },
      width: encoded.info.width,
      height: encoded.info.height,
    };
  } catch (error) {
    throw refusalOf(error);
  }
}

export interface ProcessedPhoto {
  /** WebP, at most 1600 px on its long side, under private/. */
  main: StoredVariant;
  thumb: StoredVariant;
  width: number;
  height: number;
}

/**
 * A photo of a customer's device (decision 058): the same checks and cleaning as any upload, kept as
 * WebP under private/ keys, never a public address.
 */
export async function processPhoto(bytes: Uint8Array, now: Date): Promise<ProcessedPhoto> {
  const { sharp, type } = await checkUpload(bytes);
  try {
    const main = await decodeUpload(sharp, bytes, type, MAX_EDGE);
    const encoded = await main.webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    const thumb = await sharp(encoded.data)
      .resize({ width: THUMB_EDGE, height: THUMB_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    const keys = keysFor('private', now, 'webp');
    return {
      main: { key: keys.main, bytes: encoded.data, contentType: 'image/webp' },
      thumb: { key: keys.thumb, bytes: thumb, contentType: 'image/webp' },
      width: encoded.info.width,
      height: encoded.info.height,
    };
  } catch (error) {
    throw refusalOf(error);
  }
}
