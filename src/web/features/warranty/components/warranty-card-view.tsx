import { formatPhone } from '@shared/format';
import '../../../entities/booking/printed-document.css';
import { Download, Printer, ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../components/ui/link';
import type { WarrantyCard } from '@shared/contracts/warranty';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FactList } from '../../../entities/booking/fact-list';
import { useSiteConfig } from '../../../lib/use-site-config';
import { formatCardDate } from '../warranty-format';
import { useRepairWords } from '../../../lib/repair-words';
import { href } from '@shared/paths';

interface WarrantyCardViewProps {
  card: WarrantyCard;
  /** The card's PDF, downloaded by the browser. */
  pdfUrl: string;
}

/** The printable warranty card, with Print and Download PDF under it (never printed themselves). */
export function WarrantyCardView({ card, pdfUrl }: WarrantyCardViewProps) {
  const { t, i18n } = useTranslation(['warranty', 'common']);
  const site = useSiteConfig();
  return (
    <>
      <article
        aria-labelledby="warranty-title"
        className="warranty-card overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
      >
        {/* The band makes it read as a card, on screen and on paper. */}
        <div className="h-2 bg-primary" aria-hidden="true" />
        <div className="p-5 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <p className="font-bold text-primary">{t('common:appName')}</p>
              <h1 id="warranty-title" className="text-3xl font-extrabold">
                {t('title')}
              </h1>
              <p className="mt-1 text-muted-foreground">{t('subtitle')}</p>
            </div>
            <ShieldCheck className="hidden size-12 shrink-0 text-primary sm:block" aria-hidden="true" />
          </div>

          <FactList
            className="mt-6 border-t border-border"
            facts={[
              { label: t('bookingId'), value: <span className="font-mono">{card.bookingId}</span> },
              { label: t('customer'), value: card.customerName },
              { label: t('device'), value: card.device },
              { label: t('completedOn'), value: formatCardDate(card.completedOn, i18n.language) },
              {
                label: t('technician'),
                value: card.technicianName ?? (
                  <span className="text-muted-foreground">{t('notRecorded')}</span>
                ),
              },
            ]}
          />

          <div className="mt-4 rounded-xl bg-primary-soft p-4">
            <p className="text-sm font-semibold text-muted-foreground">{t('validUntil')}</p>
            <p className="text-2xl font-extrabold text-primary" data-testid="warranty-valid-until">
              {formatCardDate(card.validUntil, i18n.language)}
            </p>
            {/* Said only when the repairs' covers end on different days. */}
            {new Set(card.repairs.map((r) => r.validUntil)).size > 1 ? (
              <p className="text-sm">{t('validUntilHint')}</p>
            ) : null}
          </div>

          <h2 className="mt-8 text-xl font-bold">{t('repairsTitle')}</h2>
          <RepairList repairs={card.repairs} />

          <div className="mt-6 space-y-2 border-t border-border pt-4 text-sm">
            <p className="text-muted-foreground">
              {t('terms')}{' '}
              <Link to={href('warranty')} className="font-semibold text-primary underline">
                {t('termsLink')}
              </Link>
              {/* Paper has no links: the address is printed instead. */}
              <span className="hidden print:inline"> ({termsAddress()})</span>
            </p>
            {site ? (
              <p>{t('help', { phone: formatPhone(site.supportPhone), email: site.supportEmail })}</p>
            ) : null}
          </div>
        </div>
      </article>

      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <Button onClick={() => window.print()}>
          <Printer className="size-5" aria-hidden="true" />
          {t('print')}
        </Button>
        <a href={pdfUrl} download className={buttonClasses('outline')}>
          <Download className="size-5" aria-hidden="true" />
          {t('download')}
        </a>
      </div>
    </>
  );
}

/** The repairs: a table where there is room (and on paper), a list on phones. */
function RepairList({ repairs: booked }: { repairs: WarrantyCard['repairs'] }) {
  const { t, i18n } = useTranslation('warranty');
  const inLanguage = useRepairWords();
  const repairs = booked.map(inLanguage);
  return (
    <>
      <ul className="mt-3 divide-y divide-border border-t border-border sm:hidden">
        {repairs.map((repair, i) => (
          <li key={`${i}-${repair.name}`} className="py-3">
            <p className="font-medium wrap-anywhere">{repair.name}</p>
            <p className="text-sm text-muted-foreground">
              {t('days', { count: repair.warrantyDays })} ·{' '}
              <span className="font-semibold text-foreground">
                {t('validUntilDate', { date: formatCardDate(repair.validUntil, i18n.language) })}
              </span>
            </p>
          </li>
        ))}
      </ul>
      <table className="mt-3 hidden w-full border-collapse text-left sm:table">
        <thead>
          <tr className="bg-muted text-xs tracking-wide text-muted-foreground uppercase">
            <th scope="col" className="rounded-l-lg px-3 py-2 font-semibold">
              {t('repair')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
              {t('warranty')}
            </th>
            <th scope="col" className="rounded-r-lg px-3 py-2 font-semibold whitespace-nowrap">
              {t('validUntil')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {repairs.map((repair, i) => (
            <tr key={`${i}-${repair.name}`} className="align-top">
              <th scope="row" className="px-3 py-3 font-medium wrap-anywhere">
                {repair.name}
              </th>
              <td className="px-3 py-3 whitespace-nowrap">{t('days', { count: repair.warrantyDays })}</td>
              <td className="px-3 py-3 font-semibold whitespace-nowrap">
                {formatCardDate(repair.validUntil, i18n.language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The warranty terms' full address on this site. */
function termsAddress(): string {
  return typeof window === 'undefined' ? '/warranty' : `${window.location.origin}/warranty`;
}
