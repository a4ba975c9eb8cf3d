import type { MessageWords } from './en';

// The customer's messages in Odia, as spoken in Bhubaneswar: everyday words, the polite form, the
// glossary's terms (docs/glossary.md). Names, amounts, booking numbers, phone numbers and links stay as
// they are; a case ending goes on a word after them ('… ନମ୍ବରକୁ'), never onto a number or an address.

const visit = (slot: string | null) =>
  slot ? `ଭିଜିଟ୍‌ର ପସନ୍ଦର ସମୟ: ${slot}` : 'ଭିଜିଟ୍‌ର ସମୟ: ଠିକ୍ କରିବା ପାଇଁ ଆମେ ଆପଣଙ୍କୁ ଫୋନ୍ କରିବୁ।';

export const or: MessageWords = {
  facts: {
    visit,
    priceOnInspection: 'ଯାଞ୍ଚ ପରେ ଦାମ ନିଶ୍ଚିତ ହେବ',
    bookingId: (id) => `ବୁକିଂ ନମ୍ବର: ${id}`,
    device: (device, unlisted) =>
      `ଡିଭାଇସ୍: ${device}${unlisted ? ' (ତାଲିକାରେ ନାହିଁ: ଯାଞ୍ଚ ପରେ ମରାମତି ଦାମ ନିଶ୍ଚିତ ହେବ)' : ''}`,
    referralDiscount: (amount) => `ରେଫରାଲ୍ ରିହାତି: -${amount}`,
    total: (amount) => `ମୋଟ ରାଶି: ${amount}`,
    address: (address) => `ଠିକଣା: ${address}`,
    help: ({ phone, email }) =>
      `କିଛି ପ୍ରଶ୍ନ ଅଛି କି? ${phone} ନମ୍ବରକୁ ଫୋନ୍ କରନ୍ତୁ (ସକାଳ 8ଟାରୁ ରାତି 8ଟା ପର୍ଯ୍ୟନ୍ତ, ସପ୍ତାହର ସାତ ଦିନ) ବା ${email} ଠିକଣାକୁ ଲେଖନ୍ତୁ।`,
    follow: (url) => `ଆପଣଙ୍କ ବୁକିଂ ଟ୍ରାକ୍ କରନ୍ତୁ: ${url}`,
    followWithLinkOrSignIn: (url) =>
      `ଆପଣଙ୍କ ବୁକିଂ ଟ୍ରାକ୍ କରିବାକୁ ବୁକିଂର ପ୍ରଥମ ମେସେଜ୍‌ରେ ଥିବା ଟ୍ରାକିଂ ଲିଙ୍କ୍ ଖୋଲନ୍ତୁ, ବା ଏଠାରେ ସାଇନ୍ ଇନ୍ କରନ୍ତୁ: ${url}`,
    keepLinkPrivate: 'ଏହି ଲିଙ୍କ୍ ଅନ୍ୟ କାହାକୁ ଦିଅନ୍ତୁ ନାହିଁ: ଯାହା ପାଖରେ ଏହି ଲିଙ୍କ୍ ଥିବ, ସେ ଏହି ବୁକିଂ ଦେଖିପାରିବେ ଓ ବାତିଲ୍ କରିପାରିବେ।',
  },
  layout: {
    greeting: (name) => `ନମସ୍କାର ${name},`,
    footer: 'ଆପଣଙ୍କ ଘରେ ଫୋନ୍ ଓ ଟାବଲେଟ୍ ମରାମତି',
  },
  received: {
    subject: (id) => `ବୁକିଂ ମିଳିଲା: ${id}`,
    thanks:
      'ଘରେ ମରାମତି ପାଇଁ ବୁକ୍ କରିଥିବାରୁ ଧନ୍ୟବାଦ। ଆପଣଙ୍କ ବୁକିଂ ଆମକୁ ମିଳିଛି। ଭିଜିଟ୍ ନିଶ୍ଚିତ କରିବା ପାଇଁ ଆମେ 30 ମିନିଟ୍ ଭିତରେ ଆପଣଙ୍କୁ ଫୋନ୍ କରିବୁ।',
    status: (status) => `ସ୍ଥିତି: ${status}`,
    followAndCancel: (url) => `ଆପଣଙ୍କ ବୁକିଂ ଟ୍ରାକ୍ କରନ୍ତୁ, କିଏ ଆସୁଛନ୍ତି ଦେଖନ୍ତୁ, ଆଉ ଦରକାର ହେଲେ ବାତିଲ୍ କରନ୍ତୁ: ${url}`,
    sms: (f) =>
      `ବୁକିଂ ${f.id} ମିଳିଲା (ସ୍ଥିତି: ${f.status}): ${f.device}, ${f.total}। ଭିଜିଟ୍ ନିଶ୍ଚିତ କରିବା ପାଇଁ ଆମେ 30 ମିନିଟ୍ ଭିତରେ ଫୋନ୍ କରିବୁ। ଟ୍ରାକ୍ କରନ୍ତୁ: ${f.url}`,
  },
  trackingLink: {
    subject: (id) => `ନୂଆ ଟ୍ରାକିଂ ଲିଙ୍କ୍: ${id}`,
    intro: (id) => `ବୁକିଂ ${id} ଟ୍ରାକ୍ କରିବା ପାଇଁ ଏହା ନୂଆ ଲିଙ୍କ୍। ଆଗରୁ ପଠାଯାଇଥିବା ଲିଙ୍କ୍ ଆଉ କାମ କରିବ ନାହିଁ।`,
    sms: ({ id, url }) => `ବୁକିଂ ${id}: ପୁରୁଣା ଟ୍ରାକିଂ ଲିଙ୍କ୍ ଆଉ କାମ କରୁନାହିଁ। ଆପଣଙ୍କ ନୂଆ ଲିଙ୍କ୍: ${url}`,
  },
  statusChanged: {
    subject: ({ id, status }) => `ବୁକିଂ ${id}: ${status}`,
    now: ({ id, device, status }) => `ଆପଣଙ୍କ ବୁକିଂ ${id} (${device}): ସ୍ଥିତି ଏବେ ${status}।`,
  },
  technicianAssigned: {
    someone: 'ଆମ ଟେକ୍ନିସିଆନ',
    subject: (id) => `ଟେକ୍ନିସିଆନ ଠିକ୍ ହେଲେ: ${id}`,
    coming: (f) =>
      `${f.technician} ଆପଣଙ୍କ ${f.device} ଠିକ୍ କରିବେ।${f.phone ? ` ଆପଣ ତାଙ୍କୁ ${f.phone} ନମ୍ବରରେ ଫୋନ୍ କରିପାରିବେ।` : ''} ସେ ପହଞ୍ଚିବାର ପ୍ରାୟ 30 ମିନିଟ୍ ଆଗରୁ ଆପଣଙ୍କୁ ଫୋନ୍ କରିବେ।`,
    startCode: (code) => `ଆପଣଙ୍କ ଷ୍ଟାର୍ଟ କୋଡ୍: ${code}। ଟେକ୍ନିସିଆନ ଆପଣଙ୍କ ଦୁଆରେ ପହଞ୍ଚିଲେ ହିଁ ତାଙ୍କୁ ଏହି କୋଡ୍ କୁହନ୍ତୁ।`,
    sms: (f) =>
      `ବୁକିଂ ${f.id}: ${f.technician}${f.phone ? ` (${f.phone})` : ''} ଆପଣଙ୍କ ${f.device} ଠିକ୍ କରିବେ। ${f.slot ? `${visit(f.slot)}।` : visit(null)}${f.startCode ? ` ${f.startCode}` : ''}`,
  },
  cancelled: {
    subject: (id) => `ବୁକିଂ ବାତିଲ୍: ${id}`,
    asAsked: ({ id, device }) => `ଆପଣଙ୍କ କହିବା ଅନୁଯାୟୀ ଆପଣଙ୍କ ବୁକିଂ ${id} (${device}) ବାତିଲ୍ କରାଗଲା।`,
    byUs: ({ id, device, reason }) =>
      `ଆମେ ଦୁଃଖିତ: ଆପଣଙ୍କ ବୁକିଂ ${id} (${device}) ବାତିଲ୍ ହୋଇଛି।${reason ? ` କାରଣ: ${reason}` : ''}`,
    bookAgain: ({ url, phone }) => `ତଥାପି ମରାମତି ଦରକାର କି? ${phone} ନମ୍ବରକୁ ଫୋନ୍ କରନ୍ତୁ, ବା ଏଠାରେ ପୁଣି ବୁକ୍ କରନ୍ତୁ: ${url}`,
    sms: ({ id, phone }) => `ବୁକିଂ ${id} ବାତିଲ୍ ହୋଇଛି। ପୁଣି ବୁକ୍ କରିବାକୁ ${phone} ନମ୍ବରକୁ ଫୋନ୍ କରନ୍ତୁ।`,
  },
  completed: {
    subject: (id) => `ମରାମତି ସମ୍ପୂର୍ଣ୍ଣ: ${id}`,
    repaired: (device) => `ଆପଣଙ୍କ ${device} ଠିକ୍ ହୋଇଗଲା। ଆମକୁ ବାଛିଥିବାରୁ ଧନ୍ୟବାଦ।`,
    paid: (amount) => `ଦେଇଥିବା ରାଶି: ${amount}`,
    warranty: ({ days, id }) =>
      `ଏହି ମରାମତିରେ ପାର୍ଟସ୍ ଓ ମଜୁରି ଉପରେ ${days} ଦିନର ୱାରେଣ୍ଟି ଅଛି। ଏହି ଇମେଲ୍ ସାଇତି ରଖନ୍ତୁ: ବୁକିଂ ନମ୍ବର ${id} ହିଁ ଆପଣଙ୍କ ୱାରେଣ୍ଟି ନମ୍ବର।`,
    review: (url) => `କାମ କିପରି ହେଲା ଆମକୁ ଜଣାନ୍ତୁ: ${url}`,
    sms: (f) =>
      `ମରାମତି ${f.id} ସମ୍ପୂର୍ଣ୍ଣ: ${f.device}, ${f.total}। ${f.days} ଦିନର ୱାରେଣ୍ଟି; ଆପଣଙ୍କ ବୁକିଂ ନମ୍ବର ସାଇତି ରଖନ୍ତୁ।`,
  },
  rescheduled: {
    noDate: 'କୌଣସି ତାରିଖ ବଛା ହୋଇନାହିଁ',
    anyTime: (date) => `${date}, ଯେକୌଣସି ସମୟ`,
    someone: 'ଆପଣଙ୍କ ଟେକ୍ନିସିଆନ',
    subject: (id) => `ଭିଜିଟ୍ ସମୟ ବଦଳିଲା: ${id}`,
    movedTo: ({ id, device, slot }) => `ବୁକିଂ ${id} (${device}): ଭିଜିଟ୍‌ର ନୂଆ ସମୟ ${slot}।`,
    before: (slot) => `ଆଗରୁ ସମୟ ଥିଲା: ${slot}।`,
    technicianKnows: (technician) =>
      `${technician} ନୂଆ ସମୟ ଜାଣିଛନ୍ତି। ସେ ପହଞ୍ଚିବାର ପ୍ରାୟ 30 ମିନିଟ୍ ଆଗରୁ ଆପଣଙ୍କୁ ଫୋନ୍ କରିବେ।`,
    weWillConfirm: 'ନୂଆ ସମୟ ପାଇଁ ଟେକ୍ନିସିଆନ ଠିକ୍ କରି ଆମେ ଆପଣଙ୍କୁ ଫୋନ୍ କରିବୁ।',
    notice: (hours) =>
      `ଭିଜିଟ୍ ଆରମ୍ଭ ହେବାର ${hours} ଘଣ୍ଟା ଆଗ ପର୍ଯ୍ୟନ୍ତ ଆପଣ ଅନଲାଇନରେ ଏହାର ସମୟ ବଦଳାଇପାରିବେ ବା ଏହାକୁ ବାତିଲ୍ କରିପାରିବେ।`,
    sms: ({ id, slot, phone }) =>
      `ବୁକିଂ ${id}: ଆପଣଙ୍କ ଭିଜିଟ୍‌ର ନୂଆ ସମୟ ${slot}। କିଛି ପ୍ରଶ୍ନ ଅଛି କି? ${phone} ନମ୍ବରକୁ ଫୋନ୍ କରନ୍ତୁ।`,
  },
  phoneProof: {
    sms: ({ code, app, minutes }) =>
      `${code} ଆପଣଙ୍କ ${app} କୋଡ୍: ଏହା ଦେଇ ବୁକିଂ ପାଇଁ ଆପଣଙ୍କ ଏହି ନମ୍ବର ଭେରିଫାଇ କରନ୍ତୁ। ଏହା ${minutes} ମିନିଟ୍ ପର୍ଯ୍ୟନ୍ତ ଚାଲିବ। ଏହି କୋଡ୍ କାହାକୁ କୁହନ୍ତୁ ନାହିଁ।`,
  },
  signIn: {
    codeSubject: ({ code, app }) => `${code} ଆପଣଙ୍କ ${app} ସାଇନ୍-ଇନ୍ କୋଡ୍`,
    codeIntro: ({ code, app }) => `ଆପଣଙ୍କ ${app} ସାଇନ୍-ଇନ୍ କୋଡ୍ ହେଉଛି ${code}।`,
    codeRules: (minutes) =>
      `ଏହି କୋଡ୍ କେବଳ ଥରେ କାମ କରିବ ଏବଂ ${minutes} ମିନିଟ୍ ପର୍ଯ୍ୟନ୍ତ ଚାଲିବ।\nଏହି କୋଡ୍ କେବେ କାହାକୁ କୁହନ୍ତୁ ନାହିଁ। ଆମ କର୍ମଚାରୀମାନେ ଆପଣଙ୍କୁ ଏହା କେବେ ପଚାରିବେ ନାହିଁ।`,
    codeIgnore: 'ଯଦି ଆପଣ ସାଇନ୍ ଇନ୍ କରିବାକୁ ଚେଷ୍ଟା କରି ନାହାନ୍ତି, ତେବେ ଏହି ଇମେଲ୍‌କୁ ଅଣଦେଖା କରନ୍ତୁ।',
    codeSms: ({ code, app, minutes }) =>
      `${code} ଆପଣଙ୍କ ${app} ସାଇନ୍-ଇନ୍ କୋଡ୍। ଏହା ${minutes} ମିନିଟ୍ ପର୍ଯ୍ୟନ୍ତ ଚାଲିବ। ଏହି କୋଡ୍ କାହାକୁ କୁହନ୍ତୁ ନାହିଁ।`,
    confirmSubject: (app) => `ଆପଣଙ୍କ ${app} ଆକାଉଣ୍ଟ ନିଶ୍ଚିତ କରନ୍ତୁ`,
    confirmHello: 'ନମସ୍କାର,',
    confirmLink: ({ app, link }) =>
      `ଆପଣଙ୍କ ${app} ଆକାଉଣ୍ଟ ତିଆରି କରିବା ପାଇଁ ତଳ ଲିଙ୍କ୍‌ରେ ଆପଣଙ୍କ ଇମେଲ୍ ଠିକଣା ନିଶ୍ଚିତ କରନ୍ତୁ:\n${link}`,
    confirmRules:
      'ଏହି ଲିଙ୍କ୍ କେବଳ ଥରେ କାମ କରିବ ଏବଂ 24 ଘଣ୍ଟା ପର୍ଯ୍ୟନ୍ତ ଚାଲିବ।\nଯଦି ଆପଣ ଆକାଉଣ୍ଟ ତିଆରି କରିବାକୁ ଚାହିଁ ନଥିଲେ, ତେବେ ଏହି ଇମେଲ୍‌କୁ ଅଣଦେଖା କରନ୍ତୁ।',
  },
};
