import { CircleCheck, ClipboardCheck, Droplets, IndianRupee, LockKeyhole, Zap } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { TechnicianPage } from './technician-page';

// Keyed by the catalogue's keys (the same in every language, held by the catalogue's check).
const icons: Record<string, LucideIcon | undefined> = {
  esd: Zap,
  testing: ClipboardCheck,
  water: Droplets,
  price: IndianRupee,
  data: LockKeyhole,
};

/** /technician/blog: five tip cards for doorstep repairs (static text). */
export function TechnicianTips() {
  const { t } = useTranslation('technician');
  const tips = t('blog.tips', { returnObjects: true });
  return (
    <TechnicianPage title={t('blog.title')} intro={t('blog.intro')}>
      <ul className="space-y-5">
        {tips.map((tip) => {
          const Icon = icons[tip.key] ?? CircleCheck;
          return (
            <li key={tip.key}>
              <Card className="p-5 sm:p-6">
                <div className="flex items-center gap-3">
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <Badge>{tip.category}</Badge>
                </div>
                <h2 className="mt-3 text-xl font-bold">{tip.title}</h2>
                <p className="mt-2">{tip.summary}</p>
                <ul className="mt-4 space-y-3">
                  {tip.points.map((point) => (
                    <li key={point} className="flex gap-3">
                      <CircleCheck className="mt-1 size-5 shrink-0 text-success" aria-hidden="true" />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          );
        })}
      </ul>
    </TechnicianPage>
  );
}
