import i18n from '../i18n';
import { loadShownLanguage } from './translations';
import { pages } from './en/pages';

// Imported by the content pages only: their long texts stay out of every other page's download.
if (!i18n.hasResourceBundle('en', 'pages')) i18n.addResourceBundle('en', 'pages', pages);

// In the language on screen too: the router shows the page once they are here.
void loadShownLanguage('pages');
