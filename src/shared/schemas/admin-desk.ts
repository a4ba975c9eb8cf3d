import { z } from 'zod';
import { fieldError } from '../field-error';

/** Marking a referral's reward paid or unpaid. */
export const referralPaymentSchema = z.object({ paid: z.boolean(fieldError('rewardPaid')) });
