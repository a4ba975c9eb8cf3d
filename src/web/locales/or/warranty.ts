import type { warranty as english } from '../en/warranty';
import type { Translation } from '../translation';

// The warranty card of a completed repair: for its customer in their bookings, and for anyone with the
// booking's tracking link.

export const warranty: Translation<typeof english> = {
  metaTitle: 'ୱାରେଣ୍ଟି କାର୍ଡ',
  title: 'ୱାରେଣ୍ଟି କାର୍ଡ',
  subtitle: 'ଏହି କାର୍ଡ ସାଇତି ରଖନ୍ତୁ: ୱାରେଣ୍ଟି ପାଇଁ ଆପଣଙ୍କ ବୁକିଂ ନମ୍ବର ହିଁ କାମରେ ଆସିବ।',
  bookingId: 'ବୁକିଂ ନମ୍ବର',
  customer: 'ଗ୍ରାହକ',
  device: 'ଡିଭାଇସ୍',
  completedOn: 'ମରାମତି ସମ୍ପୂର୍ଣ୍ଣ ହେଲା',
  technician: 'ଟେକ୍ନିସିଆନ',
  notRecorded: 'ଲେଖାଯାଇନାହିଁ',
  validUntil: 'ୱାରେଣ୍ଟି ଏହି ତାରିଖ ପର୍ଯ୍ୟନ୍ତ',
  validUntilDate: '{{date}} ପର୍ଯ୍ୟନ୍ତ ବୈଧ',
  validUntilHint: 'ତଳେ ଥିବା ସବୁଠୁ ଲମ୍ବା ୱାରେଣ୍ଟିର ଶେଷ ଦିନ।',
  repairsTitle: 'ୱାରେଣ୍ଟି ଥିବା ମରାମତି',
  repair: 'ମରାମତି',
  warranty: 'ୱାରେଣ୍ଟି',
  days_one: '{{count}} ଦିନ',
  days_other: '{{count}} ଦିନ',
  terms:
    'ପ୍ରତ୍ୟେକ ମରାମତିରେ ପାର୍ଟସ୍ ଓ କାମ ଉଭୟ ୱାରେଣ୍ଟିରେ ଅଛି। ଏହା ମରାମତି ସମ୍ପୂର୍ଣ୍ଣ ହେବା ଦିନଠାରୁ ଗଣାଯାଏ ଏବଂ ଦେଖାଯାଇଥିବା ତାରିଖ ପର୍ଯ୍ୟନ୍ତ ରହେ।',
  termsLink: 'ୱାରେଣ୍ଟିର ସର୍ତ୍ତ ପଢ଼ନ୍ତୁ',
  help: 'କିଛି ପ୍ରଶ୍ନ ଅଛି ବା ୱାରେଣ୍ଟି ଦାବି କରିବେ? {{phone}} ନମ୍ବରକୁ ଫୋନ୍ କରନ୍ତୁ ବା {{email}} ଠିକଣାକୁ ଲେଖନ୍ତୁ।',
  print: 'ପ୍ରିଣ୍ଟ୍ କରନ୍ତୁ',
  download: 'PDF ଡାଉନଲୋଡ୍ କରନ୍ତୁ',
  backToHistory: 'ଆପଣଙ୍କ ସବୁ ବୁକିଂକୁ ଫେରନ୍ତୁ',
  backToTracking: 'ଆପଣଙ୍କ ବୁକିଂକୁ ଫେରନ୍ତୁ',
  notFound: 'ଏହି ୱାରେଣ୍ଟି କାର୍ଡ ମିଳିଲା ନାହିଁ।',
  notReady: 'ମରାମତି ସମ୍ପୂର୍ଣ୍ଣ ହେବା ପରେ ୱାରେଣ୍ଟି କାର୍ଡ ପ୍ରସ୍ତୁତ ହେବ।',
  loadFailed: 'ୱାରେଣ୍ଟି କାର୍ଡ ଲୋଡ୍ ହୋଇପାରିଲା ନାହିଁ।',
  viewCard: 'ୱାରେଣ୍ଟି କାର୍ଡ ଦେଖନ୍ତୁ',
};
