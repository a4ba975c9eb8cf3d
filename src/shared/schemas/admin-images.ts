import { z } from 'zod';
import { fieldError } from '../field-error';
import { chosenId, optionalText } from './admin-catalogue-fields';

// Image uploads (SPEC section 3 uploaded_images)

/** At most this many images in one upload from the admin desk (SPEC section 5: 10 in admin uploads). */
export const MAX_ADMIN_UPLOAD_FILES = 10;
/** The largest image file taken; the form refuses bigger ones before they are sent. */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** What an admin may say about the images they upload (the form's fields beside the files). */
export const imageDetailsSchema = z.object({
  brandName: optionalText(80, 'imageBrandMax'),
  deviceModel: optionalText(100, 'imageModelMax'),
  description: optionalText(500, 'descriptionMax'),
});
export type ImageDetailsInput = z.input<typeof imageDetailsSchema>;

/** An image put to use: a device's picture or a brand's logo. */
export const imageUseSchema = z.discriminatedUnion('target', [
  z.object({ target: z.literal('device'), deviceId: chosenId(fieldError('selectDevice')) }),
  z.object({ target: z.literal('brand'), brandId: chosenId(fieldError('selectBrand')) }),
]);
export type ImageUseInput = z.input<typeof imageUseSchema>;
