import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Link } from '../../components/ui/link';
import type { DeviceDetail, DeviceRepair } from '@shared/catalogue-types';
import { formatRupees } from '@shared/money';
import { formatAlternatives } from '@shared/format';
import { PageMeta } from '../../app/page-meta';
import { Button, ButtonLink } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { recordGuideOutcome, useDevice } from '../../features/catalogue/api';
import { bookingLink } from '../../features/catalogue/booking-link';
import { CartBar } from '../../features/catalogue/components/cart-bar';
import { parseServiceParam } from '../../features/catalogue/service-groups';
import { DeviceImage } from '../../features/catalogue/components/device-image';
import { QuickFixDialog } from '../../features/catalogue/components/quick-fix-dialog';
import { RepairOption } from '../../features/catalogue/components/repair-option';
import { useRepairWords } from '../../lib/repair-words';
import { subtotalOf } from '@shared/booking-rules';
import { scrollBehavior } from '../../lib/motion';
import { href } from '@shared/paths';

export default function DeviceDetailPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('devices');
  const device = useDevice(slug);
  const notFound = device.error instanceof ApiError && device.error.status === 404;

  if (device.isPending) return <Spinner label={t('loading', { ns: 'common' })} />;
  if (notFound) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <PageMeta title={t('device.notFound')} />
        <h1 className="text-3xl font-bold">{t('device.notFound')}</h1>
        <p className="mt-3 text-muted-foreground">{t('device.notFoundBody')}</p>
        <ButtonLink to={href('devices')} className="mt-8">
          {t('device.backToDevices')}
        </ButtonLink>
      </div>
    );
  }
  if (device.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <PageMeta title={t('device.errorTitle')} />
        <h1 className="text-3xl font-bold">{t('device.errorTitle')}</h1>
        <p className="mt-3 text-muted-foreground">{t('device.errorBody')}</p>
        <Button className="mt-8" onClick={() => void device.refetch()}>
          {t('retry', { ns: 'common' })}
        </Button>
      </div>
    );
  }
  return <DeviceRepairs key={device.data.id} device={device.data} />;
}

/** The repairs the link asked for (a service chosen on /services or a service page), if this device has them. */
function useRequestedRepairs(device: DeviceDetail): DeviceRepair[] {
  const [params] = useSearchParams();
  const slugs = parseServiceParam(params.get('service'));
  return device.repairs.filter((repair) => slugs.includes(repair.slug));
}

