// The repair services' words in Hindi: shared with the server's messages.
export { repairs } from '@shared/repair-texts/hi';
