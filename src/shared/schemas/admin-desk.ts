import { z } from 'zod';

/** Marking a referral's reward paid or unpaid. */
export const referralPaymentSchema = z.object({ paid: z.boolean('Please say whether the reward is paid.') });
