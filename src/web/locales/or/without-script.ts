import type { withoutScript as english } from '../en/without-script';
import type { Translation } from '../translation';

export const withoutScript: Translation<typeof english> = {
  text: 'ମରାମତି ବୁକ୍ କରିବା ପାଇଁ ଦୟାକରି JavaScript ଚାଲୁ କରନ୍ତୁ, କିମ୍ବା ଆମକୁ ଫୋନ୍ କରନ୍ତୁ।',
  call: '{{phone}} ରେ ଫୋନ୍ କରନ୍ତୁ',
  whatsapp: 'WhatsApp କରନ୍ତୁ: {{phone}}',
};
