// Article body: our own text, rendered as HTML by the article page.
const content = `
<p>A phone in a bucket, the sink, the toilet or a puddle. It happens to everyone. The first few minutes matter a lot. Water on its own is often not the main problem. The danger is electricity flowing through wet parts, and rust and corrosion forming on the circuits over the next hours and days.</p>
<p>Stay calm and follow these steps in order.</p>
<h2>Do this straight away</h2>
<ol>
<li><strong>Take it out of the water quickly.</strong> Every second counts. If it fell in a toilet or dirty water, use a glove or a plastic bag.</li>
<li><strong>Switch it off.</strong> Hold the power button and turn it off, even if it still seems fine. A phone that is off is much safer. If it is already off, leave it off. Do not switch it on "just to check".</li>
<li><strong>Do not plug it in.</strong> Never charge a wet phone. Charging sends current through the wet parts and can cause a short circuit or, in rare cases, overheating.</li>
<li><strong>Remove the cover, SIM tray and memory card.</strong> Take off the case. Use the SIM tool to pull out the tray. Dry the SIM and card with a soft cloth.</li>
<li><strong>Dry the outside.</strong> Wipe the phone with a clean, soft towel or cotton cloth. Pat gently. Do not rub water into the ports.</li>
<li><strong>Let the water drain.</strong> Hold the phone with the charging port facing down. Tap it gently against your palm a few times. Do not shake it hard, as this can push water deeper inside.</li>
<li><strong>Leave it to dry in moving, cool air.</strong> Stand the phone upright, port facing down, on a dry towel. Put it near a fan running on normal, cool air, in a room that is not damp.</li>
</ol>
<h2>Why rice does not help</h2>
<p>Putting a wet phone in a bowl of rice is a very common tip. Sadly, it does not really work.</p>
<ul>
<li>Rice does not pull water out from inside the phone. It only touches the outside, which you can dry with a towel anyway.</li>
<li>Rice dust and small broken grains can get stuck in the charging port, speaker and microphone holes.</li>
<li>The biggest harm is lost time. While the phone sits in rice for a day or two, corrosion can quietly spread on the circuit board.</li>
</ul>
<p>A cloth, a fan and a quick check by a technician are much better than a rice bowl.</p>
<h2>Why not a hair dryer?</h2>
<p>It seems logical to blow hot air on a wet phone. Please do not use the heat setting.</p>
<ul>
<li>Heat can damage the battery, the screen layers and the glue that holds the phone together.</li>
<li>Hot air can push water deeper into the phone instead of drying it.</li>
<li>The same goes for ovens, microwaves, gas stoves and direct strong sunlight. None of these are safe.</li>
</ul>
<p>If you want moving air, use a table or ceiling fan, or a hair dryer on the cool setting only, held well away from the phone.</p>
<h2>Other things not to do</h2>
<ul>
<li>Do not press the buttons again and again.</li>
<li>Do not put cotton buds or paper deep into the ports.</li>
<li>Do not open the back of the phone yourself.</li>
<li>Do not trust "water-resistant" labels too much. The seals weaken with age, drops and repairs, and they are not meant for soapy, salty or hot water.</li>
</ul>
<h3>Tea, juice, sea water or soapy water?</h3>
<p>Sugary, salty or soapy liquids leave a sticky or salty layer behind when the water dries. This layer speeds up corrosion. Tell the technician exactly what the phone fell into. It helps them decide how to clean it.</p>
<h2>What a technician does</h2>
<p>A trained technician opens the phone safely, disconnects the battery, and checks the board for moisture and corrosion. They clean affected areas and test the phone part by part. Sometimes the phone recovers fully. Sometimes one part, like the screen, speaker or charging port, needs replacing.</p>
<h3>Is it worth repairing?</h3>
<p>It depends on how long the phone was wet, what liquid it was and how much corrosion there is. An early check gives the best chance and often the lowest cost. If the damage is heavy on an old phone, the technician should tell you honestly so you can decide. This is also a good reminder to keep your photos and contacts backed up, so a lost phone never means lost memories.</p>
<h2>When to book a technician</h2>
<p>Book a technician as soon as possible after the phone gets wet, ideally the same day, and before you try to switch it on or charge it. Book right away if it fell into salty, sugary or dirty water. Our technician comes to your home and checks the phone in front of you. Most repairs are finished on site in 30 to 60 minutes, and any part we replace has a 90-day warranty on parts and labour.</p>
`;
export default content;
