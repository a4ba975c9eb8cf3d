import i18n from '../i18n';
import { loadShownLanguage } from './translations';
import { booking } from './en/booking';

// Imported by the booking pages only, so other pages do not download these strings.
if (!i18n.hasResourceBundle('en', 'booking')) i18n.addResourceBundle('en', 'booking', booking);

// In the language on screen too: the router shows the page once they are here.
void loadShownLanguage('booking');
