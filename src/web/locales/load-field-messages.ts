import i18n from '../i18n';
import { loadShownLanguage } from './translations';
import { fieldMessages } from './en/field-messages';

// Imported with the form system (lib/field-message.ts): what forms say about their fields, which pages
// without a form do not download.
if (!i18n.hasResourceBundle('en', 'fieldMessages'))
  i18n.addResourceBundle('en', 'fieldMessages', fieldMessages);

// In the language on screen too: the router shows the page once they are here.
void loadShownLanguage('fieldMessages');
