ALTER TABLE "repair_services" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The seeded services take their Hindi and Odia words, each only while its English is still the
-- seed's: a word an admin has changed since would be translated wrongly.
UPDATE "repair_services" SET "translations" = jsonb_build_object(
	'hi', jsonb_strip_nulls(jsonb_build_object(
		'name', CASE WHEN "name" = 'Screen Replacement' THEN 'स्क्रीन बदलना' END,
		'description', CASE WHEN "description" = 'We replace cracked, flickering or unresponsive displays at your doorstep with genuine or high-quality tested screens, so your phone looks and works like new again.' THEN 'टूटी, झपकती या छूने पर काम न करने वाली स्क्रीन को हम आपके घर पर असली या जाँची-परखी अच्छी क्वालिटी की स्क्रीन से बदलते हैं, ताकि आपका फ़ोन फिर से नए जैसा दिखे और चले।' END,
		'diyGuideText', CASE WHEN "diy_guide_text" = '1. Stop pressing on the cracked area: loose glass can cut your finger and pressing spreads the crack.
2. Stick clear packing tape or a cheap screen guard over the crack to hold the glass pieces in place.
3. Back up your photos and contacts now (Google or iCloud) while the touch still responds.
4. If touch is jumpy, restart the phone: hold the power button, choose Restart or Power off, then switch it on again.
5. If the screen stays black, call your number from another phone: if it rings or vibrates, only the screen is likely damaged.
6. Keep the phone away from water and steam until it is fixed, because a cracked screen no longer seals out moisture.' THEN '1. टूटी जगह को दबाना बंद करें: ढीला काँच उंगली काट सकता है और दबाने से दरार फैलती है।
2. दरार पर पारदर्शी पैकिंग टेप या सस्ता स्क्रीन गार्ड चिपका दें, ताकि काँच के टुकड़े अपनी जगह पर रहें।
3. जब तक टच काम कर रहा है, अभी अपनी फ़ोटो और कॉन्टैक्ट का बैकअप ले लें (Google या iCloud पर)।
4. अगर टच ठीक से काम नहीं करता या अपने आप चलता है, तो फ़ोन रीस्टार्ट करें: पावर बटन दबाकर रखें, Restart या Power off चुनें, फिर फ़ोन दोबारा चालू करें।
5. अगर स्क्रीन काली ही रहती है, तो किसी दूसरे फ़ोन से अपने नंबर पर कॉल करें: अगर घंटी बजती है या फ़ोन वाइब्रेट होता है, तो शायद सिर्फ़ स्क्रीन खराब है।
6. ठीक होने तक फ़ोन को पानी और भाप से दूर रखें, क्योंकि टूटी स्क्रीन अब नमी को अंदर जाने से नहीं रोकती।' END)),
	'or', jsonb_strip_nulls(jsonb_build_object(
		'name', CASE WHEN "name" = 'Screen Replacement' THEN 'ସ୍କ୍ରିନ୍ ବଦଳ' END,
		'description', CASE WHEN "description" = 'We replace cracked, flickering or unresponsive displays at your doorstep with genuine or high-quality tested screens, so your phone looks and works like new again.' THEN 'ଫାଟିଥିବା, ମିଟିମିଟି ହେଉଥିବା ବା ଛୁଇଁଲେ କାମ କରୁନଥିବା ସ୍କ୍ରିନକୁ ଆମେ ଆପଣଙ୍କ ଘରେ ଅସଲି ବା ଯାଞ୍ଚ କରାଯାଇଥିବା ଭଲ ମାନର ସ୍କ୍ରିନରେ ବଦଳାଉ, ଯେପରି ଆପଣଙ୍କ ଫୋନ୍ ପୁଣି ନୂଆ ପରି ଦେଖାଯିବ ଓ ଚାଲିବ।' END,
		'diyGuideText', CASE WHEN "diy_guide_text" = '1. Stop pressing on the cracked area: loose glass can cut your finger and pressing spreads the crack.
2. Stick clear packing tape or a cheap screen guard over the crack to hold the glass pieces in place.
3. Back up your photos and contacts now (Google or iCloud) while the touch still responds.
4. If touch is jumpy, restart the phone: hold the power button, choose Restart or Power off, then switch it on again.
5. If the screen stays black, call your number from another phone: if it rings or vibrates, only the screen is likely damaged.
6. Keep the phone away from water and steam until it is fixed, because a cracked screen no longer seals out moisture.' THEN '1. ଫାଟିଥିବା ଜାଗାରେ ଚାପିବା ବନ୍ଦ କରନ୍ତୁ: ଢିଲା କାଚ ଆଙ୍ଗୁଠି କାଟିପାରେ ଏବଂ ଚାପିଲେ ଫାଟ ବଢ଼ିଯାଏ।
2. କାଚ ଖଣ୍ଡଗୁଡ଼ିକ ନିଜ ଜାଗାରେ ରହିବା ପାଇଁ ଫାଟ ଉପରେ ସ୍ୱଚ୍ଛ ପ୍ୟାକିଂ ଟେପ୍ ବା ଶସ୍ତା ସ୍କ୍ରିନ୍ ଗାର୍ଡ ଲଗାନ୍ତୁ।
3. ଟଚ୍ କାମ କରୁଥିବା ବେଳେ ଏବେ ହିଁ ଆପଣଙ୍କ ଫଟୋ ଓ କଣ୍ଟାକ୍ଟର ବ୍ୟାକଅପ୍ ନିଅନ୍ତୁ (Google ବା iCloud ରେ)।
4. ଟଚ୍ ଠିକ୍ ଭାବେ କାମ ନକଲେ ବା ନିଜେ ନିଜେ ଚାଲିଲେ, ଫୋନ୍ ରିଷ୍ଟାର୍ଟ କରନ୍ତୁ: ପାୱାର ବଟନ୍ ଦବାଇ ଧରନ୍ତୁ, Restart ବା Power off ବାଛନ୍ତୁ, ତା’ପରେ ଫୋନ୍ ପୁଣି ଅନ୍ କରନ୍ତୁ।
5. ସ୍କ୍ରିନ୍ କଳା ହୋଇ ରହିଲେ, ଅନ୍ୟ ଏକ ଫୋନରୁ ଆପଣଙ୍କ ନମ୍ବରକୁ କଲ୍ କରନ୍ତୁ: ଯଦି ଫୋନ୍ ବାଜେ ବା ଭାଇବ୍ରେଟ୍ ହୁଏ, ତେବେ ବୋଧହୁଏ କେବଳ ସ୍କ୍ରିନ୍ ଖରାପ ହୋଇଛି।
6. ଠିକ୍ ନହେବା ପର୍ଯ୍ୟନ୍ତ ଫୋନକୁ ପାଣି ଓ ବାଷ୍ପରୁ ଦୂରରେ ରଖନ୍ତୁ, କାରଣ ଫାଟିଥିବା ସ୍କ୍ରିନ୍ ଆଉ ଓଦାକୁ ଭିତରକୁ ଯିବାରୁ ରୋକିପାରେ ନାହିଁ।' END)))
WHERE "slug" = 'screen-replacement';--> statement-breakpoint
UPDATE "repair_services" SET "translations" = jsonb_build_object(
	'hi', jsonb_strip_nulls(jsonb_build_object(
		'name', CASE WHEN "name" = 'Battery Replacement' THEN 'बैटरी बदलना' END,
		'description', CASE WHEN "description" = 'Battery draining fast or the phone switching off at 20%? We fit a genuine or high-quality new battery at your home and safely dispose of the old one.' THEN 'बैटरी जल्दी खत्म हो जाती है या फ़ोन 20% पर ही बंद हो जाता है? हम आपके घर पर असली या अच्छी क्वालिटी की नई बैटरी लगाते हैं और पुरानी बैटरी को सुरक्षित तरीके से ठिकाने लगाते हैं।' END,
		'diyGuideText', CASE WHEN "diy_guide_text" = '1. Check battery health: on iPhone open Settings > Battery > Battery Health; on Android look in Settings > Battery or Device care.
2. Restart the phone once: it closes apps that keep running in the background and drain power.
3. Turn on Battery Saver and auto-brightness, and lower the screen timeout to 30 seconds.
4. In Settings > Battery, see which app uses the most power and close or uninstall it if you do not need it.
5. Charge with the original charger or a certified one; cheap roadside chargers can damage the battery.
6. Safety: if the phone back is bulging, the phone gets very hot or smells of burning, unplug it, switch it off and book a repair right away.' THEN '1. बैटरी की हालत जाँचें: iPhone पर Settings > Battery > Battery Health खोलें; Android पर Settings > Battery या Device care में देखें।
2. फ़ोन को एक बार रीस्टार्ट करें: इससे पीछे चलते रहने वाले वे ऐप बंद हो जाते हैं, जो बैटरी खाते हैं।
3. Battery Saver चालू करें, स्क्रीन की रोशनी अपने आप घटने-बढ़ने के लिए auto-brightness चालू करें, और स्क्रीन बंद होने का समय (Screen timeout) घटाकर 30 सेकंड कर दें।
4. Settings > Battery में देखें कि कौन-सा ऐप सबसे ज़्यादा बैटरी खर्च करता है, और अगर उसकी ज़रूरत नहीं है, तो उसे बंद करें या फ़ोन से हटा दें।
5. फ़ोन के साथ आए चार्जर या किसी प्रमाणित (certified) चार्जर से ही चार्ज करें; सड़क किनारे मिलने वाले सस्ते चार्जर बैटरी खराब कर सकते हैं।
6. सावधानी: अगर फ़ोन का पिछला हिस्सा फूल गया है, फ़ोन बहुत गरम हो रहा है या जलने की गंध आ रही है, तो चार्जर निकाल दें, फ़ोन बंद करें और तुरंत मरम्मत बुक करें।' END)),
	'or', jsonb_strip_nulls(jsonb_build_object(
		'name', CASE WHEN "name" = 'Battery Replacement' THEN 'ବ୍ୟାଟେରୀ ବଦଳ' END,
		'description', CASE WHEN "description" = 'Battery draining fast or the phone switching off at 20%? We fit a genuine or high-quality new battery at your home and safely dispose of the old one.' THEN 'ବ୍ୟାଟେରୀ ଶୀଘ୍ର ସରିଯାଉଛି ବା ଫୋନ୍ 20% ରେ ହିଁ ବନ୍ଦ ହୋଇଯାଉଛି? ଆମେ ଆପଣଙ୍କ ଘରେ ଅସଲି ବା ଭଲ ମାନର ନୂଆ ବ୍ୟାଟେରୀ ଲଗାଉ ଏବଂ ପୁରୁଣା ବ୍ୟାଟେରୀକୁ ସୁରକ୍ଷିତ ଉପାୟରେ ଫିଙ୍ଗିବାର ବ୍ୟବସ୍ଥା କରୁ।' END,
		'diyGuideText', CASE WHEN "diy_guide_text" = '1. Check battery health: on iPhone open Settings > Battery > Battery Health; on Android look in Settings > Battery or Device care.
2. Restart the phone once: it closes apps that keep running in the background and drain power.
3. Turn on Battery Saver and auto-brightness, and lower the screen timeout to 30 seconds.
4. In Settings > Battery, see which app uses the most power and close or uninstall it if you do not need it.
5. Charge with the original charger or a certified one; cheap roadside chargers can damage the battery.
6. Safety: if the phone back is bulging, the phone gets very hot or smells of burning, unplug it, switch it off and book a repair right away.' THEN '1. ବ୍ୟାଟେରୀର ଅବସ୍ଥା ଯାଞ୍ଚ କରନ୍ତୁ: iPhone ରେ Settings > Battery > Battery Health ଖୋଲନ୍ତୁ; Android ରେ Settings > Battery ବା Device care ରେ ଦେଖନ୍ତୁ।
2. ଥରେ ଫୋନ୍ ରିଷ୍ଟାର୍ଟ କରନ୍ତୁ: ଏହା ପଛପଟେ ଚାଲୁଥିବା ଓ ବ୍ୟାଟେରୀ ଖାଉଥିବା ଆପଗୁଡ଼ିକୁ ବନ୍ଦ କରିଦିଏ।
3. Battery Saver ଅନ୍ କରନ୍ତୁ, ସ୍କ୍ରିନର ଆଲୁଅ ନିଜେ କମିବା-ବଢ଼ିବା ପାଇଁ auto-brightness ଅନ୍ କରନ୍ତୁ, ଏବଂ ସ୍କ୍ରିନ୍ ବନ୍ଦ ହେବା ସମୟ (Screen timeout) କମାଇ 30 ସେକେଣ୍ଡ କରନ୍ତୁ।
4. Settings > Battery ରେ ଦେଖନ୍ତୁ କେଉଁ ଆପ୍ ସବୁଠାରୁ ଅଧିକ ବ୍ୟାଟେରୀ ଖର୍ଚ୍ଚ କରୁଛି, ଏବଂ ତାହା ଦରକାର ନଥିଲେ ବନ୍ଦ କରନ୍ତୁ ବା ଫୋନରୁ ହଟାନ୍ତୁ।
5. ଫୋନ୍ ସହିତ ଆସିଥିବା ଚାର୍ଜର ବା କୌଣସି ପ୍ରମାଣିତ (certified) ଚାର୍ଜରରେ ହିଁ ଚାର୍ଜ କରନ୍ତୁ; ରାସ୍ତା କଡ଼ରେ ମିଳୁଥିବା ଶସ୍ତା ଚାର୍ଜର ବ୍ୟାଟେରୀ ଖରାପ କରିପାରେ।
6. ସାବଧାନ: ଫୋନର ପଛ ପଟ ଫୁଲିଯାଇଥିଲେ, ଫୋନ୍ ବହୁତ ଗରମ ହେଉଥିଲେ ବା ଜଳିବା ଗନ୍ଧ ଆସୁଥିଲେ, ଚାର୍ଜର କାଢ଼ି ଦିଅନ୍ତୁ, ଫୋନ୍ ବନ୍ଦ କରନ୍ତୁ ଏବଂ ତୁରନ୍ତ ମରାମତି ବୁକ୍ କରନ୍ତୁ।' END)))
WHERE "slug" = 'battery-replacement';--> statement-breakpoint
UPDATE "repair_services" SET "translations" = jsonb_build_object(
	'hi', jsonb_strip_nulls(jsonb_build_object(
		'name', CASE WHEN "name" = 'Charging Port Repair' THEN 'चार्जिंग पोर्ट की मरम्मत' END,
		'description', CASE WHEN "description" = 'We clean, repair or replace loose and faulty charging ports at your doorstep using genuine or high-quality parts, so your phone charges reliably again.' THEN 'ढीले या खराब चार्जिंग पोर्ट को हम आपके घर पर साफ़ करते हैं, ठीक करते हैं या बदलते हैं। हम असली या अच्छी क्वालिटी के पार्ट लगाते हैं, ताकि आपका फ़ोन फिर से ठीक से चार्ज हो।' END,
		'diyGuideText', CASE WHEN "diy_guide_text" = '1. Try a different cable, a different adapter and a different wall socket: the cable is the most common culprit.
2. Shine a torch into the charging port; pocket lint and dust often pack tightly at the bottom.
3. Switch the phone off and gently loosen the dirt with a wooden toothpick. Never use a safety pin, needle or anything metal.
4. Do not blow into the port with your mouth: it adds moisture. A soft dry brush or a puff of air from a bulb is safer.
5. Restart the phone and plug in again; a software hiccup can sometimes stop charging.
6. If the plug or port gets hot, or the phone shows a moisture warning, unplug it and let it rest before trying again.' THEN '1. दूसरी केबल, दूसरा अडैप्टर और दीवार का दूसरा सॉकेट लगाकर देखें: ज़्यादातर खराबी केबल में ही होती है।
2. चार्जिंग पोर्ट के अंदर टॉर्च की रोशनी डालकर देखें; जेब के रेशे और धूल अक्सर पोर्ट के अंदर तले में कसकर जम जाते हैं।
3. फ़ोन बंद करें और लकड़ी की टूथपिक से गंदगी को धीरे-धीरे ढीला करें। सेफ़्टी पिन, सुई या धातु की कोई भी चीज़ कभी इस्तेमाल न करें।
4. पोर्ट में मुँह से फूँक न मारें: इससे नमी अंदर जाती है। नरम सूखा ब्रश या रबर ब्लोअर की हल्की हवा ज़्यादा सुरक्षित है।
5. फ़ोन रीस्टार्ट करें और फिर से चार्जर लगाएँ; कभी-कभी सॉफ़्टवेयर की छोटी-सी गड़बड़ी से भी चार्जिंग रुक जाती है।
6. अगर प्लग या पोर्ट गरम हो जाए, या फ़ोन पर नमी की चेतावनी दिखे, तो चार्जर निकाल दें और दोबारा कोशिश करने से पहले फ़ोन को कुछ देर ऐसे ही रहने दें।' END)),
	'or', jsonb_strip_nulls(jsonb_build_object(
		'name', CASE WHEN "name" = 'Charging Port Repair' THEN 'ଚାର୍ଜିଂ ପୋର୍ଟ ମରାମତି' END,
		'description', CASE WHEN "description" = 'We clean, repair or replace loose and faulty charging ports at your doorstep using genuine or high-quality parts, so your phone charges reliably again.' THEN 'ଢିଲା ବା ଖରାପ ଚାର୍ଜିଂ ପୋର୍ଟକୁ ଆମେ ଆପଣଙ୍କ ଘରେ ସଫା କରୁ, ଠିକ୍ କରୁ ବା ବଦଳାଉ। ଆମେ ଅସଲି ବା ଭଲ ମାନର ପାର୍ଟସ୍ ଲଗାଉ, ଯେପରି ଆପଣଙ୍କ ଫୋନ୍ ପୁଣି ଠିକ୍ ଭାବେ ଚାର୍ଜ ହେବ।' END,
		'diyGuideText', CASE WHEN "diy_guide_text" = '1. Try a different cable, a different adapter and a different wall socket: the cable is the most common culprit.
2. Shine a torch into the charging port; pocket lint and dust often pack tightly at the bottom.
3. Switch the phone off and gently loosen the dirt with a wooden toothpick. Never use a safety pin, needle or anything metal.
4. Do not blow into the port with your mouth: it adds moisture. A soft dry brush or a puff of air from a bulb is safer.
5. Restart the phone and plug in again; a software hiccup can sometimes stop charging.
6. If the plug or port gets hot, or the phone shows a moisture warning, unplug it and let it rest before trying again.' THEN '1. ଅନ୍ୟ ଏକ କେବୁଲ୍, ଅନ୍ୟ ଏକ ଆଡାପ୍ଟର ଓ କାନ୍ଥର ଅନ୍ୟ ଏକ ସକେଟ୍ ଲଗାଇ ଦେଖନ୍ତୁ: ଅଧିକାଂଶ ସମୟରେ ଦୋଷ କେବୁଲରେ ହିଁ ଥାଏ।
2. ଚାର୍ଜିଂ ପୋର୍ଟ ଭିତରକୁ ଟର୍ଚ୍ଚ ମାରି ଦେଖନ୍ତୁ; ପକେଟର ସୂତା ଖଣ୍ଡ ଓ ଧୂଳି ଅନେକ ସମୟରେ ପୋର୍ଟର ତଳେ ଟାଣ ହୋଇ ଜମିଯାଏ।
3. ଫୋନ୍ ବନ୍ଦ କରନ୍ତୁ ଏବଂ କାଠର ଟୁଥପିକ୍ ଦେଇ ମଇଳାକୁ ଧୀରେ ଧୀରେ ଢିଲା କରନ୍ତୁ। ସେଫ୍ଟି ପିନ୍, ଛୁଞ୍ଚି ବା କୌଣସି ଧାତୁ ଜିନିଷ କେବେ ବି ବ୍ୟବହାର କରନ୍ତୁ ନାହିଁ।
4. ପୋର୍ଟ ଭିତରକୁ ପାଟିରେ ଫୁଙ୍କନ୍ତୁ ନାହିଁ: ଏଥିରେ ଓଦା ଭିତରକୁ ଯାଏ। ନରମ ଶୁଖିଲା ବ୍ରସ୍ ବା ରବର ବ୍ଲୋଅରର ହାଲୁକା ପବନ ଅଧିକ ସୁରକ୍ଷିତ।
5. ଫୋନ୍ ରିଷ୍ଟାର୍ଟ କରି ପୁଣି ଚାର୍ଜର ଲଗାନ୍ତୁ; ବେଳେବେଳେ ସଫ୍ଟୱେରର ଛୋଟ ଗଡ଼ବଡ଼ ଯୋଗୁଁ ମଧ୍ୟ ଚାର୍ଜିଂ ବନ୍ଦ ହୋଇଯାଏ।
6. ପ୍ଲଗ୍ ବା ପୋର୍ଟ ଗରମ ହେଲେ, କିମ୍ବା ଫୋନରେ ଓଦା ବିଷୟରେ ଚେତାବନୀ ଦେଖାଗଲେ, ଚାର୍ଜର କାଢ଼ି ଦିଅନ୍ତୁ ଏବଂ ପୁଣି ଚେଷ୍ଟା କରିବା ଆଗରୁ ଫୋନକୁ କିଛି ସମୟ ସେମିତି ଛାଡ଼ି ଦିଅନ୍ତୁ।' END)))
WHERE "slug" = 'charging-port';--> statement-breakpoint
UPDATE "repair_services" SET "translations" = jsonb_build_object(
	'hi', jsonb_strip_nulls(jsonb_build_object(
		'name', CASE WHEN "name" = 'Water Damage Repair' THEN 'पानी से खराब फ़ोन की मरम्मत' END,
		'description', CASE WHEN "description" = 'Phone fell in water, tea or the sink? Our technician opens, cleans and dries the inside at your doorstep and replaces any damaged parts with genuine or high-quality ones.' THEN 'फ़ोन पानी, चाय या सिंक में गिर गया? हमारा तकनीशियन आपके घर पर फ़ोन खोलकर उसे अंदर से साफ़ करता है और सुखाता है, और खराब हुए पार्ट को असली या अच्छी क्वालिटी के पार्ट से बदलता है।' END,
		'diyGuideText', CASE WHEN "diy_guide_text" = '1. Take the phone out of the liquid and switch it off straight away. Do not keep testing whether it still works.
2. Never charge or plug in a wet phone: current through wet parts causes short circuits and permanent damage.
3. Remove the cover, SIM tray and memory card, then wipe the outside with a soft dry cloth.
4. Hold the phone with the charging port facing down and shake gently, then leave it in a dry, airy spot. No hair dryer, oven or hot sun.
5. Rice does not really help and leaves starch dust in the ports. Silica gel packets in a closed box, or plain air drying, work better.
6. If it was salt water, tea, juice or soapy water, book a repair quickly: sticky liquids start corroding the board within hours.' THEN '1. फ़ोन को पानी या दूसरे तरल से निकालें और तुरंत बंद कर दें। बार-बार चालू करके यह न देखें कि वह चल रहा है या नहीं।
2. भीगे फ़ोन को कभी चार्ज न करें और उसमें कोई तार न लगाएँ: गीले पार्ट में करंट जाने से शॉर्ट सर्किट होता है और हमेशा के लिए नुकसान हो जाता है।
3. कवर, SIM ट्रे और मेमोरी कार्ड निकाल लें, फिर फ़ोन को बाहर से नरम सूखे कपड़े से पोंछ दें।
4. फ़ोन को ऐसे पकड़ें कि चार्जिंग पोर्ट नीचे की ओर रहे, और धीरे से हिलाएँ, फिर उसे किसी सूखी, हवादार जगह पर रख दें। हेयर ड्रायर, ओवन या तेज़ धूप का इस्तेमाल न करें।
5. चावल से असल में कोई फ़ायदा नहीं होता, उल्टा पोर्ट में उसका पाउडर (स्टार्च) रह जाता है। बंद डिब्बे में सिलिका जेल के पैकेट रखना, या बस खुली हवा में सुखाना बेहतर है।
6. अगर फ़ोन खारे पानी, चाय, जूस या साबुन वाले पानी में गिरा था, तो जल्दी मरम्मत बुक करें: चिपचिपे तरल कुछ ही घंटों में अंदर के बोर्ड पर जंग लगाने लगते हैं।' END)),
	'or', jsonb_strip_nulls(jsonb_build_object(
		'name', CASE WHEN "name" = 'Water Damage Repair' THEN 'ପାଣିରେ ଭିଜି ଖରାପ ଫୋନ୍ ମରାମତି' END,
		'description', CASE WHEN "description" = 'Phone fell in water, tea or the sink? Our technician opens, cleans and dries the inside at your doorstep and replaces any damaged parts with genuine or high-quality ones.' THEN 'ଫୋନ୍ ପାଣି, ଚା ବା ସିଙ୍କରେ ପଡ଼ିଗଲା? ଆମ ଟେକ୍ନିସିଆନ ଆପଣଙ୍କ ଘରେ ଫୋନ୍ ଖୋଲି ଭିତରୁ ସଫା କରନ୍ତି ଓ ଶୁଖାନ୍ତି, ଏବଂ ଖରାପ ହୋଇଥିବା ପାର୍ଟସ୍ ଅସଲି ବା ଭଲ ମାନର ପାର୍ଟସରେ ବଦଳାନ୍ତି।' END,
		'diyGuideText', CASE WHEN "diy_guide_text" = '1. Take the phone out of the liquid and switch it off straight away. Do not keep testing whether it still works.
2. Never charge or plug in a wet phone: current through wet parts causes short circuits and permanent damage.
3. Remove the cover, SIM tray and memory card, then wipe the outside with a soft dry cloth.
4. Hold the phone with the charging port facing down and shake gently, then leave it in a dry, airy spot. No hair dryer, oven or hot sun.
5. Rice does not really help and leaves starch dust in the ports. Silica gel packets in a closed box, or plain air drying, work better.
6. If it was salt water, tea, juice or soapy water, book a repair quickly: sticky liquids start corroding the board within hours.' THEN '1. ଫୋନକୁ ପାଣି ବା ଅନ୍ୟ ତରଳରୁ ବାହାର କରନ୍ତୁ ଏବଂ ତୁରନ୍ତ ବନ୍ଦ କରନ୍ତୁ। ଏହା ଚାଲୁଛି କି ନାହିଁ, ବାରମ୍ବାର ଅନ୍ କରି ଦେଖନ୍ତୁ ନାହିଁ।
2. ଓଦା ଫୋନକୁ କେବେ ବି ଚାର୍ଜ କରନ୍ତୁ ନାହିଁ ବା କୌଣସି ତାର ଲଗାନ୍ତୁ ନାହିଁ: ଓଦା ପାର୍ଟସ୍ ଦେଇ କରେଣ୍ଟ ଗଲେ ସର୍ଟ ସର୍କିଟ୍ ହୁଏ ଏବଂ ସବୁଦିନ ପାଇଁ କ୍ଷତି ହୋଇଯାଏ।
3. କଭର, SIM ଟ୍ରେ ଓ ମେମୋରୀ କାର୍ଡ କାଢ଼ନ୍ତୁ, ତା’ପରେ ଫୋନର ବାହାର ପଟକୁ ନରମ ଶୁଖିଲା କପଡ଼ାରେ ପୋଛନ୍ତୁ।
4. ଚାର୍ଜିଂ ପୋର୍ଟ ତଳକୁ କରି ଫୋନ୍ ଧରନ୍ତୁ ଓ ଧୀରେ ହଲାନ୍ତୁ, ତା’ପରେ ଏହାକୁ ଏକ ଶୁଖିଲା, ପବନ ଚାଲୁଥିବା ଜାଗାରେ ରଖନ୍ତୁ। ହେୟାର ଡ୍ରାୟର, ଓଭେନ୍ ବା କଡ଼ା ଖରା ବ୍ୟବହାର କରନ୍ତୁ ନାହିଁ।
5. ଚାଉଳରେ ପ୍ରକୃତରେ କିଛି ଲାଭ ହୁଏ ନାହିଁ, ବରଂ ପୋର୍ଟରେ ତାର ଗୁଣ୍ଡ (ଷ୍ଟାର୍ଚ୍ଚ) ରହିଯାଏ। ବନ୍ଦ ଡବାରେ ସିଲିକା ଜେଲ୍ ପ୍ୟାକେଟ୍ ରଖିବା, ବା କେବଳ ଖୋଲା ପବନରେ ଶୁଖାଇବା ଅଧିକ ଭଲ।
6. ଲୁଣିଆ ପାଣି, ଚା, ଜୁସ୍ ବା ସାବୁନ ପାଣି ହୋଇଥିଲେ ଶୀଘ୍ର ମରାମତି ବୁକ୍ କରନ୍ତୁ: ଅଠାଳିଆ ତରଳ କିଛି ଘଣ୍ଟା ଭିତରେ ଭିତରର ବୋର୍ଡରେ କଳଙ୍କି ଲଗାଇବା ଆରମ୍ଭ କରେ।' END)))
WHERE "slug" = 'water-damage';--> statement-breakpoint
UPDATE "repair_services" SET "translations" = jsonb_build_object(
	'hi', jsonb_strip_nulls(jsonb_build_object(
		'name', CASE WHEN "name" = 'Speaker Repair' THEN 'स्पीकर की मरम्मत' END,
		'description', CASE WHEN "description" = 'No sound, crackling or very low volume on calls and videos? We clean or replace the loudspeaker and earpiece at your doorstep with genuine or high-quality parts.' THEN 'कॉल और वीडियो में आवाज़ नहीं आती, खरखराहट होती है या आवाज़ बहुत धीमी है? हम आपके घर पर लाउडस्पीकर और ईयरपीस को साफ़ करते हैं या बदलते हैं, असली या अच्छी क्वालिटी के पार्ट के साथ।' END,
		'diyGuideText', CASE WHEN "diy_guide_text" = '1. Press the volume up button while a song or video is playing, and check that silent mode and Do Not Disturb are off.
2. Turn off Bluetooth: the sound may be going to earphones, a smartwatch or your car.
3. Gently brush the speaker grille with a soft, dry toothbrush to remove dust. Do not poke it with a pin.
4. Restart the phone and test again with a different app, such as YouTube and then a normal phone call.
5. Note whether the problem is the bottom loudspeaker, the top earpiece used during calls, or both; tell us when you book.' THEN '1. कोई गाना या वीडियो चलाते हुए आवाज़ बढ़ाने वाला बटन दबाएँ, और देख लें कि साइलेंट मोड और Do Not Disturb बंद हों।
2. Bluetooth बंद करें: हो सकता है आवाज़ ईयरफ़ोन, स्मार्टवॉच या आपकी कार में जा रही हो।
3. धूल हटाने के लिए स्पीकर की जाली को नरम, सूखे टूथब्रश से धीरे से साफ़ करें। उसमें पिन न घुसाएँ।
4. फ़ोन रीस्टार्ट करें और किसी दूसरे ऐप में फिर से जाँचें, जैसे पहले YouTube पर और फिर एक आम फ़ोन कॉल पर।
5. ध्यान दें कि खराबी नीचे वाले लाउडस्पीकर में है, ऊपर वाले ईयरपीस में (जिससे कॉल सुनाई देती है), या दोनों में; बुक करते समय हमें बताएँ।' END)),
	'or', jsonb_strip_nulls(jsonb_build_object(
		'name', CASE WHEN "name" = 'Speaker Repair' THEN 'ସ୍ପିକର ମରାମତି' END,
		'description', CASE WHEN "description" = 'No sound, crackling or very low volume on calls and videos? We clean or replace the loudspeaker and earpiece at your doorstep with genuine or high-quality parts.' THEN 'କଲ୍ ଓ ଭିଡିଓରେ ଶବ୍ଦ ଆସୁନାହିଁ, କରକର ଶବ୍ଦ ହେଉଛି ବା ଶବ୍ଦ ବହୁତ କମ୍? ଆମେ ଆପଣଙ୍କ ଘରେ ଲାଉଡସ୍ପିକର ଓ ଇୟରପିସ୍ ସଫା କରୁ ବା ବଦଳାଉ, ଅସଲି ବା ଭଲ ମାନର ପାର୍ଟସ୍ ସହିତ।' END,
		'diyGuideText', CASE WHEN "diy_guide_text" = '1. Press the volume up button while a song or video is playing, and check that silent mode and Do Not Disturb are off.
2. Turn off Bluetooth: the sound may be going to earphones, a smartwatch or your car.
3. Gently brush the speaker grille with a soft, dry toothbrush to remove dust. Do not poke it with a pin.
4. Restart the phone and test again with a different app, such as YouTube and then a normal phone call.
5. Note whether the problem is the bottom loudspeaker, the top earpiece used during calls, or both; tell us when you book.' THEN '1. କୌଣସି ଗୀତ ବା ଭିଡିଓ ଚାଲୁଥିବା ବେଳେ ଶବ୍ଦ ବଢ଼ାଇବା ବଟନ୍ ଦବାନ୍ତୁ, ଏବଂ ଦେଖନ୍ତୁ ଯେ ସାଇଲେଣ୍ଟ ମୋଡ୍ ଓ Do Not Disturb ବନ୍ଦ ଅଛି।
2. Bluetooth ବନ୍ଦ କରନ୍ତୁ: ହୁଏତ ଶବ୍ଦ ଇୟରଫୋନ୍, ସ୍ମାର୍ଟୱାଚ୍ ବା ଆପଣଙ୍କ କାରକୁ ଯାଉଛି।
3. ଧୂଳି ହଟାଇବା ପାଇଁ ସ୍ପିକରର ଜାଲିକୁ ନରମ, ଶୁଖିଲା ଟୁଥବ୍ରସରେ ଧୀରେ ସଫା କରନ୍ତୁ। ଏଥିରେ ପିନ୍ ପୁରାନ୍ତୁ ନାହିଁ।
4. ଫୋନ୍ ରିଷ୍ଟାର୍ଟ କରନ୍ତୁ ଏବଂ ଅନ୍ୟ ଏକ ଆପରେ ପୁଣି ପରଖନ୍ତୁ, ଯେପରି ପ୍ରଥମେ YouTube ରେ ଓ ତା’ପରେ ଏକ ସାଧାରଣ ଫୋନ୍ କଲରେ।
5. ଦେଖନ୍ତୁ ସମସ୍ୟା ତଳ ପଟର ଲାଉଡସ୍ପିକରରେ ଅଛି, କଲ୍ ଶୁଣିବା ପାଇଁ ଉପର ପଟର ଇୟରପିସରେ ଅଛି, ନା ଦୁଇଟିରେ; ବୁକ୍ କରିବା ବେଳେ ଆମକୁ କୁହନ୍ତୁ।' END)))
WHERE "slug" = 'speaker-repair';--> statement-breakpoint
UPDATE "repair_services" SET "translations" = jsonb_build_object(
	'hi', jsonb_strip_nulls(jsonb_build_object(
		'name', CASE WHEN "name" = 'Microphone Repair' THEN 'माइक की मरम्मत' END,
		'description', CASE WHEN "description" = 'If people cannot hear you on calls or voice notes sound muffled, we clean or replace the microphone at your doorstep using genuine or high-quality parts.' THEN 'अगर कॉल पर लोगों को आपकी आवाज़ नहीं आती या वॉइस नोट में आवाज़ दबी-दबी आती है, तो हम आपके घर पर माइक्रोफ़ोन को साफ़ करते हैं या बदलते हैं, असली या अच्छी क्वालिटी के पार्ट के साथ।' END,
		'diyGuideText', CASE WHEN "diy_guide_text" = '1. Open the Voice Recorder app, record a few words and play them back to check whether the microphone picks you up.
2. Check app permissions: in Settings > Apps, open the app (for example WhatsApp) and allow Microphone.
3. Remove the phone cover and check that it does not block the tiny mic hole near the charging port.
4. Brush the mic hole very gently with a soft dry brush. Never push a pin or needle inside.
5. Disconnect Bluetooth earphones and restart the phone, then try a call again.
6. Try a call on speakerphone: if you are heard on speaker but not normally, tell us, as it shows which mic is faulty.' THEN '1. Voice Recorder ऐप खोलें, कुछ शब्द रिकॉर्ड करें और सुनकर देखें कि माइक्रोफ़ोन आपकी आवाज़ पकड़ रहा है या नहीं।
2. ऐप की अनुमति जाँचें: Settings > Apps में जाकर ऐप खोलें (जैसे WhatsApp) और Microphone की अनुमति दें।
3. फ़ोन का कवर हटाएँ और देखें कि वह चार्जिंग पोर्ट के पास वाले माइक के छोटे छेद को ढक तो नहीं रहा।
4. माइक के छेद को नरम सूखे ब्रश से बहुत धीरे साफ़ करें। अंदर कभी पिन या सुई न डालें।
5. Bluetooth ईयरफ़ोन को फ़ोन से अलग (डिस्कनेक्ट) करें और फ़ोन रीस्टार्ट करें, फिर दोबारा कॉल करके देखें।
6. स्पीकरफ़ोन पर कॉल करके देखें: अगर स्पीकरफ़ोन पर आपकी आवाज़ जाती है पर आम कॉल में नहीं, तो हमें बताएँ, क्योंकि इससे पता चलता है कि कौन-सा माइक खराब है।' END)),
	'or', jsonb_strip_nulls(jsonb_build_object(
		'name', CASE WHEN "name" = 'Microphone Repair' THEN 'ମାଇକ୍ ମରାମତି' END,
		'description', CASE WHEN "description" = 'If people cannot hear you on calls or voice notes sound muffled, we clean or replace the microphone at your doorstep using genuine or high-quality parts.' THEN 'କଲରେ ଲୋକେ ଆପଣଙ୍କ କଥା ଶୁଣିପାରୁନଥିଲେ ବା ଭଏସ୍ ନୋଟରେ ସ୍ୱର ଅସ୍ପଷ୍ଟ ଶୁଣାଯାଉଥିଲେ, ଆମେ ଆପଣଙ୍କ ଘରେ ମାଇକ୍ରୋଫୋନ୍ ସଫା କରୁ ବା ବଦଳାଉ, ଅସଲି ବା ଭଲ ମାନର ପାର୍ଟସ୍ ସହିତ।' END,
		'diyGuideText', CASE WHEN "diy_guide_text" = '1. Open the Voice Recorder app, record a few words and play them back to check whether the microphone picks you up.
2. Check app permissions: in Settings > Apps, open the app (for example WhatsApp) and allow Microphone.
3. Remove the phone cover and check that it does not block the tiny mic hole near the charging port.
4. Brush the mic hole very gently with a soft dry brush. Never push a pin or needle inside.
5. Disconnect Bluetooth earphones and restart the phone, then try a call again.
6. Try a call on speakerphone: if you are heard on speaker but not normally, tell us, as it shows which mic is faulty.' THEN '1. Voice Recorder ଆପ୍ ଖୋଲନ୍ତୁ, କିଛି କଥା ରେକର୍ଡ କରନ୍ତୁ ଏବଂ ଶୁଣି ଦେଖନ୍ତୁ ମାଇକ୍ରୋଫୋନ୍ ଆପଣଙ୍କ ସ୍ୱର ଧରୁଛି କି ନାହିଁ।
2. ଆପର ଅନୁମତି ଯାଞ୍ଚ କରନ୍ତୁ: Settings > Apps ରେ ଆପଟି ଖୋଲନ୍ତୁ (ଯେପରି WhatsApp) ଏବଂ Microphone ଅନୁମତି ଦିଅନ୍ତୁ।
3. ଫୋନ୍ କଭର କାଢ଼ନ୍ତୁ ଏବଂ ଦେଖନ୍ତୁ ଯେ ଏହା ଚାର୍ଜିଂ ପୋର୍ଟ ପାଖରେ ଥିବା ମାଇକର ଛୋଟ ଛିଦ୍ରକୁ ଢାଙ୍କୁନାହିଁ।
4. ମାଇକର ଛିଦ୍ରକୁ ନରମ ଶୁଖିଲା ବ୍ରସରେ ବହୁତ ଧୀରେ ସଫା କରନ୍ତୁ। ଭିତରକୁ କେବେ ବି ପିନ୍ ବା ଛୁଞ୍ଚି ପୁରାନ୍ତୁ ନାହିଁ।
5. Bluetooth ଇୟରଫୋନକୁ ଫୋନରୁ ଅଲଗା (ଡିସକନେକ୍ଟ) କରନ୍ତୁ ଏବଂ ଫୋନ୍ ରିଷ୍ଟାର୍ଟ କରନ୍ତୁ, ତା’ପରେ ପୁଣି କଲ୍ କରି ଦେଖନ୍ତୁ।
6. ସ୍ପିକରଫୋନରେ କଲ୍ କରି ଦେଖନ୍ତୁ: ଯଦି ସ୍ପିକରଫୋନରେ ଆପଣଙ୍କ କଥା ଶୁଣାଯାଉଛି କିନ୍ତୁ ସାଧାରଣ କଲରେ ନୁହେଁ, ତେବେ ଆମକୁ କୁହନ୍ତୁ, କାରଣ ଏଥିରୁ ଜଣାପଡ଼େ କେଉଁ ମାଇକ୍ ଖରାପ।' END)))
WHERE "slug" = 'microphone-repair';--> statement-breakpoint
UPDATE "repair_services" SET "translations" = jsonb_build_object(
	'hi', jsonb_strip_nulls(jsonb_build_object(
		'name', CASE WHEN "name" = 'Software Troubleshooting' THEN 'सॉफ़्टवेयर की समस्या ठीक करना' END,
		'description', CASE WHEN "description" = 'Slow, hanging or restarting phone? Our technician fixes software problems, removes harmful apps and updates the system at your doorstep, without losing your data where possible.' THEN 'फ़ोन धीमा चलता है, अटकता है या बार-बार अपने आप रीस्टार्ट होता है? हमारा तकनीशियन आपके घर पर सॉफ़्टवेयर की समस्याएँ ठीक करता है, नुकसान पहुँचाने वाले ऐप हटाता है और सिस्टम अपडेट करता है। जहाँ तक हो सके, आपका डेटा नहीं मिटता।' END,
		'diyGuideText', CASE WHEN "diy_guide_text" = '1. Restart the phone: hold the power button and choose Restart. This clears many freezes and glitches.
2. Check free storage in Settings > Storage; if it is almost full, delete old videos and forwarded WhatsApp media.
3. Install pending updates from Settings > Software update (or System update) while on Wi-Fi and charging.
4. If one app keeps crashing, update it from the Play Store or App Store, or uninstall and reinstall it.
5. Uninstall apps you installed just before the trouble began, especially ones that show ads everywhere.
6. Never share an OTP or install a remote-control app for anyone who calls offering to fix your phone, and do not factory reset without a backup.' THEN '1. फ़ोन रीस्टार्ट करें: पावर बटन दबाकर रखें और Restart चुनें। इससे फ़ोन का अटकना और कई छोटी गड़बड़ियाँ ठीक हो जाती हैं।
2. Settings > Storage में देखें कि कितनी जगह खाली है; अगर जगह लगभग भर गई है, तो पुराने वीडियो और WhatsApp पर आए फ़ॉरवर्ड किए हुए फ़ोटो-वीडियो हटा दें।
3. Wi-Fi से जुड़े रहते हुए और फ़ोन को चार्जिंग पर लगाकर, Settings > Software update (या System update) से बाकी अपडेट इंस्टॉल करें।
4. अगर कोई एक ऐप बार-बार बंद हो जाता है, तो उसे Play Store या App Store से अपडेट करें, या उसे हटाकर दोबारा इंस्टॉल करें।
5. समस्या शुरू होने से ठीक पहले जो ऐप आपने इंस्टॉल किए थे, उन्हें हटा दें, खासकर वे जो हर जगह विज्ञापन दिखाते हैं।
6. अगर कोई फ़ोन करके आपका फ़ोन ठीक करने की बात कहे, तो उसे कभी OTP न बताएँ और उसके कहने पर रिमोट कंट्रोल वाला कोई ऐप इंस्टॉल न करें; और बैकअप लिए बिना फ़ोन को फ़ैक्टरी रीसेट न करें।' END)),
	'or', jsonb_strip_nulls(jsonb_build_object(
		'name', CASE WHEN "name" = 'Software Troubleshooting' THEN 'ସଫ୍ଟୱେର୍ ସମସ୍ୟା ସମାଧାନ' END,
		'description', CASE WHEN "description" = 'Slow, hanging or restarting phone? Our technician fixes software problems, removes harmful apps and updates the system at your doorstep, without losing your data where possible.' THEN 'ଫୋନ୍ ଧୀରେ ଚାଲୁଛି, ହ୍ୟାଙ୍ଗ୍ ହେଉଛି ବା ବାରମ୍ବାର ନିଜେ ରିଷ୍ଟାର୍ଟ ହେଉଛି? ଆମ ଟେକ୍ନିସିଆନ ଆପଣଙ୍କ ଘରେ ସଫ୍ଟୱେର୍ ସମସ୍ୟା ଠିକ୍ କରନ୍ତି, କ୍ଷତିକାରକ ଆପ୍ ହଟାନ୍ତି ଓ ସିଷ୍ଟମ୍ ଅପଡେଟ୍ କରନ୍ତି। ଯେତେଦୂର ସମ୍ଭବ, ଆପଣଙ୍କ ଡାଟା ହଜେ ନାହିଁ।' END,
		'diyGuideText', CASE WHEN "diy_guide_text" = '1. Restart the phone: hold the power button and choose Restart. This clears many freezes and glitches.
2. Check free storage in Settings > Storage; if it is almost full, delete old videos and forwarded WhatsApp media.
3. Install pending updates from Settings > Software update (or System update) while on Wi-Fi and charging.
4. If one app keeps crashing, update it from the Play Store or App Store, or uninstall and reinstall it.
5. Uninstall apps you installed just before the trouble began, especially ones that show ads everywhere.
6. Never share an OTP or install a remote-control app for anyone who calls offering to fix your phone, and do not factory reset without a backup.' THEN '1. ଫୋନ୍ ରିଷ୍ଟାର୍ଟ କରନ୍ତୁ: ପାୱାର ବଟନ୍ ଦବାଇ ଧରନ୍ତୁ ଓ Restart ବାଛନ୍ତୁ। ଏଥିରେ ଫୋନ୍ ଅଟକିବା ଓ ଅନେକ ଛୋଟ ଗଡ଼ବଡ଼ ଠିକ୍ ହୋଇଯାଏ।
2. Settings > Storage ରେ କେତେ ଜାଗା ଖାଲି ଅଛି ଦେଖନ୍ତୁ; ପ୍ରାୟ ଭରିଯାଇଥିଲେ, ପୁରୁଣା ଭିଡିଓ ଓ WhatsApp ରେ ଫରୱାର୍ଡ ହୋଇ ଆସିଥିବା ଫଟୋ-ଭିଡିଓ ହଟାନ୍ତୁ।
3. Wi-Fi ସହ ଯୋଡ଼ି ଓ ଫୋନକୁ ଚାର୍ଜରେ ଲଗାଇ, Settings > Software update (ବା System update) ରୁ ବାକି ଥିବା ଅପଡେଟ୍ ଇନଷ୍ଟଲ୍ କରନ୍ତୁ।
4. କୌଣସି ଗୋଟିଏ ଆପ୍ ବାରମ୍ବାର ବନ୍ଦ ହୋଇଯାଉଥିଲେ, ତାକୁ Play Store ବା App Store ରୁ ଅପଡେଟ୍ କରନ୍ତୁ, କିମ୍ବା ହଟାଇ ପୁଣି ଇନଷ୍ଟଲ୍ କରନ୍ତୁ।
5. ସମସ୍ୟା ଆରମ୍ଭ ହେବାର ଠିକ୍ ଆଗରୁ ଯେଉଁ ଆପ୍ ଇନଷ୍ଟଲ୍ କରିଥିଲେ, ସେଗୁଡ଼ିକୁ ହଟାନ୍ତୁ, ବିଶେଷ କରି ଯେଉଁଗୁଡ଼ିକ ସବୁଆଡ଼େ ବିଜ୍ଞାପନ ଦେଖାନ୍ତି।
6. କେହି ଫୋନ୍ କରି ଆପଣଙ୍କ ଫୋନ୍ ଠିକ୍ କରିଦେବା କଥା କହିଲେ, ତାଙ୍କୁ କେବେ ବି OTP କୁହନ୍ତୁ ନାହିଁ କିମ୍ବା ତାଙ୍କ କଥାରେ ରିମୋଟ୍ କଣ୍ଟ୍ରୋଲ୍ ଆପ୍ ଇନଷ୍ଟଲ୍ କରନ୍ତୁ ନାହିଁ; ଏବଂ ବ୍ୟାକଅପ୍ ନନେଇ ଫୋନ୍ ଫ୍ୟାକ୍ଟ୍ରି ରିସେଟ୍ କରନ୍ତୁ ନାହିଁ।' END)))
WHERE "slug" = 'software-troubleshooting';--> statement-breakpoint
UPDATE "repair_services" SET "translations" = jsonb_build_object(
	'hi', jsonb_strip_nulls(jsonb_build_object(
		'name', CASE WHEN "name" = 'Camera Repair' THEN 'कैमरे की मरम्मत' END,
		'description', CASE WHEN "description" = 'We repair blurry, black or shaking cameras and cracked camera glass at your doorstep, replacing the faulty module with genuine or high-quality parts.' THEN 'फ़ोटो धुंधली आती है, कैमरा काला दिखता है या तस्वीर हिलती है? कैमरे का शीशा टूट गया है? हम आपके घर पर कैमरे की मरम्मत करते हैं और खराब कैमरा मॉड्यूल को असली या अच्छी क्वालिटी के पार्ट से बदलते हैं।' END,
		'diyGuideText', CASE WHEN "diy_guide_text" = '1. Wipe the camera lens with a soft clean cloth, such as a spectacle cloth; fingerprints are the most common cause of blurry photos.
2. Take off the phone cover and check that it is not blocking the lens or the flash.
3. Close the camera app completely, restart the phone, and open the camera again.
4. Switch between the front and back cameras and between photo, video and zoom; note which one fails and tell us.
5. Try the camera inside another app, such as WhatsApp. If it works there, update the camera app and the phone software.' THEN '1. कैमरे के लेंस को किसी नरम, साफ़ कपड़े से पोंछें, जैसे चश्मा साफ़ करने वाला कपड़ा; धुंधली फ़ोटो की सबसे आम वजह उंगलियों के निशान होते हैं।
2. फ़ोन का कवर उतारें और देखें कि वह लेंस या फ़्लैश को ढक तो नहीं रहा।
3. कैमरा ऐप पूरी तरह बंद करें, फ़ोन रीस्टार्ट करें और कैमरा फिर से खोलें।
4. आगे और पीछे के कैमरे के बीच, और फ़ोटो, वीडियो और ज़ूम के बीच बदलकर देखें; जो काम न करे, उसे लिख लें और हमें बताएँ।
5. किसी दूसरे ऐप में कैमरा चलाकर देखें, जैसे WhatsApp में। अगर वहाँ चलता है, तो कैमरा ऐप और फ़ोन का सॉफ़्टवेयर अपडेट करें।' END)),
	'or', jsonb_strip_nulls(jsonb_build_object(
		'name', CASE WHEN "name" = 'Camera Repair' THEN 'କ୍ୟାମେରା ମରାମତି' END,
		'description', CASE WHEN "description" = 'We repair blurry, black or shaking cameras and cracked camera glass at your doorstep, replacing the faulty module with genuine or high-quality parts.' THEN 'ଫଟୋ ଅସ୍ପଷ୍ଟ ଆସୁଛି, କ୍ୟାମେରା କଳା ଦେଖାଉଛି ବା ଛବି ହଲୁଛି? କ୍ୟାମେରା କାଚ ଫାଟିଯାଇଛି? ଆମେ ଆପଣଙ୍କ ଘରେ କ୍ୟାମେରା ମରାମତି କରୁ ଏବଂ ଖରାପ କ୍ୟାମେରା ମଡ୍ୟୁଲ୍ ଅସଲି ବା ଭଲ ମାନର ପାର୍ଟସରେ ବଦଳାଉ।' END,
		'diyGuideText', CASE WHEN "diy_guide_text" = '1. Wipe the camera lens with a soft clean cloth, such as a spectacle cloth; fingerprints are the most common cause of blurry photos.
2. Take off the phone cover and check that it is not blocking the lens or the flash.
3. Close the camera app completely, restart the phone, and open the camera again.
4. Switch between the front and back cameras and between photo, video and zoom; note which one fails and tell us.
5. Try the camera inside another app, such as WhatsApp. If it works there, update the camera app and the phone software.' THEN '1. କ୍ୟାମେରା ଲେନ୍ସକୁ ନରମ, ସଫା କପଡ଼ାରେ ପୋଛନ୍ତୁ, ଯେପରି ଚଷମା ପୋଛିବା କପଡ଼ା; ଫଟୋ ଅସ୍ପଷ୍ଟ ହେବାର ସବୁଠାରୁ ସାଧାରଣ କାରଣ ଆଙ୍ଗୁଠି ଦାଗ।
2. ଫୋନ୍ କଭର କାଢ଼ନ୍ତୁ ଏବଂ ଦେଖନ୍ତୁ ଯେ ଏହା ଲେନ୍ସ ବା ଫ୍ଲାସକୁ ଢାଙ୍କୁନାହିଁ।
3. କ୍ୟାମେରା ଆପ୍ ପୂରା ବନ୍ଦ କରନ୍ତୁ, ଫୋନ୍ ରିଷ୍ଟାର୍ଟ କରନ୍ତୁ, ଏବଂ କ୍ୟାମେରା ପୁଣି ଖୋଲନ୍ତୁ।
4. ଆଗ ଓ ପଛ କ୍ୟାମେରା ମଧ୍ୟରେ, ଏବଂ ଫଟୋ, ଭିଡିଓ ଓ ଜୁମ୍ ମଧ୍ୟରେ ବଦଳାଇ ଦେଖନ୍ତୁ; କେଉଁଟି କାମ କରୁନାହିଁ ଲେଖି ରଖନ୍ତୁ ଓ ଆମକୁ କୁହନ୍ତୁ।
5. ଅନ୍ୟ ଏକ ଆପରେ କ୍ୟାମେରା ଚଳାଇ ଦେଖନ୍ତୁ, ଯେପରି WhatsApp ରେ। ସେଠାରେ କାମ କଲେ, କ୍ୟାମେରା ଆପ୍ ଓ ଫୋନର ସଫ୍ଟୱେର୍ ଅପଡେଟ୍ କରନ୍ତୁ।' END)))
WHERE "slug" = 'camera-repair';--> statement-breakpoint
UPDATE "repair_services" SET "translations" = jsonb_build_object(
	'hi', jsonb_strip_nulls(jsonb_build_object(
		'name', CASE WHEN "name" = 'Button Replacement' THEN 'बटन बदलना' END,
		'description', CASE WHEN "description" = 'Stuck, loose or unresponsive power and volume buttons are repaired or replaced at your doorstep with genuine or high-quality parts.' THEN 'अटके हुए, ढीले या दबाने पर काम न करने वाले पावर और आवाज़ (वॉल्यूम) के बटन हम आपके घर पर ठीक करते हैं या बदलते हैं, असली या अच्छी क्वालिटी के पार्ट के साथ।' END,
		'diyGuideText', CASE WHEN "diy_guide_text" = '1. Remove the phone cover: a tight or bent cover can press a button all the time or stop it from clicking.
2. Brush around the button with a soft dry toothbrush and press it a few times to loosen trapped dust.
3. Restart the phone; if the power button does not work, use the power icon in the quick settings panel or in Settings.
4. Use an on-screen button meanwhile: on iPhone turn on AssistiveTouch in Settings > Accessibility > Touch; on Android turn on the Accessibility Menu.
5. If the phone keeps restarting by itself or the volume keeps changing, a button is stuck pressed; switch off and book a repair.' THEN '1. फ़ोन का कवर हटाएँ: टाइट या मुड़ा हुआ कवर बटन को हर समय दबाए रख सकता है या उसे दबने नहीं देता।
2. बटन के आसपास नरम सूखे टूथब्रश से साफ़ करें, और फँसी हुई धूल निकालने के लिए बटन को कुछ बार दबाएँ।
3. फ़ोन रीस्टार्ट करें; अगर पावर बटन काम नहीं करता, तो क्विक सेटिंग्स पैनल (स्क्रीन पर ऊपर से नीचे स्वाइप करने पर दिखता है) या Settings में पावर का निशान इस्तेमाल करें।
4. तब तक स्क्रीन पर दिखने वाला बटन इस्तेमाल करें: iPhone पर Settings > Accessibility > Touch में AssistiveTouch चालू करें; Android पर Accessibility Menu चालू करें।
5. अगर फ़ोन बार-बार अपने आप रीस्टार्ट होता है या आवाज़ अपने आप घटती-बढ़ती है, तो कोई बटन दबा हुआ अटक गया है; फ़ोन बंद करें और मरम्मत बुक करें।' END)),
	'or', jsonb_strip_nulls(jsonb_build_object(
		'name', CASE WHEN "name" = 'Button Replacement' THEN 'ବଟନ୍ ବଦଳ' END,
		'description', CASE WHEN "description" = 'Stuck, loose or unresponsive power and volume buttons are repaired or replaced at your doorstep with genuine or high-quality parts.' THEN 'ଅଟକିଯାଇଥିବା, ଢିଲା ବା ଦବାଇଲେ କାମ କରୁନଥିବା ପାୱାର ଓ ଭଲ୍ୟୁମ୍ ବଟନ୍ ଆମେ ଆପଣଙ୍କ ଘରେ ଠିକ୍ କରୁ ବା ବଦଳାଉ, ଅସଲି ବା ଭଲ ମାନର ପାର୍ଟସ୍ ସହିତ।' END,
		'diyGuideText', CASE WHEN "diy_guide_text" = '1. Remove the phone cover: a tight or bent cover can press a button all the time or stop it from clicking.
2. Brush around the button with a soft dry toothbrush and press it a few times to loosen trapped dust.
3. Restart the phone; if the power button does not work, use the power icon in the quick settings panel or in Settings.
4. Use an on-screen button meanwhile: on iPhone turn on AssistiveTouch in Settings > Accessibility > Touch; on Android turn on the Accessibility Menu.
5. If the phone keeps restarting by itself or the volume keeps changing, a button is stuck pressed; switch off and book a repair.' THEN '1. ଫୋନ୍ କଭର କାଢ଼ନ୍ତୁ: ଟାଇଟ୍ ବା ବଙ୍କା କଭର ବଟନକୁ ସବୁବେଳେ ଦବାଇ ରଖିପାରେ ବା ତାକୁ ଦବିବାକୁ ଦିଏ ନାହିଁ।
2. ବଟନର ଚାରିପଟେ ନରମ ଶୁଖିଲା ଟୁଥବ୍ରସରେ ସଫା କରନ୍ତୁ, ଏବଂ ଭିତରେ ଫସିଥିବା ଧୂଳି ବାହାର କରିବା ପାଇଁ ବଟନକୁ କିଛି ଥର ଦବାନ୍ତୁ।
3. ଫୋନ୍ ରିଷ୍ଟାର୍ଟ କରନ୍ତୁ; ପାୱାର ବଟନ୍ କାମ ନକଲେ, କ୍ୱିକ୍ ସେଟିଂସ୍ ପ୍ୟାନେଲ୍ (ସ୍କ୍ରିନର ଉପରୁ ତଳକୁ ସ୍ୱାଇପ୍ କଲେ ଦେଖାଯାଏ) ବା Settings ରେ ଥିବା ପାୱାର ଚିହ୍ନ ବ୍ୟବହାର କରନ୍ତୁ।
4. ସେ ପର୍ଯ୍ୟନ୍ତ ସ୍କ୍ରିନରେ ଦେଖାଯାଉଥିବା ବଟନ୍ ବ୍ୟବହାର କରନ୍ତୁ: iPhone ରେ Settings > Accessibility > Touch ରେ AssistiveTouch ଅନ୍ କରନ୍ତୁ; Android ରେ Accessibility Menu ଅନ୍ କରନ୍ତୁ।
5. ଫୋନ୍ ବାରମ୍ବାର ନିଜେ ନିଜେ ରିଷ୍ଟାର୍ଟ ହେଉଥିଲେ ବା ଭଲ୍ୟୁମ୍ ନିଜେ କମୁଥିଲେ-ବଢ଼ୁଥିଲେ, କୌଣସି ବଟନ୍ ଦବି ହୋଇ ଅଟକିଯାଇଛି; ଫୋନ୍ ବନ୍ଦ କରନ୍ତୁ ଓ ମରାମତି ବୁକ୍ କରନ୍ତୁ।' END)))
WHERE "slug" = 'button-replacement';--> statement-breakpoint
UPDATE "repair_services" SET "translations" = jsonb_build_object(
	'hi', jsonb_strip_nulls(jsonb_build_object(
		'name', CASE WHEN "name" = 'Dead Mobile Diagnosis' THEN 'बंद पड़े फ़ोन की जाँच' END,
		'description', CASE WHEN "description" = 'Phone not switching on at all? Our technician checks the battery, charging circuit and board at your doorstep and gives you a clear repair estimate before any work begins.' THEN 'फ़ोन बिल्कुल चालू नहीं हो रहा? हमारा तकनीशियन आपके घर पर बैटरी, चार्जिंग सर्किट और बोर्ड की जाँच करता है, और कोई भी काम शुरू करने से पहले आपको मरम्मत का अंदाज़न खर्च साफ़-साफ़ बताता है।' END,
		'diyGuideText', CASE WHEN "diy_guide_text" = '1. Charge it for at least 30 minutes with a charger and cable you know work, on a different wall socket; a fully drained phone can take a while to show anything.
2. Force restart: on iPhone press and release volume up, press and release volume down, then hold the side button until the logo appears. On most Android phones hold power and volume down for 15 seconds.
3. Call your number from another phone: if it rings or vibrates, the phone is on and the screen is the likely fault.
4. If the phone was dropped or got wet recently, stop charging it and tell us when you book.
5. If the phone gets hot while charging or the back looks swollen, unplug it immediately and keep it away from anything that can burn.' THEN '1. ऐसे चार्जर और केबल से, जो ठीक चलते हों, दीवार के किसी दूसरे सॉकेट में कम से कम 30 मिनट चार्ज करें; पूरी तरह खाली फ़ोन पर कुछ भी दिखने में थोड़ा समय लग सकता है।
2. फ़ोर्स रीस्टार्ट करें: iPhone पर आवाज़ बढ़ाने वाला बटन दबाकर छोड़ें, आवाज़ घटाने वाला बटन दबाकर छोड़ें, फिर साइड बटन तब तक दबाए रखें जब तक लोगो न दिखे। ज़्यादातर Android फ़ोन पर पावर और आवाज़ घटाने वाला बटन एक साथ 15 सेकंड तक दबाए रखें।
3. किसी दूसरे फ़ोन से अपने नंबर पर कॉल करें: अगर घंटी बजती है या फ़ोन वाइब्रेट होता है, तो फ़ोन चालू है और शायद खराबी स्क्रीन में है।
4. अगर हाल ही में फ़ोन गिरा था या भीगा था, तो उसे चार्ज करना बंद करें और बुक करते समय हमें बताएँ।
5. अगर चार्जिंग के दौरान फ़ोन गरम हो जाए या पीछे से फूला हुआ दिखे, तो तुरंत चार्जर निकाल दें और फ़ोन को ऐसी हर चीज़ से दूर रखें, जिसमें आग लग सकती है।' END)),
	'or', jsonb_strip_nulls(jsonb_build_object(
		'name', CASE WHEN "name" = 'Dead Mobile Diagnosis' THEN 'ବନ୍ଦ ପଡ଼ିଥିବା ଫୋନ୍‌ର ଯାଞ୍ଚ' END,
		'description', CASE WHEN "description" = 'Phone not switching on at all? Our technician checks the battery, charging circuit and board at your doorstep and gives you a clear repair estimate before any work begins.' THEN 'ଫୋନ୍ ଆଦୌ ଅନ୍ ହେଉନାହିଁ? ଆମ ଟେକ୍ନିସିଆନ ଆପଣଙ୍କ ଘରେ ବ୍ୟାଟେରୀ, ଚାର୍ଜିଂ ସର୍କିଟ୍ ଓ ବୋର୍ଡ ଯାଞ୍ଚ କରନ୍ତି, ଏବଂ କୌଣସି କାମ ଆରମ୍ଭ କରିବା ଆଗରୁ ଆପଣଙ୍କୁ ମରାମତିର ଆନୁମାନିକ ଖର୍ଚ୍ଚ ସ୍ପଷ୍ଟ ଭାବେ କହନ୍ତି।' END,
		'diyGuideText', CASE WHEN "diy_guide_text" = '1. Charge it for at least 30 minutes with a charger and cable you know work, on a different wall socket; a fully drained phone can take a while to show anything.
2. Force restart: on iPhone press and release volume up, press and release volume down, then hold the side button until the logo appears. On most Android phones hold power and volume down for 15 seconds.
3. Call your number from another phone: if it rings or vibrates, the phone is on and the screen is the likely fault.
4. If the phone was dropped or got wet recently, stop charging it and tell us when you book.
5. If the phone gets hot while charging or the back looks swollen, unplug it immediately and keep it away from anything that can burn.' THEN '1. ଠିକ୍ ଚାଲୁଥିବା ଚାର୍ଜର ଓ କେବୁଲରେ, କାନ୍ଥର ଅନ୍ୟ ଏକ ସକେଟରେ, ଅତି କମରେ 30 ମିନିଟ୍ ଚାର୍ଜ କରନ୍ତୁ; ଚାର୍ଜ ପୂରା ସରିଯାଇଥିବା ଫୋନରେ କିଛି ଦେଖାଯିବାକୁ ଟିକେ ସମୟ ଲାଗିପାରେ।
2. ଫୋର୍ସ ରିଷ୍ଟାର୍ଟ କରନ୍ତୁ: iPhone ରେ ଭଲ୍ୟୁମ୍ ବଢ଼ାଇବା ବଟନ୍ ଦବାଇ ଛାଡ଼ନ୍ତୁ, ଭଲ୍ୟୁମ୍ କମାଇବା ବଟନ୍ ଦବାଇ ଛାଡ଼ନ୍ତୁ, ତା’ପରେ ଲୋଗୋ ଦେଖାଯିବା ପର୍ଯ୍ୟନ୍ତ ସାଇଡ୍ ବଟନ୍ ଦବାଇ ଧରନ୍ତୁ। ଅଧିକାଂଶ Android ଫୋନରେ ପାୱାର ଓ ଭଲ୍ୟୁମ୍ କମାଇବା ବଟନ୍ ଏକାସାଙ୍ଗରେ 15 ସେକେଣ୍ଡ ଦବାଇ ଧରନ୍ତୁ।
3. ଅନ୍ୟ ଏକ ଫୋନରୁ ଆପଣଙ୍କ ନମ୍ବରକୁ କଲ୍ କରନ୍ତୁ: ଯଦି ଫୋନ୍ ବାଜେ ବା ଭାଇବ୍ରେଟ୍ ହୁଏ, ତେବେ ଫୋନ୍ ଅନ୍ ଅଛି ଏବଂ ବୋଧହୁଏ ସ୍କ୍ରିନ୍ ଖରାପ।
4. ନିକଟରେ ଫୋନ୍ ତଳେ ପଡ଼ିଯାଇଥିଲେ ବା ଓଦା ହୋଇଥିଲେ, ଚାର୍ଜ କରିବା ବନ୍ଦ କରନ୍ତୁ ଏବଂ ବୁକ୍ କରିବା ବେଳେ ଆମକୁ କୁହନ୍ତୁ।
5. ଚାର୍ଜ ହେଉଥିବା ବେଳେ ଫୋନ୍ ଗରମ ହେଲେ ବା ପଛ ପଟ ଫୁଲିଲା ପରି ଦେଖାଗଲେ, ତୁରନ୍ତ ଚାର୍ଜର କାଢ଼ି ଦିଅନ୍ତୁ ଏବଂ ଫୋନକୁ ନିଆଁ ଧରିପାରୁଥିବା ଯେକୌଣସି ଜିନିଷରୁ ଦୂରରେ ରଖନ୍ତୁ।' END)))
WHERE "slug" = 'dead-mobile-diagnosis';
--> statement-breakpoint
-- Booking lines keep the names as booked: those booked before take the names of their service when
-- it still has the English name they were booked with.
UPDATE "bookings" AS b SET "selected_services_details" = (
	SELECT jsonb_agg(CASE
		WHEN rs."name" = line ->> 'name' AND NOT line ? 'translations'
			AND (rs."translations" #>> '{hi,name}' <> '' OR rs."translations" #>> '{or,name}' <> '') THEN
			line || jsonb_build_object('translations', jsonb_strip_nulls(jsonb_build_object(
				'hi', CASE WHEN rs."translations" #>> '{hi,name}' <> '' THEN jsonb_build_object('name', rs."translations" #>> '{hi,name}') END,
				'or', CASE WHEN rs."translations" #>> '{or,name}' <> '' THEN jsonb_build_object('name', rs."translations" #>> '{or,name}') END)))
		ELSE line END ORDER BY n)
	FROM jsonb_array_elements(b."selected_services_details") WITH ORDINALITY AS lines(line, n)
	LEFT JOIN "repair_services" AS rs ON rs."slug" = line ->> 'slug'
) WHERE jsonb_array_length(b."selected_services_details") > 0;
