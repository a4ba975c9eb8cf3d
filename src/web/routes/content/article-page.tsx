import { useSuspenseQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { useParams } from 'react-router';
import { Link } from '../../components/ui/link';
import { isArticleSlug } from '@shared/blog-slugs';
import type { ArticleSlug } from '@shared/blog-slugs';
import { formatDateTime } from '@shared/format';
import { PageMeta } from '../../app/page-meta';
import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { loadArticleContent } from '../../features/blog/article-content';
import { articleMeta } from '../../lib/article-meta';
import { SupportChoice } from '../../lib/support-choice';
import { href } from '@shared/paths';

function BackLink() {
  const { t } = useTranslation(['blog', 'articles']);
  return (
    <Link to={href('blog')} className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary">
      <ArrowLeft className="size-5" aria-hidden="true" />
      {t('article.back')}
    </Link>
  );
}

function Article({ slug }: { slug: ArticleSlug }) {
  const { t, i18n } = useTranslation(['blog', 'articles']);
  const meta = articleMeta[slug];
  // Suspends until the body has loaded, so that the page appears whole: on the first visit the
  // prerendered text stays in place meanwhile (the app hydrates it once loaded, main.tsx), not a spinner.
  const content = useSuspenseQuery({
    queryKey: ['article', slug, i18n.language],
    queryFn: () => loadArticleContent(slug, i18n.language),
    staleTime: Infinity,
  });
  const title = t(`articles:${slug}.title`);
  const date = formatDateTime(new Date(`${meta.publishedOn}T00:00:00+05:30`), i18n.language, {
    dateStyle: 'long',
  });
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <PageMeta
        title={t(`seo.${slug}.title`)}
        description={t(`seo.${slug}.description`)}
        image={meta.image.src}
        type="article"
      />
      <BackLink />
      <div className="mt-4">
        <Badge>{t(`articles:${slug}.category`)}</Badge>
      </div>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        {t('article.published', { date })} · {t('list.minutes', { count: meta.readingMinutes })}
      </p>
      <img
        src={meta.image.src}
        alt={t(`seo.${slug}.imageAlt`)}
        width={meta.image.width}
        height={meta.image.height}
        className="mt-6 aspect-video w-full rounded-2xl bg-muted object-cover dark:brightness-[0.8]"
      />
      <p className="mt-6 text-xl text-muted-foreground">{t(`articles:${slug}.excerpt`)}</p>
      {/* Our own static text (features/blog/content), never user input. */}
      <div className="article-body mt-6" dangerouslySetInnerHTML={{ __html: content.data }} />
      <Card className="mt-10 p-6">
        <h2 className="text-2xl font-bold">{t('article.helpTitle')}</h2>
        <p className="mt-2 text-lg text-muted-foreground">{t('article.helpText')}</p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={href('devices')}>{t('article.selectDevice')}</ButtonLink>
          <SupportChoice
            label={t('article.contactSupport')}
            message={t('article.whatsappMessage', { title })}
          />
        </div>
      </Card>
    </article>
  );
}

export default function ArticlePage() {
  const { t } = useTranslation(['blog', 'articles']);
  const { slug = '' } = useParams();
  if (!isArticleSlug(slug)) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <PageMeta title={t('article.notFoundTitle')} />
        <meta name="robots" content="noindex" />
        <h1 className="text-3xl font-bold">{t('article.notFoundTitle')}</h1>
        <p className="mt-3 text-muted-foreground">{t('article.notFoundText')}</p>
        <div className="mt-6">
          <BackLink />
        </div>
      </div>
    );
  }
  return <Article slug={slug} />;
}
