import i18n from '../i18n';
import { blog } from './en/blog';

// Imported by the blog's pages and the support choice: the list's and articles' own words, which
// other pages do not download (the guides' titles and excerpts are in `articles`).
if (!i18n.hasResourceBundle('en', 'blog')) i18n.addResourceBundle('en', 'blog', blog);
