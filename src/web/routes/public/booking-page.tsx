import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { slugPattern } from '@shared/slug';
import { PageMeta } from '../../app/page-meta';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { GuestSignInPrompt } from '../../features/auth/components/guest-sign-in-prompt';
import { BookingForm } from '../../features/bookings/components/booking-form';
import { BookingLayout } from '../../features/bookings/components/booking-layout';
import { UnlistedDeviceBooking } from '../../features/bookings/components/unlisted-device-booking';
import { unlistedBookingPath } from '../../features/bookings/unlisted-booking-path';
import { RepairSelectionSummary } from '../../features/bookings/components/repair-selection-summary';
import { readStoredReferralCode } from '../../features/bookings/referral-storage';
import { useReferralCode } from '../../features/bookings/use-referral-code';
import { useBrands, useDevice, useRepairServices } from '../../features/catalogue/api';
import { useRepairWords } from '../../lib/repair-words';
import { ApiError } from '../../lib/api-client';
import { isErrorCode } from '../../lib/error-text';
import { BookingUnavailable } from '../../features/bookings/components/booking-unavailable';
import { normaliseReferralCode } from '@shared/referral-code';
import { href } from '@shared/paths';

/** Service ids from the link: `selectedServices` ([{id,…}]) and repeated `issues`. Prices are never read. */
function readSelectedIds(params: URLSearchParams): number[] {
  const ids = new Set<number>();
  for (const issue of params.getAll('issues').flatMap((v) => v.split(','))) {
    if (/^\d{1,9}$/.test(issue)) ids.add(Number(issue));
  }
  try {
    const parsed: unknown = JSON.parse(params.get('selectedServices') ?? '[]');
    if (Array.isArray(parsed)) {
      for (const item of parsed as unknown[]) {
        const id = (item as { id?: unknown } | null)?.id;
        if (typeof id === 'number' && Number.isInteger(id) && id > 0) ids.add(id);
      }
    }
  } catch {
    // A damaged link selects nothing.
  }
  return [...ids];
}

