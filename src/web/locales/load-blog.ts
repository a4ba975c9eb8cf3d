import i18n from '../i18n';
import { loadShownLanguage } from './translations';
import { blog } from './en/blog';

// Imported by the blog's pages and the support choice: the list's and articles' own words, which
// other pages do not download (the guides' titles and excerpts are in `articles`).
if (!i18n.hasResourceBundle('en', 'blog')) i18n.addResourceBundle('en', 'blog', blog);

// In the language on screen too: the router shows the page once they are here.
void loadShownLanguage('blog');