function DeviceRepairs({ device: fromCatalogue }: { device: DeviceDetail }) {
  const { t, i18n } = useTranslation('devices');
  const inLanguage = useRepairWords();
  const device = { ...fromCatalogue, repairs: fromCatalogue.repairs.map(inLanguage) };
  const navigate = useNavigate();
  const requested = useRequestedRepairs(device);
  // One requested repair is added at once; of several (Mic & Speaker), the customer picks.
  const [selected, setSelected] = useState<ReadonlySet<number>>(
    () => new Set(requested.length === 1 ? [requested[0]!.serviceId] : []),
  );
  const [guideFor, setGuideFor] = useState<DeviceRepair | null>(null);
  const repairsRef = useRef<HTMLElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  // Bring the repair list into view shortly after the page renders, leaving 100 px above it.
  useEffect(() => {
    const timer = setTimeout(() => {
      const top = repairsRef.current?.getBoundingClientRect().top;
      if (top === undefined) return;
      window.scrollTo({ top: top + window.scrollY - 100, behavior: scrollBehavior() });
    }, 100);
    return () => clearTimeout(timer);
  }, []);

  const add = (id: number) => setSelected((current) => new Set(current).add(id));
  const remove = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      next.delete(id);
      return next;
    });

  const chosen = device.repairs.filter((r) => selected.has(r.serviceId));
  const total = subtotalOf(chosen);
  const count = chosen.length;
  const description = t('device.metaDescription', {
    name: device.name,
    repairs: device.repairs
      .slice(0, 3)
      .map((r) => `${r.name} ${formatRupees(r.priceAmount)}`)
      .join(', '),
  });

  return (
    <div className="mx-auto max-w-6xl px-4 pt-10 pb-10">
      <PageMeta title={device.name} description={description} />
      <Link to={href('devices')} className="inline-flex min-h-11 items-center gap-2 font-medium text-primary">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('device.backToDevices')}
      </Link>

      <header className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-center">
        <DeviceImage
          imageUrl={device.imageUrl}
          categoryName={device.category.name}
          name={device.name}
          size={128}
          className="size-32 rounded-2xl"
          priority
        />
        <div>
          <p className="font-medium text-muted-foreground">{device.brand.name}</p>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{device.name}</h1>
          <p className="mt-2 text-muted-foreground">
            {[
              device.modelNumber ? t('device.model', { model: device.modelNumber }) : null,
              device.screenSize ? t('device.screen', { size: device.screenSize }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {device.storageOptions.length > 0 ? (
            <p className="text-muted-foreground">
              {t('device.storage')}: {device.storageOptions.join(', ')}
            </p>
          ) : null}
          {device.colorOptions.length > 0 ? (
            <p className="text-muted-foreground">
              {t('device.colours')}: {device.colorOptions.join(', ')}
            </p>
          ) : null}
        </div>
      </header>

      <section ref={repairsRef} className="mt-10" aria-labelledby="repairs-title">
        <h2 id="repairs-title" className="text-2xl font-bold">
          {t('device.repairsTitle')}
        </h2>
        <p className="mt-1 text-muted-foreground">{t('device.repairsSubtitle')}</p>
        {requested.length > 0 ? (
          <p
            className="mt-4 rounded-xl border border-primary/40 bg-primary-soft p-4 font-medium"
            data-testid="requested-repair"
          >
            {requested.length === 1
              ? t('device.preselected', { service: requested[0]!.name })
              : t('device.serviceChoice', {
                  services: formatAlternatives(
                    requested.map((r) => r.name),
                    i18n.language,
                  ),
                })}
          </p>
        ) : null}
        {device.repairs.length === 0 ? (
          <div className="mt-6 rounded-2xl border border-dashed border-border p-10 text-center">
            <p className="text-xl font-semibold">{t('device.noRepairs')}</p>
            <p className="mt-2 text-muted-foreground">{t('device.noRepairsHint')}</p>
          </div>
        ) : (
          <ul className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-2">
            {device.repairs.map((repair) => (
              <li key={repair.serviceId}>
                <RepairOption
                  repair={repair}
                  selected={selected.has(repair.serviceId)}
                  onAdd={() => (repair.diyGuideText ? setGuideFor(repair) : add(repair.serviceId))}
                  onRemove={() => remove(repair.serviceId)}
                  onShowGuide={() => setGuideFor(repair)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      {device.repairs.length > 0 ? (
        <div
          ref={summaryRef}
          id="repair-summary"
          tabIndex={-1}
          className="mt-10 rounded-2xl border-2 border-border bg-card p-6"
          aria-labelledby="summary-title"
          role="region"
        >
          <h2 id="summary-title" className="text-xl font-bold">
            {t('device.summaryTitle')}
          </h2>
          {count === 0 ? (
            <p className="mt-2 text-muted-foreground">{t('device.summaryEmpty')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-border">
              {chosen.map((r) => (
                <li key={r.serviceId} className="flex justify-between gap-4 py-2">
                  <span>{r.name}</span>
                  <span className="font-semibold">{formatRupees(r.priceAmount)}</span>
                </li>
              ))}
              <li className="flex justify-between gap-4 pt-3 text-lg font-bold">
                <span>{t('device.total')}</span>
                <span data-testid="repair-total">{formatRupees(total)}</span>
              </li>
            </ul>
          )}
          <Button
            size="lg"
            className="mt-5 w-full px-4 sm:w-auto sm:px-7"
            disabled={count === 0}
            onClick={() => void navigate(bookingLink(device, selected))}
          >
            {t('device.proceed', { count })}
          </Button>
        </div>
      ) : null}

      {count > 0 ? <CartBar count={count} total={total} summaryRef={summaryRef} /> : null}

      <QuickFixDialog
        repair={guideFor}
        onDismiss={() => setGuideFor(null)}
        onWorked={() => {
          if (guideFor) {
            recordGuideOutcome({ deviceId: device.id, repairServiceId: guideFor.serviceId, worked: true });
            remove(guideFor.serviceId);
            toast.success(t('device.removedToast', { issue: guideFor.name }), { id: 'quick-fix' });
          }
          setGuideFor(null);
        }}
        onContinue={() => {
          if (guideFor) {
            recordGuideOutcome({ deviceId: device.id, repairServiceId: guideFor.serviceId, worked: false });
            add(guideFor.serviceId);
          }
          setGuideFor(null);
        }}
      />
    </div>
  );
}