export default function BookingPage() {
  const { t } = useTranslation('booking');
  const [params] = useSearchParams();
  // 'My device isn't listed' (from the device list): the brand and model are typed on this page.
  const unlisted = params.get('unlisted') === '1';
  const rawSlug = params.get('deviceSlug') ?? params.get('device') ?? '';
  const slug = slugPattern.test(rawSlug) ? rawSlug : '';
  const device = useDevice(slug);
  const [selectedIds, setSelectedIds] = useState(() => readSelectedIds(params));
  const [issuesError, setIssuesError] = useState<string>();
  const referral = useReferralCode(normaliseReferralCode(params.get('ref')) || readStoredReferralCode());

  // A code from the link or an earlier visit is checked straight away, so the total is right.
  const { check } = referral;
  const initialCode = referral.code;
  useEffect(() => {
    if (initialCode) void check(initialCode);
    // Only the code the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [check]);

  // The chosen repairs sit above the form on phones: take the person there to see what is wrong.
  const summaryRef = useRef<HTMLDivElement>(null);
  function showIssuesError(message: string) {
    setIssuesError(message);
    requestAnimationFrame(() => {
      summaryRef.current?.scrollIntoView({ block: 'center' });
      summaryRef.current?.focus({ preventScroll: true });
    });
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
      <PageMeta title={t('metaTitle')} description={t('metaDescription')} />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
      <p className="mt-2 text-lg text-muted-foreground">{t('intro')}</p>
      <div className="mt-6">
        <GuestSignInPrompt />
      </div>
      {unlisted ? (
        <UnlistedDeviceSection referral={referral} />
      ) : device.data && !device.isError ? (
        <ListedDeviceBooking
          device={device.data}
          selectedIds={selectedIds}
          onRemove={(id) => setSelectedIds((ids) => ids.filter((x) => x !== id))}
          issuesError={issuesError}
          onIssuesError={showIssuesError}
          summaryRef={summaryRef}
          referral={referral}
        />
      ) : (
        <DeviceNotReady slug={slug} device={device} />
      )}
    </div>
  );
}

type DeviceQuery = ReturnType<typeof useDevice>;

/** In place of the form while the device is not there: none chosen, gone, loading or not loaded. */
function DeviceNotReady({ slug, device }: { slug: string; device: DeviceQuery }) {
  const { t } = useTranslation('booking');
  // A link to a device that no longer exists is not a loading failure: trying again cannot help.
  // Either is said in place of the form, not again in a toast (decision 016).
  const notFound = device.error instanceof ApiError && device.error.status === 404;
  if (!slug) {
    return (
      <Card className="mt-6 p-6">
        <p>{t('noDevice')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to={href('devices')}>{t('chooseDevice')}</ButtonLink>
          <ButtonLink to={unlistedBookingPath()} variant="outline">
            {t('unlisted.link')}
          </ButtonLink>
        </div>
      </Card>
    );
  }
  if (notFound) {
    return (
      <Card className="mt-6 p-6" role="alert">
        <p className="font-semibold">{t('deviceNotFound')}</p>
        <p className="mt-1 text-muted-foreground">{t('deviceNotFoundText')}</p>
        <ButtonLink to={href('devices')} className="mt-4">
          {t('chooseDevice')}
        </ButtonLink>
      </Card>
    );
  }
  if (device.isPending) {
    return (
      <div className="mt-10 flex justify-center">
        <Spinner label={t('loadingServices')} />
      </div>
    );
  }
  if (isErrorCode(device.error, 'SERVICE_UNAVAILABLE')) {
    return (
      <div className="mt-6 space-y-4">
        <BookingUnavailable keepsDetails={false} />
        <Button onClick={() => void device.refetch()}>{t('retry')}</Button>
      </div>
    );
  }
  return (
    <Card className="mt-6 p-6" role="alert">
      <p className="font-semibold">{t('loadFailed')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={() => void device.refetch()}>{t('retry')}</Button>
        <ButtonLink to={href('devices')} variant="outline">
          {t('chooseDevice')}
        </ButtonLink>
      </div>
    </Card>
  );
}

interface ListedDeviceBookingProps {
  device: NonNullable<DeviceQuery['data']>;
  selectedIds: readonly number[];
  onRemove: (serviceId: number) => void;
  issuesError: string | undefined;
  onIssuesError: (message: string) => void;
  summaryRef: RefObject<HTMLDivElement | null>;
  referral: ReturnType<typeof useReferralCode>;
}

/** A catalogue device's booking: the chosen repairs with their total, and the form. */
function ListedDeviceBooking({
  device,
  selectedIds,
  onRemove,
  issuesError,
  onIssuesError,
  summaryRef,
  referral,
}: ListedDeviceBookingProps) {
  const inLanguage = useRepairWords();
  const repairs = device.repairs.filter((r) => selectedIds.includes(r.serviceId)).map(inLanguage);
  const discount = referral.state.status === 'valid' ? referral.state.discount : 0;
  const deviceName = device.name.toLowerCase().startsWith(device.brand.name.toLowerCase())
    ? device.name
    : `${device.brand.name} ${device.name}`;
  return (
    <BookingLayout
      summary={
        <RepairSelectionSummary
          ref={summaryRef}
          deviceName={deviceName}
          repairs={repairs}
          discount={discount}
          error={issuesError}
          onRemove={onRemove}
        />
      }
      form={
        <BookingForm
          target={{ kind: 'listed', deviceId: device.id, deviceName }}
          selectedIds={repairs.map((r) => r.serviceId)}
          referral={referral}
          onIssuesError={onIssuesError}
        />
      }
    />
  );
}

/** 'My device isn't listed': the brands and repairs it offers, loaded from the catalogue. */
function UnlistedDeviceSection({ referral }: { referral: ReturnType<typeof useReferralCode> }) {
  const { t } = useTranslation('booking');
  const brands = useBrands();
  const services = useRepairServices();
  const inLanguage = useRepairWords();
  if (brands.isPending || services.isPending) {
    return (
      <div className="mt-10 flex justify-center">
        <Spinner label={t('loadingServices')} />
      </div>
    );
  }
  if (brands.isError || services.isError) {
    return (
      <Card className="mt-6 p-6" role="alert">
        <p className="font-semibold">{t('loadFailed')}</p>
        <Button
          className="mt-4"
          onClick={() => {
            void brands.refetch();
            void services.refetch();
          }}
        >
          {t('retry')}
        </Button>
      </Card>
    );
  }
  return (
    <UnlistedDeviceBooking
      brands={brands.data}
      services={services.data.map(inLanguage)}
      referral={referral}
    />
  );
}
