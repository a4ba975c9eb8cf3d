import '../../locales/load-booking';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { slugPattern } from '@shared/slug';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../lib/toast';
import { validateReferralCode } from '../../features/bookings/api';
import { storeReferralCode } from '../../features/bookings/referral-storage';
import { isPlausibleReferralCode, normaliseReferralCode } from '@shared/referral-code';

/**
 * /book (spec decision 12): `?ref=CODE` keeps a friend's code for the booking form and opens the device
 * picker; `?device=slug&issues=ids` opens the booking page with those repairs.
 */
export default function BookPage() {
  const { t } = useTranslation('booking');
  const [params] = useSearchParams();
  const navigate = useNavigate();

  useEffect(() => {
    const ref = normaliseReferralCode(params.get('ref'));
    const validRef = isPlausibleReferralCode(ref) ? ref : '';
    const device = params.get('device') ?? '';
    if (slugPattern.test(device)) {
      // The booking form checks a stored code itself and shows the result beside the field.
      if (validRef) storeReferralCode(validRef);
      const next = new URLSearchParams({ deviceSlug: device });
      for (const issue of params.getAll('issues').flatMap((v) => v.split(','))) {
        if (/^\d{1,9}$/.test(issue)) next.append('issues', issue);
      }
      void navigate(`/booking?${next.toString()}`, { replace: true });
      return;
    }
    if (!validRef) {
      void navigate('/devices', { replace: true });
      return;
    }
    // Only a code that exists is kept and promised; a mistyped link says so at once.
    const controller = new AbortController();
    validateReferralCode(validRef, undefined, controller.signal).then(
      (result) => {
        // A code that exists waits for the form, where the phone is verified to apply it.
        if (result.valid || result.reason === 'phone_unverified') {
          storeReferralCode(validRef);
          toast.success(t('book.referralKept', { code: validRef }), {
            id: 'referral',
            explainsNavigation: true,
          });
        } else {
          toast.error(t('referral.invalidTitle'), {
            id: 'referral',
            description: t(`referral.${result.reason ?? 'not_found'}`),
            explainsNavigation: true,
          });
        }
        void navigate('/devices', { replace: true });
      },
      () => {
        if (controller.signal.aborted) return;
        // Could not check it now: keep it, and let the booking form check it.
        storeReferralCode(validRef);
        toast(t('book.referralUnchecked', { code: validRef }), { id: 'referral', explainsNavigation: true });
        void navigate('/devices', { replace: true });
      },
    );
    return () => controller.abort();
  }, [params, navigate, t]);

  return (
    <div className="flex justify-center px-4 py-16">
      <Spinner label={t('loadingServices')} />
    </div>
  );
}
