import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { AdminDeviceRow } from '@shared/contracts/admin-catalogue';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { SelectField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { refusalText } from '../../lib/error-text';
import { toast } from '../../lib/toast';
import { useCopyPricing } from './api';

/** Copies every price of one device onto another (a new model priced like the last one). */
export function CopyPricingDialog({ devices, onClose }: { devices: AdminDeviceRow[]; onClose: () => void }) {
  const { t } = useTranslation(['adminCatalogue', 'common']);
  const copy = useCopyPricing();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () =>
    copy.mutate(
      { fromDeviceId: from, toDeviceId: to },
      {
        onSuccess: (result) => {
          toast.success(t('grid.copied', { count: result.created + result.updated }), { id: 'pricing-copy' });
          onClose();
        },
        onError: (failure) => {
          // Field messages go under the two choices; the toast says what they do not (decision 016).
          const fields = failure instanceof ApiError ? failure.fields : undefined;
          if (fields) setErrors(fields);
          toast.error(t('grid.copyFailed'), {
            id: 'pricing-copy',
            description: fields ? undefined : refusalText(failure),
          });
        },
      },
    );
  const options = devices.map((device) => (
    <option key={device.id} value={device.id}>
      {device.name} ({device.priceCount})
    </option>
  ));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('grid.copyTitle')}
      description={t('grid.copyText')}
      closeLabel={t('common:close')}
    >
      <form
        className="space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <SelectField
          label={t('grid.copyFrom')}
          value={from}
          error={errors.fromDeviceId}
          onChange={(event) => setFrom(event.target.value)}
        >
          <option value="">{t('pricing.chooseDevice')}</option>
          {options}
        </SelectField>
        <SelectField
          label={t('grid.copyTo')}
          value={to}
          error={errors.toDeviceId}
          onChange={(event) => setTo(event.target.value)}
        >
          <option value="">{t('pricing.chooseDevice')}</option>
          {options}
        </SelectField>
        <Button type="submit" className="w-full" disabled={copy.isPending}>
          {copy.isPending ? t('saving') : t('grid.copy')}
        </Button>
      </form>
    </Dialog>
  );
}
