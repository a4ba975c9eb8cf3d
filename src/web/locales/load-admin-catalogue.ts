import i18n from '../i18n';
import { loadShownLanguage } from './translations';
import { adminCatalogue } from './en/admin-catalogue';

// Imported by Device Management only (admin code, never on public pages).
if (!i18n.hasResourceBundle('en', 'adminCatalogue')) {
  i18n.addResourceBundle('en', 'adminCatalogue', adminCatalogue);
}

// In the language on screen too: the router shows the page once they are here.
void loadShownLanguage('adminCatalogue');
