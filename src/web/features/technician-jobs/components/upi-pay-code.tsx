import { renderSVG } from 'uqr';
import type { TechnicianSelf } from '@shared/contracts/people';
import { formatRupees } from '@shared/money';
import { useTranslation } from '../../../lib/use-translation';

/** A UPI payment request for the exact amount (NPCI's upi://pay link), which any UPI app can scan. */
export function upiPayLink(upi: NonNullable<TechnicianSelf['upi']>, rupees: number, note: string): string {
  const params = new URLSearchParams({
    pa: upi.id,
    pn: upi.payeeName,
    am: rupees.toFixed(2),
    cu: 'INR',
    tn: note,
  });
  return `upi://pay?${params.toString()}`;
}

/** The QR code of the UPI request for `rupees`, or a note that UPI is not set up. */
export function UpiPayCode({
  upi,
  rupees,
  bookingId,
}: {
  upi: TechnicianSelf['upi'] | undefined;
  rupees: number;
  bookingId: string;
}) {
  const { t } = useTranslation(['technicianJobs', 'common']);
  if (!upi) return <p className="rounded-lg bg-muted p-3 text-muted-foreground">{t('upiNotConfigured')}</p>;
  return (
    <figure className="flex flex-col items-center gap-2 rounded-xl bg-white p-4 text-slate-900">
      <div
        className="size-56"
        role="img"
        aria-label={t('upiScan', { amount: formatRupees(rupees * 100), payee: upi.payeeName })}
        // The QR code is an SVG string built here from the UPI link (no outside input).
        dangerouslySetInnerHTML={{
          __html: renderSVG(upiPayLink(upi, rupees, t('upiNote', { id: bookingId })), {
            border: 2,
          }),
        }}
      />
      <figcaption className="text-center text-sm">
        {t('upiScan', { amount: formatRupees(rupees * 100), payee: upi.payeeName })}
      </figcaption>
    </figure>
  );
}
