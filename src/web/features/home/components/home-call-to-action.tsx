import { href } from '@shared/paths';
import { ButtonLink } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/use-translation';

/** The closing invitation: book a repair, or get in touch. */
export function HomeCallToAction() {
  const { t } = useTranslation('home');
  return (
    <section className="mx-auto max-w-6xl px-4 py-14 text-center" aria-labelledby="cta-title">
      <h2 id="cta-title" className="text-3xl font-bold">
        {t('cta.title')}
      </h2>
      <p className="mt-3 text-muted-foreground">{t('cta.body')}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to={href('devices')} size="lg">
          {t('cta.book')}
        </ButtonLink>
        <ButtonLink to={href('contact')} size="lg" variant="outline">
          {t('cta.contact')}
        </ButtonLink>
      </div>
    </section>
  );
}
