import { formatPhone } from '@shared/format';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { PageMeta } from '../../app/page-meta';
import { cn } from '../../lib/cn';
import { useSiteConfig } from '../../lib/use-site-config';
import { ContentLayout } from './content-layout';

/** Seven questions; opening one closes the others. Each is a real button, so keyboards work. */
export default function FaqPage() {
  const { t } = useTranslation('pages');
  const site = useSiteConfig();
  const contacts = {
    phone: site ? formatPhone(site.supportPhone) : '…',
    email: site?.supportEmail ?? '…',
  };
  const [open, setOpen] = useState<number | null>(0);
  const baseId = useId();
  // The answers name the support phone and e-mail: filled in with the list.
  const items = t('faq.items', { returnObjects: true, ...contacts });
  return (
    <>
      <PageMeta title={t('faq.metaTitle')} description={t('faq.metaDescription')} />
      <ContentLayout title={t('faq.title')} intro={t('faq.intro', contacts)}>
        <ul className="divide-y divide-border rounded-2xl border border-border bg-card">
          {items.map((item, index) => {
            const expanded = open === index;
            const panelId = `${baseId}-panel-${index}`;
            return (
              <li key={item.question}>
                <h2>
                  <button
                    type="button"
                    className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen(expanded ? null : index)}
                  >
                    {item.question}
                    <ChevronDown
                      className={cn('size-5 shrink-0 transition-transform', expanded && 'rotate-180')}
                      aria-hidden="true"
                    />
                  </button>
                </h2>
                <div
                  id={panelId}
                  role="region"
                  aria-label={item.question}
                  hidden={!expanded}
                  className="px-5 pb-5"
                >
                  <p className="text-lg text-muted-foreground">{item.answer}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </ContentLayout>
    </>
  );
}
