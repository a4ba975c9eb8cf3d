import { Check, Phone } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import type { BrandRef, RepairServiceSummary } from '@shared/catalogue-types';
import { INSPECTION_SERVICE_SLUG } from '@shared/constants';
import { formatRupees } from '@shared/money';
import { ButtonLink, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ServiceIcon } from '../../../components/ui/service-icon';
import { cn } from '../../../lib/cn';
import { useSiteConfig } from '../../../lib/use-site-config';
import type { useReferralCode } from '../use-referral-code';
import { BookingForm } from './booking-form';
import { BookingLayout } from './booking-layout';
import { RepairSelectionSummary } from './repair-selection-summary';
import type { SummaryLine } from './repair-selection-summary';
import { href } from '@shared/paths';

/**
 * 'My device isn't listed': the customer picks the brand (or Other) and types the model, chooses from
 * the repairs we offer, and books an inspection visit at its catalogue fee; the technician confirms
 * the repair price at the door. The server prices it the same way (docs/decisions/018).
 */
export function UnlistedDeviceBooking({
  brands,
  services,
  referral,
}: {
  brands: readonly BrandRef[];
  /** The active repairs with their starting prices (the catalogue's repair-services list). */
  services: readonly RepairServiceSummary[];
  referral: ReturnType<typeof useReferralCode>;
}) {
  const { t } = useTranslation('booking');
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<readonly number[]>([]);
  const [issuesError, setIssuesError] = useState<string>();
  const summaryRef = useRef<HTMLDivElement>(null);

  const visit = services.find((s) => s.slug === INSPECTION_SERVICE_SLUG);
  if (!visit || visit.startingPrice === null) return <UnlistedUnavailable />;

  const brandParam = params.get('brand') ?? '';
  const initialBrand = brands.some((b) => String(b.id) === brandParam) ? brandParam : '';
  const lines: SummaryLine[] = [
    { serviceId: visit.id, name: t('unlisted.visit'), priceAmount: visit.startingPrice, fixed: true },
    ...services
      .filter((s) => s.id !== visit.id && chosen.includes(s.id))
      .map((s) => ({ serviceId: s.id, name: s.name, priceAmount: 0, priceOnInspection: true })),
  ];
  const discount = referral.state.status === 'valid' ? referral.state.discount : 0;

  function toggle(id: number) {
    setIssuesError(undefined);
    setChosen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  }

  return (
    <>
      <Card className="mt-6 p-5 sm:p-6">
        <h2 className="text-xl font-bold">{t('unlisted.title')}</h2>
        <p className="mt-2 text-muted-foreground">
          {t('unlisted.intro', { fee: formatRupees(visit.startingPrice) })}
        </p>
      </Card>
      <BookingLayout
        summary={
          <RepairSelectionSummary
            ref={summaryRef}
            deviceName={t('unlisted.deviceName')}
            repairs={lines}
            discount={discount}
            error={issuesError}
            onRemove={toggle}
          />
        }
        form={
          <BookingForm
            target={{
              kind: 'unlisted',
              brands: brands,
              initialBrandId: initialBrand,
              initialModel: params.get('model')?.slice(0, 150) ?? '',
            }}
            selectedIds={chosen}
            deviceExtra={
              <RepairChoices
                services={services.map((s) =>
                  s.id === visit.id ? { ...s, name: t('unlisted.notSure') } : s,
                )}
                chosen={chosen}
                onToggle={toggle}
                error={issuesError}
              />
            }
            referral={referral}
            onIssuesError={(message) => {
              setIssuesError(message);
              requestAnimationFrame(() => summaryRef.current?.focus());
            }}
          />
        }
      />
    </>
  );
}

interface RepairChoice {
  id: number;
  name: string;
  iconName: string;
}

/** The repairs we offer, as large checkboxes (the price is confirmed at the door). */
function RepairChoices({
  services,
  chosen,
  onToggle,
  error,
}: {
  services: readonly RepairChoice[];
  chosen: readonly number[];
  onToggle: (id: number) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('booking');
  const legendId = useId();
  return (
    <fieldset aria-describedby={error ? `${legendId}-error` : undefined}>
      <legend id={legendId} className="font-semibold">
        {t('unlisted.repairsLegend')}
      </legend>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {services.map((service) => {
          const checked = chosen.includes(service.id);
          return (
            <li key={service.id}>
              <label
                className={cn(
                  'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 bg-card px-4 py-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
                  checked ? 'border-primary bg-primary-soft' : 'border-border',
                )}
              >
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-primary"
                  checked={checked}
                  onChange={() => onToggle(service.id)}
                />
                <ServiceIcon name={service.iconName} className="size-5 shrink-0 text-primary" />
                <span className="min-w-0 flex-1 font-medium break-words">{service.name}</span>
                {checked ? <Check className="size-5 shrink-0 text-primary" aria-hidden="true" /> : null}
              </label>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id={`${legendId}-error`} role="alert" className="mt-3 font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The visit has no price in the catalogue (switched off): say so, and offer the phone. */
function UnlistedUnavailable() {
  const { t } = useTranslation('booking');
  const site = useSiteConfig();
  return (
    <Card className="mt-6 p-6" role="alert">
      <p className="font-semibold">{t('unlisted.unavailable')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {site ? (
          <a className={buttonClasses('primary', 'md')} href={`tel:${site.supportPhone}`}>
            <Phone className="size-5" aria-hidden="true" />
            {t('unlisted.call')}
          </a>
        ) : null}
        <ButtonLink to={href('devices')} variant="outline">
          {t('chooseDevice')}
        </ButtonLink>
      </div>
    </Card>
  );
}
