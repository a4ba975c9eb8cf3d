import type { MessageWords } from './en';

// The customer's messages in Hindi: everyday words, the polite form, the glossary's terms
// (docs/glossary.md). Names, amounts, booking numbers, phone numbers and links stay as they are.

const visit = (slot: string | null) =>
  slot ? `विज़िट का पसंदीदा समय: ${slot}` : 'विज़िट का समय: तय करने के लिए हम आपको कॉल करेंगे।';

export const hi: MessageWords = {
  facts: {
    visit,
    priceOnInspection: 'कीमत जाँच के बाद पक्की होगी',
    bookingId: (id) => `बुकिंग नंबर: ${id}`,
    device: (device, unlisted) =>
      `डिवाइस: ${device}${unlisted ? ' (सूची में नहीं: मरम्मत की कीमत जाँच के बाद पक्की होगी)' : ''}`,
    referralDiscount: (amount) => `रेफ़रल छूट: -${amount}`,
    total: (amount) => `कुल रकम: ${amount}`,
    address: (address) => `पता: ${address}`,
    help: ({ phone, email }) =>
      `कोई सवाल? ${phone} पर कॉल करें (सुबह 8 से रात 8 बजे तक, हफ़्ते के सातों दिन) या ${email} पर लिखें।`,
    follow: (url) => `अपनी बुकिंग ट्रैक करें: ${url}`,
    followWithLinkOrSignIn: (url) =>
      `अपनी बुकिंग ट्रैक करने के लिए बुकिंग के पहले संदेश में दिया ट्रैकिंग लिंक खोलें, या यहाँ साइन इन करें: ${url}`,
    keepLinkPrivate: 'यह लिंक किसी और को न दें: जिसके पास यह लिंक होगा, वह इस बुकिंग को देख और रद्द कर सकता है।',
  },
  layout: {
    greeting: (name) => `नमस्ते ${name},`,
    footer: 'आपके घर पर फ़ोन और टैबलेट की मरम्मत',
  },
  received: {
    subject: (id) => `बुकिंग मिल गई: ${id}`,
    thanks:
      'घर पर मरम्मत बुक करने के लिए धन्यवाद। आपकी बुकिंग हमें मिल गई है। विज़िट पक्की करने के लिए हम 30 मिनट के अंदर आपको कॉल करेंगे।',
    status: (status) => `स्थिति: ${status}`,
    followAndCancel: (url) => `अपनी बुकिंग ट्रैक करें, देखें कि कौन आ रहा है, और ज़रूरत हो तो रद्द करें: ${url}`,
    sms: (f) =>
      `बुकिंग ${f.id} मिल गई (स्थिति: ${f.status}): ${f.device}, ${f.total}। विज़िट पक्की करने के लिए हम 30 मिनट के अंदर कॉल करेंगे। ट्रैक करें: ${f.url}`,
  },
  trackingLink: {
    subject: (id) => `नया ट्रैकिंग लिंक: ${id}`,
    intro: (id) => `बुकिंग ${id} ट्रैक करने के लिए यह रहा नया लिंक। पहले भेजा गया लिंक अब काम नहीं करेगा।`,
    sms: ({ id, url }) => `बुकिंग ${id}: पुराना ट्रैकिंग लिंक अब काम नहीं करता। आपका नया लिंक: ${url}`,
  },
  statusChanged: {
    subject: ({ id, status }) => `बुकिंग ${id}: ${status}`,
    now: ({ id, device, status }) => `आपकी बुकिंग ${id} (${device}) की स्थिति अब है: ${status}।`,
  },
  technicianAssigned: {
    someone: 'हमारे तकनीशियन',
    subject: (id) => `तकनीशियन तय हो गया: ${id}`,
    coming: (f) =>
      `${f.technician} आपका ${f.device} ठीक करेंगे।${f.phone ? ` आप उनसे ${f.phone} पर बात कर सकते हैं।` : ''} वे आने से लगभग 30 मिनट पहले आपको कॉल करेंगे।`,
    startCode: (code) => `आपका स्टार्ट कोड: ${code}। यह कोड तकनीशियन को तभी बताएँ जब वे आपके दरवाज़े पर हों।`,
    sms: (f) =>
      `बुकिंग ${f.id}: ${f.technician}${f.phone ? ` (${f.phone})` : ''} आपका ${f.device} ठीक करेंगे। ${f.slot ? `${visit(f.slot)}।` : visit(null)}${f.startCode ? ` ${f.startCode}` : ''}`,
  },
  cancelled: {
    subject: (id) => `बुकिंग रद्द: ${id}`,
    asAsked: ({ id, device }) => `आपके कहने पर आपकी बुकिंग ${id} (${device}) रद्द कर दी गई है।`,
    byUs: ({ id, device, reason }) =>
      `माफ़ कीजिए, आपकी बुकिंग ${id} (${device}) रद्द कर दी गई है।${reason ? ` कारण: ${reason}` : ''}`,
    bookAgain: ({ url, phone }) => `फिर भी मरम्मत करानी है? ${phone} पर कॉल करें, या यहाँ दोबारा बुक करें: ${url}`,
    sms: ({ id, phone }) => `बुकिंग ${id} रद्द कर दी गई है। दोबारा बुक करने के लिए ${phone} पर कॉल करें।`,
  },
  completed: {
    subject: (id) => `मरम्मत पूरी हुई: ${id}`,
    repaired: (device) => `आपका ${device} ठीक हो गया है। हमें चुनने के लिए धन्यवाद।`,
    paid: (amount) => `चुकाई गई रकम: ${amount}`,
    warranty: ({ days, id }) =>
      `इस मरम्मत पर पार्ट और मज़दूरी की ${days} दिन की वारंटी है। यह ईमेल संभालकर रखें: बुकिंग नंबर ${id} ही आपकी वारंटी का नंबर है।`,
    review: (url) => `हमें बताएँ कि काम कैसा रहा: ${url}`,
    sms: (f) =>
      `मरम्मत ${f.id} पूरी हुई: ${f.device}, ${f.total}। ${f.days} दिन की वारंटी; अपना बुकिंग नंबर संभालकर रखें।`,
  },
  rescheduled: {
    noDate: 'कोई तारीख नहीं चुनी गई',
    anyTime: (date) => `${date}, कोई भी समय`,
    someone: 'आपके तकनीशियन',
    subject: (id) => `विज़िट का समय बदला: ${id}`,
    movedTo: ({ id, device, slot }) => `आपकी बुकिंग ${id} (${device}) की विज़िट का नया समय: ${slot}।`,
    before: (slot) => `पहले का समय: ${slot}।`,
    technicianKnows: (technician) => `${technician} को नया समय पता है। वे आने से लगभग 30 मिनट पहले आपको कॉल करेंगे।`,
    weWillConfirm: 'नए समय के लिए तकनीशियन तय करके हम आपको कॉल करेंगे।',
    notice: (hours) => `विज़िट शुरू होने से ${hours} घंटे पहले तक आप ऑनलाइन इसका समय बदल सकते हैं या इसे रद्द कर सकते हैं।`,
    sms: ({ id, slot, phone }) =>
      `बुकिंग ${id}: आपकी विज़िट का नया समय ${slot} है। कोई सवाल? ${phone} पर कॉल करें।`,
  },
  phoneProof: {
    sms: ({ code, app, minutes }) =>
      `${code} आपका ${app} कोड है: इससे बुकिंग के लिए अपना यह नंबर वेरिफ़ाई करें। यह ${minutes} मिनट तक चलेगा। यह कोड किसी को न बताएँ।`,
  },
  signIn: {
    codeSubject: ({ code, app }) => `${code} आपका ${app} साइन-इन कोड है`,
    codeIntro: ({ code, app }) => `आपका ${app} साइन-इन कोड ${code} है।`,
    codeRules: (minutes) =>
      `यह कोड एक ही बार काम करेगा और ${minutes} मिनट तक चलेगा।\nयह कोड कभी किसी को न बताएँ। हमारे कर्मचारी आपसे यह कोड कभी नहीं माँगेंगे।`,
    codeIgnore: 'अगर आपने साइन इन करने की कोशिश नहीं की, तो इस ईमेल को अनदेखा कर दें।',
    codeSms: ({ code, app, minutes }) =>
      `${code} आपका ${app} साइन-इन कोड है। यह ${minutes} मिनट तक चलेगा। यह कोड किसी को न बताएँ।`,
    confirmSubject: (app) => `अपना ${app} खाता पक्का करें`,
    confirmHello: 'नमस्ते,',
    confirmLink: ({ app, link }) =>
      `अपना ${app} खाता बनाने के लिए, नीचे दिए लिंक से अपना ईमेल पता पक्का करें:\n${link}`,
    confirmRules:
      'यह लिंक एक ही बार काम करेगा और 24 घंटे तक चलेगा।\nअगर आपने खाता नहीं बनाना चाहा था, तो इस ईमेल को अनदेखा कर दें।',
  },
};
