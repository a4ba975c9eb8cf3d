import { loadShownLanguage } from './translations';

// Imported with the repair services' words (lib/repair-words.ts). Only Hindi and Odia
// load: in English a page shows the catalogue's own words, so there is no English bundle to add.
void loadShownLanguage('repairs');
