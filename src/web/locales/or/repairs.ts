// The repair services' words in Odia: shared with the server's messages.
export { repairs } from '@shared/repair-texts/or';
