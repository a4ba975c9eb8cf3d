import type { notFound as english } from '../en/not-found';
import type { Translation } from '../translation';

export const notFound: Translation<typeof english> = {
  metaTitle: 'ପୃଷ୍ଠା ମିଳିଲା ନାହିଁ',
  title: 'ପୃଷ୍ଠା ମିଳିଲା ନାହିଁ',
  body: 'ଆପଣ ଖୋଜୁଥିବା ପୃଷ୍ଠା ନାହିଁ କିମ୍ବା ଅନ୍ୟ ଜାଗାକୁ ଯାଇଛି।',
  home: 'ହୋମ୍‌କୁ ଫେରନ୍ତୁ',
  devices: 'ଡିଭାଇସ୍ ଦେଖନ୍ତୁ',
};
