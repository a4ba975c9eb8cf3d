import type { blog as english } from '../en/blog';
import type { Translation } from '../translation';

export const blog: Translation<typeof english> = {
  list: {
    metaTitle: 'मोबाइल मरम्मत के टिप्स और खुद आज़माने की गाइड',
    metaDescription:
      'भारत में फ़ोन इस्तेमाल करने वालों के लिए काम की गाइड: चार्जिंग की समस्या, टूटी स्क्रीन, पानी से खराबी, बैटरी लाइफ़ और बदलने के लिए स्क्रीन चुनना।',
    title: 'मोबाइल मरम्मत के टिप्स और खुद आज़माने की गाइड',
    intro: 'घर पर की जा सकने वाली आसान जाँचें, और यह कैसे पहचानें कि फ़ोन को तकनीशियन की ज़रूरत है।',
    minutes: '{{count}} मिनट में पढ़ें',
  },
  article: {
    back: 'सभी गाइड पर वापस जाएँ',
    notFoundTitle: 'लेख नहीं मिला',
    notFoundText: 'हमें यह गाइड नहीं मिली। हो सकता है यह कहीं और चली गई हो।',
    helpTitle: 'तकनीशियन की मदद चाहिए?',
    helpText:
      'हमारे तकनीशियन आपके घर या ऑफ़िस आ सकते हैं। ज़्यादातर मरम्मत में 30–60 मिनट लगते हैं और 90 दिन की वारंटी मिलती है।',
    selectDevice: 'अपना डिवाइस चुनें',
    contactSupport: 'सहायता से संपर्क करें',
    chooseTitle: 'आप हमसे कैसे संपर्क करना चाहेंगे?',
    whatsapp: 'WhatsApp',
    call: '{{phone}} पर कॉल करें',
    whatsappMessage: 'नमस्ते DoorstepFix, मैंने आपकी गाइड "{{title}}" पढ़ी है और मुझे अपने फ़ोन के लिए मदद चाहिए।',
    published: '{{date}} को प्रकाशित',
  },
};
