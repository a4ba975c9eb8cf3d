import { homeTeaserSlugs } from '@shared/blog-slugs';
import { href } from '@shared/paths';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/use-translation';

/** A few of the guides, and the link to all of them. */
export function HomeGuides() {
  const { t } = useTranslation('home');
  const { t: tb } = useTranslation('articles');
  return (
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
  );
}
