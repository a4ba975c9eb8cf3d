import i18n from '../i18n';
import { loadShownLanguage } from './translations';
import { warranty } from './en/warranty';

// Imported by the warranty card's pages and the link to them only: other pages do not download these.
if (!i18n.hasResourceBundle('en', 'warranty')) i18n.addResourceBundle('en', 'warranty', warranty);

// In the language on screen too: the router shows the page once they are here.
void loadShownLanguage('warranty');
