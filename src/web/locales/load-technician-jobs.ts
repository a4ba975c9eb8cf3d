import i18n from '../i18n';
import { loadShownLanguage } from './translations';
import { technicianJobs } from './en/technician-jobs';

// Imported by the technician area only: nobody else downloads the job screens' strings.
if (!i18n.hasResourceBundle('en', 'technicianJobs'))
  i18n.addResourceBundle('en', 'technicianJobs', technicianJobs);

// In the language on screen too: the router shows the page once they are here.
void loadShownLanguage('technicianJobs');
