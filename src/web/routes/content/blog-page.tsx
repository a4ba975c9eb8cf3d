import { useTranslation } from '../../lib/use-translation';
import { Link } from '../../components/ui/link';
import { articleSlugs } from '@shared/blog-slugs';
import { PageMeta } from '../../app/page-meta';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { articleMeta } from '../../lib/article-meta';
import { href } from '@shared/paths';

export default function BlogPage() {
  const { t } = useTranslation(['blog', 'articles']);
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <PageMeta title={t('list.metaTitle')} description={t('list.metaDescription')} />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('list.title')}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{t('list.intro')}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articleSlugs.map((slug) => {
          const meta = articleMeta[slug];
          return (
            <li key={slug}>
              <Link
                to={href('article', { slug })}
                className="block h-full rounded-2xl"
                data-testid="article-card"
              >
                <Card className="flex h-full flex-col overflow-hidden transition-colors hover:border-primary">
                  <img
                    src={meta.image.src}
                    alt={t(`seo.${slug}.imageAlt`)}
                    width={meta.image.width}
                    height={meta.image.height}
                    loading="lazy"
                    className="aspect-video w-full bg-muted object-cover dark:brightness-[0.8]"
                  />
                  <div className="flex flex-1 flex-col gap-2 p-5">
                    <Badge className="self-start">{t(`articles:${slug}.category`)}</Badge>
                    <h2 className="text-xl font-bold">{t(`articles:${slug}.title`)}</h2>
                    <p className="flex-1 text-muted-foreground">{t(`articles:${slug}.excerpt`)}</p>
                    <p className="text-sm text-muted-foreground">
                      {t('list.minutes', { count: meta.readingMinutes })}
                    </p>
                  </div>
                </Card>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
