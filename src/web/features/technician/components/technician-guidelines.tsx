import { BellRing, CircleCheck, HardHat, Handshake, MessageCircle, Sparkles, Wrench } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { OfficeHelpCard } from './office-help-card';
import { TechnicianPage } from './technician-page';

// Keyed by the catalogue's keys (the same in every language, held by the catalogue's check).
const icons: Record<string, LucideIcon | undefined> = {
  work: Wrench,
  customer: Handshake,
  safety: HardHat,
  communication: MessageCircle,
  quality: Sparkles,
  reminders: BellRing,
};

/** /technician/guidelines: the standards of SPEC 2 (work, customer, safety, communication, quality, reminders). */
export function TechnicianGuidelines() {
  const { t } = useTranslation('technician');
  const sections = t('guidelines.sections', { returnObjects: true });
  return (
    <TechnicianPage title={t('guidelines.title')} intro={t('guidelines.intro')}>
      {/* Jump links: the page is long on a phone. */}
      <nav aria-label={t('guidelines.jumpTo')}>
        <ul className="flex flex-wrap gap-2">
          {sections.map((section) => (
            <li key={section.key}>
              <a
                href={`#guidelines-${section.key}`}
                className="inline-flex min-h-11 items-center rounded-full border border-border bg-card px-4 font-medium hover:bg-muted"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => {
        const Icon = icons[section.key] ?? Wrench;
        const reminders = section.key === 'reminders';
        return (
          <section
            key={section.key}
            id={`guidelines-${section.key}`}
            aria-labelledby={`guidelines-${section.key}-title`}
            className="scroll-mt-20"
          >
            <Card className={cn('p-5 sm:p-6', reminders && 'border-2 border-primary bg-primary-soft')}>
              <h2
                id={`guidelines-${section.key}-title`}
                className="flex items-center gap-3 text-2xl font-bold"
              >
                <Icon className="size-7 shrink-0 text-primary" aria-hidden="true" />
                {section.title}
              </h2>
              <ul className={cn('mt-4 space-y-3', !reminders && 'list-disc pl-6')}>
                {section.items.map((item) =>
                  reminders ? (
                    <li key={item} className="flex gap-3 font-semibold">
                      <CircleCheck className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
                      <span>{item}</span>
                    </li>
                  ) : (
                    <li key={item} className="pl-1">
                      {item}
                    </li>
                  ),
                )}
              </ul>
            </Card>
          </section>
        );
      })}
      <OfficeHelpCard />
    </TechnicianPage>
  );
}
