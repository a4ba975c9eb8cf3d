import { useTranslation } from '../../lib/use-translation';
import { PageMeta } from '../../app/page-meta';
import { ContactCards } from '../../features/contact/components/contact-cards';
import { ContactForm } from '../../features/contact/components/contact-form';

export default function ContactPage() {
  const { t } = useTranslation('pages');
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <PageMeta title={t('contact.metaTitle')} description={t('contact.metaDescription')} />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('contact.title')}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{t('contact.intro')}</p>
      <div className="mt-8 space-y-8">
        <ContactCards />
        <ContactForm />
      </div>
    </section>
  );
}
