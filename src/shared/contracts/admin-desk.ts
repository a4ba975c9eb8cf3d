import type { ContactSubmissionView } from './contact';

// Response shapes of the admin's referral payouts and contact inbox.

export interface AdminReferralRow {
  id: number;
  referrerName: string;
  referredName: string | null;
  /** The readable booking id (BK-…), and the booking's own id for its details. */
  bookingId: string;
  bookingUuid: string;
  bookingStatus: string;
  status: 'pending' | 'completed';
  rewardPaid: boolean;
  paymentDate: string | null;
  /** Paise. */
  paymentAmount: number;
  createdAt: string;
}

export interface AdminReferralListResponse {
  referrals: AdminReferralRow[];
  /** Paise: rewards still to come, earned but unpaid, and paid. */
  totals: { pending: number; completedUnpaid: number; paid: number };
}

export interface AdminContactListResponse {
  submissions: ContactSubmissionView[];
}
