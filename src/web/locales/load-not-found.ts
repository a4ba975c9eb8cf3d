import i18n from '../i18n';
import { loadShownLanguage } from './translations';
import { notFound } from './en/not-found';

// Imported by the not-found page: no other page downloads these.
if (!i18n.hasResourceBundle('en', 'notFound')) i18n.addResourceBundle('en', 'notFound', notFound);

// In the language on screen too: the router shows the page once they are here.
void loadShownLanguage('notFound');
