import type { tracking as english } from '../en/tracking';
import type { Translation } from '../translation';

// The tracking link's page (/track/{token}): a guest follows their booking without signing in.
export const tracking: Translation<typeof english> = {
  title: 'अपनी मरम्मत ट्रैक करें',
  description: 'आपके घर पर होने वाली मरम्मत की पूरी खबर: कौन आ रहा है, स्टार्ट कोड और काम कहाँ तक पहुँचा।',
  greeting: 'नमस्ते {{name}}, यह रही आपकी बुकिंग {{bookingId}}।',
  bookedFor: '{{phone}} नंबर के लिए बुक की गई',
  live: 'यह पेज अपने-आप अपडेट होता है।',
  reconnecting: 'फिर से जुड़ रहे हैं… कनेक्शन वापस आते ही पेज अपडेट हो जाएगा।',
  technicianComing: '{{name}} आपके तकनीशियन हैं।',
  technicianCalls: 'वे आने से लगभग 30 मिनट पहले आपको कॉल करेंगे।',
  startCodeTitle: 'आपका स्टार्ट कोड',
  startCodeText: 'यह कोड तकनीशियन को तभी बताएँ जब वे आपके दरवाज़े पर हों। इसी से मरम्मत शुरू होती है।',
  device: 'डिवाइस',
  visit: 'विज़िट का पसंदीदा समय',
  noVisitDate: 'समय तय करने के लिए हम आपको कॉल करेंगे',
  warrantyTitle: 'आपकी मरम्मत पूरी हो गई',
  warrantyText: 'आपके वारंटी कार्ड में लिखा है कि क्या ठीक किया गया और वारंटी कब तक है।',
  warrantyAction: 'वारंटी कार्ड देखें',
  notFoundTitle: 'ट्रैकिंग लिंक नहीं मिला',
  notFoundText:
    'यह लिंक अब काम नहीं करता, या यह पूरा कॉपी नहीं हुआ। कृपया अपनी बुकिंग के संदेश में दिया लिंक देखें, या हमें कॉल करें।',
  tooManyTitle: 'कृपया थोड़ा रुकें',
  tooManyText: 'इस इंटरनेट कनेक्शन से बहुत सारे ट्रैकिंग लिंक आज़माए गए। कृपया थोड़ी देर बाद फिर से कोशिश करें, या हमें कॉल करें।',
  loadFailed: 'हम आपकी बुकिंग लोड नहीं कर पाए। कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
  contact: 'संपर्क करें',
  signInHint: 'क्या आपका खाता है? अपनी सारी बुकिंग देखने के लिए साइन इन करें।',
  signIn: 'साइन इन करें',
};
