import { ArrowRight, BadgeIndianRupee, Clock, ShieldCheck } from 'lucide-react';
import { href } from '@shared/paths';
import { ButtonLink } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/use-translation';

/** The home page's opening: what we do, Book now, and the three promises. */
export function HomeHero() {
  const { t } = useTranslation('home');
  return (
    <section className="bg-gradient-to-b from-primary-soft to-background">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <p className="font-semibold text-primary">{t('hero.eyebrow')}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
          {t('hero.title')}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-muted-foreground">{t('hero.body')}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={href('devices')} size="lg">
            {t('hero.bookNow')}
            <ArrowRight className="size-5" aria-hidden="true" />
          </ButtonLink>
          <ButtonLink to={href('services')} size="lg" variant="outline">
            {t('hero.viewServices')}
          </ButtonLink>
        </div>
        <ul className="mt-10 grid gap-3 sm:grid-cols-3">
          {[
            { Icon: ShieldCheck, text: t('hero.points.warranty') },
            { Icon: Clock, text: t('hero.points.time') },
            { Icon: BadgeIndianRupee, text: t('hero.points.price') },
          ].map(({ Icon, text }) => (
            <li key={text} className="flex items-center gap-3 font-medium">
              <Icon className="size-6 shrink-0 text-primary" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
