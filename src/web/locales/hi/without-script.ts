import type { withoutScript as english } from '../en/without-script';
import type { Translation } from '../translation';

export const withoutScript: Translation<typeof english> = {
  text: 'मरम्मत बुक करने के लिए कृपया JavaScript चालू करें, या हमें फ़ोन करें।',
  call: '{{phone}} पर कॉल करें',
  whatsapp: 'WhatsApp करें: {{phone}}',
};
