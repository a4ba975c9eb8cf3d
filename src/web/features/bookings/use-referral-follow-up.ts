import { useEffect, useRef } from 'react';
import { toE164 } from '@shared/phone';
import type { useReferralCode } from './use-referral-code';

/**
 * Keeps the referral code's state true to the form around it: the phone typed, and who is signed in.
 */
export function useReferralFollowUp(
  referral: ReturnType<typeof useReferralCode>,
  phone: string,
  userId: string | undefined,
): void {
  // A phone verified for the referral discount is that number only: another one is verified again.
  const { proof, dropPhoneProof } = referral;
  useEffect(() => {
    if (proof && proof.phone !== toE164(phone)) dropPhoneProof();
  }, [phone, proof, dropPhoneProof]);

  // Signed in from the form's prompt: a code still waiting for a verified phone is checked again for
  // the account, whose own code is refused at once (decision 034) and whose verified phone applies it.
  const checkedFor = useRef(userId);
  const waitsForPhone = referral.state.status === 'needs_phone';
  const { check: checkReferral, code: typedCode } = referral;
  useEffect(() => {
    if (checkedFor.current === userId) return;
    checkedFor.current = userId;
    if (userId && waitsForPhone) void checkReferral(typedCode);
  }, [userId, waitsForPhone, checkReferral, typedCode]);
}
