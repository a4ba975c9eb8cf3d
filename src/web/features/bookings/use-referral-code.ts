import { useCallback, useRef, useState } from 'react';
import type { PhoneProof, ReferralInvalidReason } from '@shared/contracts/bookings';
import { REFERRAL_DISCOUNT_PAISE } from '@shared/constants';
import { validateReferralCode } from './api';
import { normaliseReferralCode, REFERRAL_CODE_MAX_LENGTH } from '@shared/referral-code';

export type ReferralState =
  | { status: 'unchecked' }
  | { status: 'validating' }
  | { status: 'valid'; code: string; discount: number }
  /** The code exists; the discount needs the booker's phone verified first (decision 007). */
  | { status: 'needs_phone'; code: string }
  | { status: 'invalid'; reason: Exclude<ReferralInvalidReason, 'phone_unverified'> | 'check_failed' };

/**
 * The referral field's states (SPEC 4): unchecked, validating, valid, invalid, plus 'needs_phone'
 * while the phone is not verified. Editing the code makes it unchecked again; an empty code clears
 * the discount. The phone proof made in the form goes with every check and with the booking.
 */
export function useReferralCode(initialCode: string) {
  const [code, setCodeValue] = useState(initialCode);
  const [state, setState] = useState<ReferralState>({ status: 'unchecked' });
  const [proof, setProofValue] = useState<PhoneProof | null>(null);
  // The checks read the latest proof without being remade (the page checks its first code once).
  const proofRef = useRef<PhoneProof | null>(null);
  const request = useRef<AbortController | null>(null);

  const setCode = useCallback((next: string) => {
    request.current?.abort();
    setCodeValue(normaliseReferralCode(next).slice(0, REFERRAL_CODE_MAX_LENGTH));
    setState({ status: 'unchecked' });
  }, []);

  /** Checks the code with the server; resolves to the new state. */
  const check = useCallback(async (value: string): Promise<ReferralState> => {
    request.current?.abort();
    const trimmed = normaliseReferralCode(value);
    if (!trimmed) {
      const cleared: ReferralState = { status: 'unchecked' };
      setState(cleared);
      return cleared;
    }
    const controller = new AbortController();
    request.current = controller;
    setState({ status: 'validating' });
    let next: ReferralState;
    try {
      const result = await validateReferralCode(trimmed, proofRef.current?.proof, controller.signal);
      next = result.valid
        ? { status: 'valid', code: trimmed, discount: result.discount ?? REFERRAL_DISCOUNT_PAISE }
        : stateForReason(result.reason ?? 'not_found', trimmed);
    } catch (error) {
      if (controller.signal.aborted) return { status: 'unchecked' };
      void error;
      next = { status: 'invalid', reason: 'check_failed' };
    }
    setState(next);
    return next;
  }, []);

  /** The booking was refused for this reason (the server checked the code again). */
  const markInvalid = useCallback(
    (reason: ReferralInvalidReason) => {
      if (reason === 'phone_unverified') {
        // The proof ran out or was used: the phone is verified again before the discount applies.
        proofRef.current = null;
        setProofValue(null);
      }
      setState(stateForReason(reason, normaliseReferralCode(code)));
    },
    [code],
  );

  /** The phone was verified in the form: the code is checked again with the proof. */
  const acceptPhoneProof = useCallback(
    (next: PhoneProof) => {
      proofRef.current = next;
      setProofValue(next);
      void check(code);
    },
    [check, code],
  );

  /** The form's phone changed: a proof of another number no longer counts. */
  const dropPhoneProof = useCallback(() => {
    if (!proofRef.current) return;
    proofRef.current = null;
    setProofValue(null);
    if (normaliseReferralCode(code)) void check(code);
  }, [check, code]);

  return { code, setCode, state, check, markInvalid, proof, acceptPhoneProof, dropPhoneProof };
}

function stateForReason(reason: ReferralInvalidReason, code: string): ReferralState {
  return reason === 'phone_unverified' ? { status: 'needs_phone', code } : { status: 'invalid', reason };
}
