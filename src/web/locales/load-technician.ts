import i18n from '../i18n';
import { loadShownLanguage } from './translations';
import { technician } from './en/technician';

// Imported by the technician area only: its tips, guidelines and settings stay out of other pages.
if (!i18n.hasResourceBundle('en', 'technician')) i18n.addResourceBundle('en', 'technician', technician);

// In the language on screen too: the router shows the page once they are here.
void loadShownLanguage('technician');
