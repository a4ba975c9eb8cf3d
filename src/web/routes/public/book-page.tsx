import { useEffect, useEffectEvent } from 'react';
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
type ReferralCheck = Awaited<ReturnType<typeof validateReferralCode>>;

export default function BookPage() {
  const { t } = useTranslation('booking');
  const [params] = useSearchParams();
  const navigate = useNavigate();

  // The answer is told with the texts of that moment: texts arriving later (a new `t`) must not ask
  // again and show the toast twice.
  const tellReferralCheck = useEffectEvent((code: string, result: ReferralCheck | undefined) => {
    if (!result) {
      // Could not check it now: keep it, and let the booking form check it.
      storeReferralCode(code);
      toast(t('book.referralUnchecked', { code }), { id: 'referral', explainsNavigation: true });
    } else if (result.valid || result.reason === 'phone_unverified') {
      // A code that exists waits for the form, where the phone is verified to apply it.
      storeReferralCode(code);
      toast.success(t('book.referralKept', { code }), { id: 'referral', explainsNavigation: true });
    } else {
      toast.error(t('referral.invalidTitle'), {
        id: 'referral',
        description: t(`referral.${result.reason ?? 'not_found'}`),
        explainsNavigation: true,
      });
    }
    void navigate('/devices', { replace: true });
  });

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
      (result) => tellReferralCheck(validRef, result),
      () => {
        if (!controller.signal.aborted) tellReferralCheck(validRef, undefined);
      },
    );
    return () => controller.abort();
  }, [params, navigate]);

  return (
    <div className="flex justify-center px-4 py-16">
      <Spinner label={t('loadingServices')} />
    </div>
  );
}
