import type { AdminOverview } from '@shared/contracts/admin-desk';
import { formatNumber, formatPercent } from '@shared/format';
import { useTranslation } from '../../lib/use-translation';
import { Card } from '../../components/ui/card';

/** How often the repair guides' readers said a guide worked. */
export function GuidesCard({ guides }: { guides: AdminOverview['guides'] }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const answers = guides.worked + guides.didNotHelp;
  const share = answers > 0 ? guides.worked / answers : 0;
  return (
    <Card className="p-4">
      <h3 className="mb-3 font-bold">{t('overview.guides')}</h3>
      {answers === 0 ? (
        <p className="text-muted-foreground">{t('overview.guidesNone')}</p>
      ) : (
        <>
          <p className="text-3xl font-extrabold tabular-nums">{formatPercent(share, language)}</p>
          <p className="text-muted-foreground">
            {t('overview.guidesShare', {
              share: formatPercent(share, language),
            })}
          </p>
          <div className="mt-3 flex h-3 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <div className="bg-success" style={{ width: `${share * 100}%` }} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-muted-foreground">{t('overview.guidesWorked')}</dt>
              <dd className="font-semibold tabular-nums">{formatNumber(guides.worked, language)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('overview.guidesDidNotHelp')}</dt>
              <dd className="font-semibold tabular-nums">{formatNumber(guides.didNotHelp, language)}</dd>
            </div>
          </dl>
        </>
      )}
    </Card>
  );
}
