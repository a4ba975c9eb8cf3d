// What the Hindi and Odia repair texts translate (never loaded: English shows the catalogue's words).
export { repairs } from '@shared/repair-texts/en';
