import { useCallback, useRef, useState } from 'react';
import type { ReferralInvalidReason } from '@shared/contracts/bookings';
import { REFERRAL_DISCOUNT_PAISE } from '@shared/constants';
import { validateReferralCode } from './api';
import { normaliseReferralCode, REFERRAL_CODE_MAX_LENGTH } from '@shared/referral-code';

export type ReferralState =
  | { status: 'unchecked' }
  | { status: 'validating' }
  | { status: 'valid'; code: string; discount: number }
  | { status: 'invalid'; reason: ReferralInvalidReason | 'check_failed' };

/**
 * The referral field's states (SPEC 4): unchecked, validating, valid, invalid. Editing the code
 * makes it unchecked again; an empty code clears the discount.
 */
export function useReferralCode(initialCode: string) {
  const [code, setCodeValue] = useState(initialCode);
  const [state, setState] = useState<ReferralState>({ status: 'unchecked' });
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
      const result = await validateReferralCode(trimmed, controller.signal);
      next = result.valid
        ? { status: 'valid', code: trimmed, discount: result.discount ?? REFERRAL_DISCOUNT_PAISE }
        : { status: 'invalid', reason: result.reason ?? 'not_found' };
    } catch (error) {
      if (controller.signal.aborted) return { status: 'unchecked' };
      void error;
      next = { status: 'invalid', reason: 'check_failed' };
    }
    setState(next);
    return next;
  }, []);

  const markInvalid = useCallback((reason: ReferralInvalidReason) => {
    setState({ status: 'invalid', reason });
  }, []);

  return { code, setCode, state, check, markInvalid };
}
