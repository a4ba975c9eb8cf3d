import type { notFound as english } from '../en/not-found';
import type { Translation } from '../translation';

export const notFound: Translation<typeof english> = {
  metaTitle: 'पेज नहीं मिला',
  title: 'पेज नहीं मिला',
  body: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
  home: 'होम पर वापस जाएँ',
  devices: 'डिवाइस देखें',
};
