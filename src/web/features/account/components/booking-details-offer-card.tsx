import { CircleCheckBig, ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../components/ui/link';
import type { BookingDetailsOffer } from '@shared/contracts/account';
import { formatDateTime } from '@shared/format';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { failureText } from '../../../lib/error-text';
import { useAnswerBookingDetailsOffer, useBookingDetailsOffer } from '../api';
import { href } from '@shared/paths';

/** '22 Nov' this year, '22 Nov 2025' before it (India time), in the given language. */
function formatBookedOn(iso: string, language: string, now = new Date()): string {
  const date = new Date(iso);
  const year = (at: Date) => formatDateTime(at, language, { year: 'numeric' });
  return formatDateTime(date, language, {
    day: 'numeric',
    month: 'short',
    ...(year(date) === year(now) ? {} : { year: 'numeric' }),
  });
}

/**
 * The first visit after booking as a guest: offers to fill the empty profile with that booking's
 * name and address. Shows only what recognises the booking; the server decides whether to offer it.
 */
export function BookingDetailsOfferCard() {
  const { t, i18n } = useTranslation('account');
  const offer = useBookingDetailsOffer();
  const answer = useAnswerBookingDetailsOffer();
  // The offer as it was answered: the card stays put while the answer is saved.
  const [answered, setAnswered] = useState<{ offer: BookingDetailsOffer; copy: boolean } | null>(null);

  if (answer.isSuccess) {
    if (!answered?.copy) return null;
    return (
      <Card role="status" className="mt-6 flex flex-wrap items-center gap-3 p-5 sm:p-6">
        <CircleCheckBig className="size-7 shrink-0 text-success" aria-hidden="true" />
        <p className="min-w-0 flex-1 font-semibold">
          {t('bookingOffer.done', { id: answered.offer.bookingId })}
        </p>
        <Link
          to={href('dashboardProfile')}
          className="inline-flex min-h-11 items-center font-semibold text-primary underline"
        >
          {t('bookingOffer.seeProfile')}
        </Link>
      </Card>
    );
  }
  const shown = answered?.offer ?? offer.data?.offer;
  if (!shown) return null;
  const respond = (copy: boolean) => {
    setAnswered({ offer: shown, copy });
    answer.mutate({ answer: copy ? 'accept' : 'decline' }, { onError: () => setAnswered(null) });
  };
  return (
    <Card
      aria-labelledby="booking-offer-title"
      role="region"
      className="mt-6 border-2 border-primary p-5 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <ClipboardList className="mt-0.5 size-7 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="booking-offer-title" className="text-xl font-bold">
            {t('bookingOffer.title')}
          </h2>
          <p className="mt-1">
            {t('bookingOffer.text', {
              id: shown.bookingId,
              date: formatBookedOn(shown.bookedAt, i18n.language),
            })}
          </p>
          <dl className="mt-3 grid gap-x-6 gap-y-1 sm:flex sm:flex-wrap">
            <div className="flex gap-2">
              <dt className="text-muted-foreground">{t('bookingOffer.name')}</dt>
              <dd className="font-semibold break-words">{shown.name}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-muted-foreground">{t('bookingOffer.city')}</dt>
              <dd className="font-semibold break-words">{shown.city}</dd>
            </div>
          </dl>
          <p className="mt-3 text-sm text-muted-foreground">{t('bookingOffer.hint')}</p>
          {answer.isError ? (
            <p role="alert" className="mt-3 font-semibold text-danger">
              {failureText(answer.error, t('bookingOffer.failed'))}
            </p>
          ) : null}
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <Button disabled={answer.isPending} onClick={() => respond(true)}>
              {t('bookingOffer.accept')}
            </Button>
            <Button variant="outline" disabled={answer.isPending} onClick={() => respond(false)}>
              {t('bookingOffer.decline')}
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}
