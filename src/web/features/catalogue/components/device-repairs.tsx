import { ArrowLeft } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { DeviceDetail, DeviceRepair } from '@shared/catalogue-types';
import { subtotalOf } from '@shared/booking-rules';
import { href } from '@shared/paths';
import { Link } from '../../../components/ui/link';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { recordGuideOutcome } from '../api';
import { bookingLink } from '../booking-link';
import { CartBar } from './cart-bar';
import { DeviceHeader } from './device-header';
import { QuickFixDialog } from './quick-fix-dialog';
import { RepairListSection } from './repair-list-section';
import { RepairSummary } from './repair-summary';
import { useRepairSelection } from '../use-repair-selection';
import { useScrollToRepairs } from '../use-scroll-to-repairs';

/**
 * A device's page below its title: the device, its repairs to choose, their summary and the cart bar.
 * `device` is in the reader's language.
 */
export function DeviceRepairs({ device }: { device: DeviceDetail }) {
  const { t } = useTranslation('devices');
  const navigate = useNavigate();
  const { requested, selected, add, remove } = useRepairSelection(device);
  const [guideFor, setGuideFor] = useState<DeviceRepair | null>(null);
  const repairsRef = useRef<HTMLElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  useScrollToRepairs(repairsRef);

  const chosen = device.repairs.filter((r) => selected.has(r.serviceId));
  const total = subtotalOf(chosen);
  const count = chosen.length;

  const answerGuide = (worked: boolean) => {
    if (guideFor) {
      recordGuideOutcome({ deviceId: device.id, repairServiceId: guideFor.serviceId, worked });
      if (worked) {
        remove(guideFor.serviceId);
        toast.success(t('device.removedToast', { issue: guideFor.name }), { id: 'quick-fix' });
      } else {
        add(guideFor.serviceId);
      }
    }
    setGuideFor(null);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 pt-10 pb-10">
      <Link to={href('devices')} className="inline-flex min-h-11 items-center gap-2 font-medium text-primary">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('device.backToDevices')}
      </Link>
      <DeviceHeader device={device} />
      <RepairListSection
        sectionRef={repairsRef}
        repairs={device.repairs}
        requested={requested}
        selected={selected}
        onAdd={(repair) => (repair.diyGuideText ? setGuideFor(repair) : add(repair.serviceId))}
        onRemove={(repair) => remove(repair.serviceId)}
        onShowGuide={setGuideFor}
      />
      {device.repairs.length > 0 ? (
        <RepairSummary
          summaryRef={summaryRef}
          chosen={chosen}
          total={total}
          onProceed={() => void navigate(bookingLink(device, selected))}
        />
      ) : null}
      {count > 0 ? <CartBar count={count} total={total} summaryRef={summaryRef} /> : null}
      <QuickFixDialog
        repair={guideFor}
        onDismiss={() => setGuideFor(null)}
        onWorked={() => answerGuide(true)}
        onContinue={() => answerGuide(false)}
      />
    </div>
  );
}
