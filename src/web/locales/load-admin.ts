import i18n from '../i18n';
import { loadShownLanguage } from './translations';
import { admin } from './en/admin';

// Imported by the admin area only: public pages never download the desk's strings.
if (!i18n.hasResourceBundle('en', 'admin')) i18n.addResourceBundle('en', 'admin', admin);

// In the language on screen too: the router shows the page once they are here.
void loadShownLanguage('admin');
