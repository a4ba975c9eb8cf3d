// Article body: our own text, rendered as HTML by the article page.
const content = `
<p>You plug in your phone at night. In the morning the battery is still low. It is a worrying moment, especially if you use the phone for calls with family, bank messages or doctor appointments.</p>
<p>The good news: many charging problems are not a broken phone. Often the cause is a dusty port, a worn cable or a tired adapter. These seven checks take about fifteen minutes. They need no tools and cost nothing. Do them in order.</p>
<h2>Safety first</h2>
<p>Stop and unplug everything straight away if you notice any of these:</p>
<ul>
<li>A burning or melting smell from the phone, cable or adapter.</li>
<li>The phone is too hot to hold comfortably.</li>
<li>The back or the screen is lifting or bulging. This can mean a swollen battery.</li>
<li>Sparks, or black marks on the plug or the wall socket.</li>
</ul>
<p>Do not charge the phone again in these cases. Keep it on a hard surface, away from beds, curtains and children, and ask a technician to look at it.</p>
<h2>The 7 quick checks</h2>
<ol>
<li><strong>Check the wall socket and its switch.</strong> It sounds simple, but it happens often. Make sure the switch on the socket is on. Plug a lamp or another charger into the same socket. If that does not work either, the problem is the socket or the power supply, not your phone.</li>
<li><strong>Try a different cable.</strong> Cables wear out faster than anything else. Look for bends, cuts or a loose end near the plug. Borrow a cable that you know works, with the same type of plug. If the phone charges with it, simply buy a new cable from a trusted shop.</li>
<li><strong>Try a different adapter.</strong> The adapter is the block that goes into the wall. Old or very cheap adapters can stop giving enough power. Try another one that you know works. Also try charging from a laptop USB port for a few minutes as a test.</li>
<li><strong>Look inside the charging port.</strong> Switch on a torch and look into the hole at the bottom of the phone. Pocket dust and fluff slowly pack into it. Then the cable cannot go all the way in. If the plug feels loose or does not click, this is very likely the cause.</li>
<li><strong>Clean the port gently.</strong> First switch the phone off. Use a wooden toothpick or a soft, dry toothbrush. Gently lift the dirt out. Do not use pins, needles or paper clips. Metal can scratch the contacts or cause a short circuit. Do not use water, oil or spray, and do not blow into the port with your mouth, because breath is damp.</li>
<li><strong>Restart the phone and wait.</strong> Sometimes the charging software gets stuck. Hold the power button and restart. If the battery was completely empty, leave the phone on charge for 20 to 30 minutes before you decide it is not working. A fully drained phone can look dead for a while.</li>
<li><strong>Check for warnings and settings.</strong> Look at the screen while charging. Some phones show a message about moisture or heat and stop charging until the port is dry or the phone has cooled. Some phones also pause charging at around 80 percent to protect the battery. This is a normal setting, not a fault. You can find it in the battery section of Settings.</li>
</ol>
<h2>Signs that it needs a repair</h2>
<p>If you have done all seven checks and the problem remains, the fault is probably inside the phone. Common signs are:</p>
<ul>
<li>The phone charges only when you hold the cable at an angle.</li>
<li>The cable falls out easily even after cleaning.</li>
<li>Wireless charging works, but cable charging does not.</li>
<li>Charging is very slow even with a good cable and adapter.</li>
<li>The battery drops quickly, for example from half to almost empty in an hour of light use.</li>
</ul>
<h3>Port or battery?</h3>
<p>A loose or worn charging port usually shows as a bad connection. A tired battery usually shows as fast draining or sudden switch-offs. A technician can test both and tell you which part is at fault, so you do not pay for the wrong repair.</p>
<h3>Is the repair worth it?</h3>
<p>For most phones, a new charging port or a new battery costs much less than a new phone. If the rest of the phone works well and you are happy with it, a repair is usually the sensible choice. If the phone is very old and also slow or cracked, ask the technician for an honest opinion before you decide.</p>
<h2>When to book a technician</h2>
<p>Book a technician if the seven checks did not help, if the phone charges only at an angle, or straight away if you notice heat, a burning smell or a bulging battery. Our technician comes to your home, usually finishes in 30 to 60 minutes while you watch, and the repair carries a 90-day warranty on parts and labour.</p>
`;
export default content;
