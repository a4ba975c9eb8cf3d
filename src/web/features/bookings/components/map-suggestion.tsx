import { useTranslation } from '../../../lib/use-translation';
import type { MapAddress } from '@shared/geocode-types';
import { Button } from '../../../components/ui/button';

/** The address the map found, offered when it differs from what was typed (never forced on it). */
export function MapSuggestion({
  found,
  onUse,
  onKeep,
}: {
  found: MapAddress;
  onUse: () => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation('booking');
  return (
    <div role="status" className="mt-3 rounded-lg border-2 border-primary/40 bg-primary-soft p-3">
      <p>{t('map.suggestion')}</p>
      <p className="mt-1 font-semibold break-words">
        {[found.address, found.city, found.state, found.pincode].filter(Boolean).join(', ')}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onUse}>
          {t('map.useAddress')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onKeep}>
          {t('map.keepTyped')}
        </Button>
      </div>
    </div>
  );
}
