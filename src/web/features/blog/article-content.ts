import type { ArticleSlug } from '@shared/blog-slugs';
import { LANGUAGES } from '@shared/languages';

// Each article's body is its own chunk, in each language: a reader downloads only the one they open.
// The bodies are part of the catalogue (src/locales/<language>/blog-articles, decision 048): HTML,
// shown as written.
const languages: readonly string[] = LANGUAGES;

/** The article's body in `language` (English for any other). */
export async function loadArticleContent(slug: ArticleSlug, language = 'en'): Promise<string> {
  const folder = languages.includes(language) ? language : 'en';
  // One pattern the bundler turns into a file per language and article (and Node reads as it is).
  const article = (await import(`../../../locales/${folder}/blog-articles/${slug}.json`, {
    with: { type: 'json' },
  })) as { default: { body: string } };
  return article.default.body;
}
