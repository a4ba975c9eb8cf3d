import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../components/ui/link';
import type { DeviceRepair } from '@shared/catalogue-types';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { href } from '@shared/paths';

interface QuickFixDialogProps {
  repair: DeviceRepair | null;
  onWorked: () => void;
  onContinue: () => void;
  onDismiss: () => void;
}

/** 'Try This First': the repair's DIY guide, offered before the repair is added. */
export function QuickFixDialog({ repair, onWorked, onContinue, onDismiss }: QuickFixDialogProps) {
  const { t } = useTranslation('devices');
  const steps = (repair?.diyGuideText ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <Dialog
      open={repair !== null}
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      title={t('device.quickFixTitle', { issue: repair?.name ?? '' })}
      description={t('device.quickFixIntro')}
      closeLabel={t('close', { ns: 'common' })}
      footer={
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          <Button onClick={onContinue} className="sm:flex-1">
            {t('device.didntHelp')}
          </Button>
          <Button variant="outline" onClick={onWorked} className="sm:flex-1">
            {t('device.itWorked')}
          </Button>
        </div>
      }
    >
      <ol className="space-y-2" data-testid="quick-fix-steps">
        {steps.map((step) => (
          <li key={step} className="rounded-lg bg-muted p-3">
            {step}
          </li>
        ))}
      </ol>
      {repair?.blogSlug ? (
        <Link
          to={href('article', { slug: repair.blogSlug })}
          className="mt-3 inline-block font-medium text-primary underline underline-offset-4"
        >
          {t('device.readGuide')}
        </Link>
      ) : null}
    </Dialog>
  );
}
