import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { refusalText } from '../../lib/error-text';
import { toast } from '../../lib/toast';
import { useSendTrackingLink } from './api';

/**
 * Replaces the customer's tracking link (it went to the wrong person, or was shared): the old link
 * stops working and the customer gets the new one by e-mail and text.
 */
export function TrackingLinkButton({ id, bookingId, name }: { id: string; bookingId: string; name: string }) {
  const { t } = useTranslation('admin');
  const send = useSendTrackingLink();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Link2 className="size-5" aria-hidden="true" />
        {t('trackingLink.open')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('trackingLink.title')}
        description={t('trackingLink.text', { id: bookingId, name })}
        confirmLabel={t('trackingLink.confirm')}
        cancelLabel={t('confirm.cancel')}
        busy={send.isPending}
        busyLabel={t('trackingLink.sending')}
        onConfirm={() =>
          send.mutate(id, {
            onSuccess: () => {
              setOpen(false);
              toast.success(t('trackingLink.sent', { name }), { id: 'tracking-link' });
            },
            onError: (failure) =>
              toast.error(t('trackingLink.failed'), {
                id: 'tracking-link',
                description: refusalText(failure),
              }),
          })
        }
      />
    </>
  );
}
