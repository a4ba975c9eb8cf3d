import '../../locales/load-booking';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { slugPattern } from '@shared/slug';
import { Spinner } from '../../components/ui/spinner';
import { storeReferralCode } from '../../features/bookings/referral-storage';

/**
 * /book (spec decision 12): `?ref=CODE` keeps a friend's code for the booking form and opens the device
 * picker; `?device=slug&issues=ids` opens the booking page with those repairs.
 */
export default function BookPage() {
  const { t } = useTranslation('booking');
  const [params] = useSearchParams();
  const navigate = useNavigate();

  useEffect(() => {
    const ref = (params.get('ref') ?? '').trim().toUpperCase();
    const validRef = /^[A-Z0-9]{4,32}$/.test(ref) ? ref : '';
    if (validRef) storeReferralCode(validRef);
    const device = params.get('device') ?? '';
    if (slugPattern.test(device)) {
      const next = new URLSearchParams({ deviceSlug: device });
      for (const issue of params.getAll('issues').flatMap((v) => v.split(','))) {
        if (/^\d{1,9}$/.test(issue)) next.append('issues', issue);
      }
      void navigate(`/booking?${next.toString()}`, { replace: true });
      return;
    }
    if (validRef) toast.success(t('book.referralKept', { code: validRef }));
    void navigate('/devices', { replace: true });
  }, [params, navigate, t]);

  return (
    <div className="flex justify-center px-4 py-16">
      <Spinner label={t('loadingServices')} />
    </div>
  );
}
