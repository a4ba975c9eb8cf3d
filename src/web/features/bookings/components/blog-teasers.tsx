import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../components/ui/link';
import type { ArticleSlug } from '@shared/blog-slugs';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { articleMeta } from '../../../lib/article-meta';
import { href } from '@shared/paths';

// Fixed picks (SPEC 2: three teaser cards): care tips that help while waiting for the technician.
const teaserSlugs: readonly ArticleSlug[] = [
  'extend-battery-life-tips',
  'cracked-screen-immediate-actions',
  'water-damage-save-phone-fast',
];

/** Three guides from the blog and 'Explore All Articles'. */
export function BlogTeasers() {
  const { t } = useTranslation(['account', 'articles']);
  return (
    <section aria-labelledby="confirmation-blog" className="mt-12">
      <h2 id="confirmation-blog" className="text-2xl font-bold">
        {t('confirmation.blogTitle')}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {teaserSlugs.map((slug) => {
          const meta = articleMeta[slug];
          return (
            <li key={slug}>
              <Link to={href('article', { slug })} className="block h-full rounded-2xl">
                <Card className="flex h-full flex-col overflow-hidden transition-colors hover:border-primary">
                  <img
                    src={meta.image.src}
                    alt=""
                    width={meta.image.width}
                    height={meta.image.height}
                    loading="lazy"
                    className="aspect-video w-full bg-muted object-cover dark:brightness-[0.8]"
                  />
                  <div className="flex flex-1 flex-col gap-2 p-4">
                    <Badge className="self-start">{t(`articles:${slug}.category`)}</Badge>
                    <h3 className="text-lg font-bold">{t(`articles:${slug}.title`)}</h3>
                    <p className="flex-1 text-muted-foreground">{t(`articles:${slug}.excerpt`)}</p>
                    <p className="font-semibold text-primary">{t('confirmation.readGuide')}</p>
                  </div>
                </Card>
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="mt-6 flex justify-center">
        <ButtonLink to={href('blog')} variant="outline">
          {t('confirmation.allArticles')}
        </ButtonLink>
      </div>
    </section>
  );
}
