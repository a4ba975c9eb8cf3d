import {
  ArrowRight,
  BadgeIndianRupee,
  Briefcase,
  Clock,
  Eye,
  GraduationCap,
  HeartHandshake,
  Lock,
  ShieldCheck,
  UserCheck,
} from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from '../../components/ui/link';
import { formatRupees } from '@shared/money';
import { PageMeta } from '../../app/page-meta';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ServiceIcon } from '../../components/ui/service-icon';
import { HomeRedirects } from '../../features/auth/components/home-redirects';
import { homeTeaserSlugs } from '@shared/blog-slugs';
import { useRepairServices } from '../../features/catalogue/api';
import {
  devicesLinkFor,
  featuredGroupKeys,
  groupStartingPrice,
  serviceGroups,
} from '../../features/catalogue/service-groups';
import { href } from '@shared/paths';

const audiences = [
  { key: 'students', Icon: GraduationCap },
  { key: 'professionals', Icon: Briefcase },
  { key: 'seniors', Icon: HeartHandshake },
] as const;

export default function HomePage() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation('catalogue');
  const { t: tb } = useTranslation('articles');
  const services = useRepairServices();
  const featured = serviceGroups.filter((g) => featuredGroupKeys.includes(g.key));

  return (
    <>
      <HomeRedirects />
      <PageMeta title={t('metaTitle')} description={t('metaDescription')} />

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

      <section className="mx-auto max-w-6xl px-4 py-14" aria-labelledby="audiences-title">
        <h2 id="audiences-title" className="text-3xl font-bold">
          {t('audiences.title')}
        </h2>
        <p className="mt-2 text-muted-foreground">{t('audiences.subtitle')}</p>
        <div className="mt-8 grid gap-5 md:grid-cols-3">
          {audiences.map(({ key, Icon }) => (
            <Card key={key} className="p-6">
              <Icon className="size-9 text-primary" aria-hidden="true" />
              <h3 className="mt-4 text-xl font-semibold">{t(`audiences.${key}.title`)}</h3>
              <p className="mt-2 text-muted-foreground">{t(`audiences.${key}.body`)}</p>
            </Card>
          ))}
        </div>
      </section>

      <section className="bg-muted/60 py-14" aria-labelledby="featured-title">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="featured-title" className="text-3xl font-bold">
            {t('featured.title')}
          </h2>
          <p className="mt-2 text-muted-foreground">{t('featured.subtitle')}</p>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {featured.map((group) => {
              const price = groupStartingPrice(group, services.data);
              return (
                <li key={group.key}>
                  <Link
                    to={devicesLinkFor(group)}
                    className="group flex h-full flex-col rounded-2xl border border-border bg-card p-6 shadow-sm transition hover:border-primary"
                  >
                    <ServiceIcon name={group.iconName} className="size-9 text-primary" />
                    <h3 className="mt-4 text-xl font-semibold">{tc(`services.items.${group.key}.title`)}</h3>
                    <p className="mt-2 flex-1 text-muted-foreground">
                      {tc(`services.items.${group.key}.body`)}
                    </p>
                    <p className="mt-4 min-h-7 font-semibold text-foreground" data-testid="starting-price">
                      {price !== null ? t('featured.startingFrom', { price: formatRupees(price) }) : '\u00a0'}
                    </p>
                    <span className="mt-2 inline-flex items-center gap-1 font-semibold text-primary">
                      {t('featured.seeDevices')}
                      <ArrowRight
                        className="size-4 transition group-hover:translate-x-1"
                        aria-hidden="true"
                      />
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-14" aria-labelledby="blog-title">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="blog-title" className="text-3xl font-bold">
              {t('blog.title')}
            </h2>
            <p className="mt-2 text-muted-foreground">{t('blog.subtitle')}</p>
          </div>
          <Link
            to={href('blog')}
            className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t('blog.all')}
          </Link>
        </div>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {homeTeaserSlugs.map((slug) => (
            <li key={slug}>
              <Link
                to={href('article', { slug })}
                className="flex h-full flex-col rounded-2xl border border-border bg-card p-6 shadow-sm transition hover:border-primary"
              >
                <span className="text-sm font-semibold text-accent">{tb(`${slug}.category`)}</span>
                <h3 className="mt-2 text-lg font-semibold">{tb(`${slug}.title`)}</h3>
                <p className="mt-2 flex-1 text-muted-foreground">{tb(`${slug}.excerpt`)}</p>
                <span className="mt-4 font-semibold text-primary">{t('blog.readMore')}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-muted/60 py-14" aria-labelledby="security-title">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 md:grid-cols-2">
          <div>
            <Lock className="size-10 text-primary" aria-hidden="true" />
            <h2 id="security-title" className="mt-4 text-3xl font-bold">
              {t('security.title')}
            </h2>
            <p className="mt-3 text-muted-foreground">{t('security.body')}</p>
            <Link
              to={href('privacy')}
              className="mt-2 inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
            >
              {t('security.link')}
            </Link>
          </div>
          <ul className="grid gap-4">
            {[
              { Icon: Eye, text: t('security.points.sight') },
              { Icon: Lock, text: t('security.points.access') },
              { Icon: UserCheck, text: t('security.points.verified') },
            ].map(({ Icon, text }) => (
              <li key={text} className="flex items-center gap-4 rounded-2xl border border-border bg-card p-5">
                <Icon className="size-7 shrink-0 text-primary" aria-hidden="true" />
                <span className="font-medium">{text}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

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
    </>
  );
}
