import type { articles as english } from '../en/articles';
import type { Translation } from '../translation';

export const articles: Translation<typeof english> = {
  'phone-not-charging-quick-checks': {
    category: 'ଚାର୍ଜିଂ',
    title: 'ଫୋନ୍ ଚାର୍ଜ ହେଉନାହିଁ? ମରାମତି ବୁକ୍ କରିବା ଆଗରୁ 7ଟି ସହଜ ଯାଞ୍ଚ',
    excerpt: 'ଅଧିକାଂଶ ଚାର୍ଜିଂ ସମସ୍ୟା ପୋର୍ଟରେ ଧୂଳି, ପୁରୁଣା କେବୁଲ୍ ବା ଦୁର୍ବଳ ଆଡାପ୍ଟରରୁ ହୁଏ। କିପରି ଚିହ୍ନିବେ, ଜାଣନ୍ତୁ।',
  },
  'cracked-screen-immediate-actions': {
    category: 'ସ୍କ୍ରିନ୍',
    title: 'ସ୍କ୍ରିନ୍ ଫାଟିଗଲା? ପ୍ରଥମ ଘଣ୍ଟାରେ କ’ଣ କରିବେ',
    excerpt: 'ଟେକ୍ନିସିଆନ କାଚ ବଦଳାଇବା ପର୍ଯ୍ୟନ୍ତ ଆପଣଙ୍କ ଆଙ୍ଗୁଠି, ଆପଣଙ୍କ ଡାଟା ଓ ତଳର ଡିସପ୍ଲେକୁ ସୁରକ୍ଷିତ ରଖନ୍ତୁ।',
  },
  'water-damage-save-phone-fast': {
    category: 'ପାଣିରେ ଭିଜି ଖରାପ',
    title: 'ଫୋନ୍ ପାଣିରେ ପଡ଼ିଗଲା? ଏହାକୁ ବଞ୍ଚାଇବା ପାଇଁ ଶୀଘ୍ର କାମ କରନ୍ତୁ',
    excerpt: 'ଫୋନ୍ ବନ୍ଦ କରନ୍ତୁ, ଚାର୍ଜ କରନ୍ତୁ ନାହିଁ, ଆଉ ଚାଉଳ ଭିତରେ ରଖିବା କଥା ଭୁଲିଯାଆନ୍ତୁ। ସତରେ କାମ ଦେଉଥିବା ପଦକ୍ଷେପ ଜାଣନ୍ତୁ।',
  },
  'extend-battery-life-tips': {
    category: 'ବ୍ୟାଟେରୀ',
    title: 'ଫୋନ୍ ବ୍ୟାଟେରୀ ଅଧିକ ସମୟ ଚଳାନ୍ତୁ: 10ଟି ଅଭ୍ୟାସ ଯାହା ସତରେ କାମ ଦିଏ',
    excerpt: 'ସହଜ ସେଟିଂ ଓ ଚାର୍ଜିଂ ଅଭ୍ୟାସ, ଯାହା ବ୍ୟାଟେରୀକୁ ଶୀଘ୍ର ଖରାପ ହେବାରୁ ରକ୍ଷା କରେ ଏବଂ ଦିନସାରା ଚଳାଏ।',
  },
  'amoled-vs-lcd-screen-comparison': {
    category: 'ଗାଇଡ୍',
    title: 'AMOLED ନା LCD: ବଦଳାଇବା ପାଇଁ କେଉଁ ସ୍କ୍ରିନ୍ ବାଛିବେ?',
    excerpt: 'ନୂଆ ଡିସପ୍ଲେ ବାଛିଲେ ରଙ୍ଗ, ଉଜ୍ଜ୍ୱଳତା, ବ୍ୟାଟେରୀ ଖର୍ଚ୍ଚ ଓ ଦାମରେ କ’ଣ ଫରକ ପଡ଼େ।',
  },
};
