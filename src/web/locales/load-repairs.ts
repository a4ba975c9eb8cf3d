import i18n from '../i18n';
import { loadShownLanguage } from './translations';

// Imported with the repair services' words (lib/repair-words.ts). In English a page shows the
// catalogue's own words, so the English bundle is empty; it is there so that choosing Hindi or Odia
// later loads this namespace with the others the page has (loadLanguage).
if (!i18n.hasResourceBundle('en', 'repairs')) i18n.addResourceBundle('en', 'repairs', {});

// In the language on screen too: the router shows the page once they are here.
void loadShownLanguage('repairs');
