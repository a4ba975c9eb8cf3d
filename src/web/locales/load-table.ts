import i18n from '../i18n';
import { loadShownLanguage } from './translations';
import { table } from './en/table';

// Imported by the data table, which only the staff areas show: public pages do not download these.
if (!i18n.hasResourceBundle('en', 'table')) i18n.addResourceBundle('en', 'table', table);

// In the language on screen too: the router shows the page once they are here.
void loadShownLanguage('table');
