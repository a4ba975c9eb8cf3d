import type { articles as english } from '../en/articles';
import type { Translation } from '../translation';

export const articles: Translation<typeof english> = {
  'phone-not-charging-quick-checks': {
    category: 'चार्जिंग',
    title: 'फ़ोन चार्ज नहीं हो रहा? मरम्मत बुक करने से पहले 7 आसान जाँचें',
    excerpt: 'चार्जिंग की ज़्यादातर समस्याएँ पोर्ट में धूल, घिसी हुई केबल या कमज़ोर अडैप्टर से होती हैं। जानें कि कैसे पहचानें।',
  },
  'cracked-screen-immediate-actions': {
    category: 'स्क्रीन',
    title: 'स्क्रीन टूट गई? पहले घंटे में क्या करें',
    excerpt: 'जब तक तकनीशियन काँच न बदल दे, अपनी उँगलियों, अपने डेटा और नीचे के डिस्प्ले को बचाकर रखें।',
  },
  'water-damage-save-phone-fast': {
    category: 'पानी से खराबी',
    title: 'फ़ोन पानी में गिर गया? उसे बचाने के लिए जल्दी करें',
    excerpt: 'फ़ोन बंद करें, चार्ज न करें, और चावल में रखने वाला तरीका भूल जाएँ। ये कदम सच में काम आते हैं।',
  },
  'extend-battery-life-tips': {
    category: 'बैटरी',
    title: 'फ़ोन की बैटरी ज़्यादा देर चलाएँ: 10 आदतें जो सच में काम करती हैं',
    excerpt: 'आसान सेटिंग और चार्जिंग की आदतें, जिनसे बैटरी धीरे घिसती है और पूरा दिन चलती है।',
  },
  'amoled-vs-lcd-screen-comparison': {
    category: 'गाइड',
    title: 'AMOLED या LCD: बदलने के लिए कौन-सी स्क्रीन चुनें?',
    excerpt: 'नया डिस्प्ले चुनते समय रंग, चमक, बैटरी खर्च और कीमत में क्या फ़र्क पड़ता है।',
  },
};
