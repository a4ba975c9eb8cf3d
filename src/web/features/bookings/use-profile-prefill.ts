import { useEffect, useRef } from 'react';
import { useProfile } from '../../lib/use-profile';
import { useSession } from '../../lib/use-session';
import { bookingFields, prefillFromProfile } from './booking-form-values';
import type { BookingFormApi } from './use-booking-form';

/**
 * A signed-in customer's saved details fill whatever is still empty, once they arrive. Returns who
 * is signed in (the referral check follows a sign-in made from the form).
 */
export function useProfilePrefill(form: BookingFormApi) {
  const { user } = useSession();
  const profile = useProfile(Boolean(user));
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !profile.data) return;
    prefilled.current = true;
    const current = form.getValues();
    const filled = prefillFromProfile(current, profile.data.profile, user?.email ?? null);
    for (const name of bookingFields) {
      if (filled[name] !== current[name]) form.setValue(name, filled[name]);
    }
  }, [form, profile.data, user?.email]);
  return user;
}
