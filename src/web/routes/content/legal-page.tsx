import { formatPhone } from '@shared/format';
import { useTranslation } from '../../lib/use-translation';
import { PageMeta } from '../../app/page-meta';
import { useSiteConfig } from '../../lib/use-site-config';
import { ContentLayout } from './content-layout';
import { privacyPeriods } from './privacy-periods';

export type LegalKey = 'privacy' | 'terms' | 'warranty' | 'cookies';

interface Section {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

/** Privacy, terms, warranty and cookies: the same shape, texts from the pages namespace. */
export function LegalPage({ page }: { page: LegalKey }) {
  const { t } = useTranslation('pages');
  const site = useSiteConfig();
  const contacts = {
    phone: site ? formatPhone(site.supportPhone) : '…',
    email: site?.supportEmail ?? '…',
  };
  const sections = t(`${page}.sections`, {
    returnObjects: true,
    ...contacts,
    ...privacyPeriods(t),
  }) as readonly Section[];
  return (
    <>
      <PageMeta title={t(`${page}.metaTitle`)} description={t(`${page}.metaDescription`)} />
      <ContentLayout title={t(`${page}.title`)} intro={t(`${page}.intro`, contacts)}>
        <p className="text-sm text-muted-foreground">{t(`${page}.updated`)}</p>
        {sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-2xl font-bold">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 text-lg leading-relaxed">
                {paragraph}
              </p>
            ))}
            {section.list ? (
              <ul className="mt-3 list-disc space-y-1 pl-6 text-lg">
                {section.list.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </ContentLayout>
    </>
  );
}
