// Article body: our own text, rendered as HTML by the article page.
const content = `
<p>A phone slips from your hand, lands face down, and when you pick it up the glass is cracked. It is upsetting. But what you do in the next hour can protect your fingers, your data and the display underneath. Here is a calm, step-by-step plan.</p>
<h2>Step 1: Protect your hands</h2>
<p>Broken glass can have very small, sharp pieces. They can cut your fingertips or your ear during a call.</p>
<ul>
<li>Do not run your finger across the crack to feel it.</li>
<li>Pick up any loose pieces with tape, not with bare hands.</li>
<li>Keep the phone away from small children until it is covered.</li>
<li>Use speaker mode or earphones for calls, so the glass does not touch your face.</li>
</ul>
<h2>Step 2: Check what is really broken</h2>
<p>Sometimes only the screen protector is cracked, not the phone. Look at the edge of the screen. If you see a thin extra layer, carefully peel it off from one corner. If the glass below is smooth, you only need a new protector.</p>
<p>If the phone glass itself is cracked, look at the picture on the screen:</p>
<ul>
<li><strong>Picture is normal, touch works:</strong> only the outer glass may be damaged. This is the best case.</li>
<li><strong>Black or coloured patches, lines or flickering:</strong> the display underneath is damaged and will need replacing.</li>
<li><strong>Touch does not respond in some areas, or taps happen by themselves:</strong> the touch layer is affected.</li>
<li><strong>Screen is black but the phone rings or vibrates:</strong> the phone is alive, but the display has failed.</li>
</ul>
<h2>Step 3: Cover the crack</h2>
<p>Put a strip of clear packing tape or a cheap screen protector over the cracked area. This holds small pieces in place and protects your fingers. It also stops dust and moisture from getting into the crack. Press gently. Do not push hard on the broken area.</p>
<h2>Step 4: Back up your data</h2>
<p>A cracked screen can get worse quickly. It may stop responding tomorrow. While it still works, save what matters:</p>
<ul>
<li>Turn on backup for photos and contacts in your phone settings.</li>
<li>Make sure your chat app has a recent backup.</li>
<li>Write down important phone numbers on paper, just in case.</li>
<li>Note your screen lock PIN or pattern somewhere safe. You may need it to test the phone after the repair.</li>
</ul>
<h2>Step 5: Watch for danger signs</h2>
<p>Some damage needs extra care. Stop using and stop charging the phone if:</p>
<ul>
<li>The screen is lifting away from the body, or the phone looks swollen. This can mean the battery is swelling.</li>
<li>The phone gets hot without heavy use.</li>
<li>You smell something burning.</li>
</ul>
<p>Keep such a phone on a hard surface, away from anything that can catch fire, and get help soon.</p>
<h2>Step 6: Keep it away from water</h2>
<p>Even if your phone was water-resistant when new, a crack breaks that seal. Keep it away from the kitchen sink, the bathroom and rain until it is repaired.</p>
<h2>Things not to do</h2>
<ul>
<li>Do not use glue or nail polish on the crack. It makes a proper repair harder.</li>
<li>Do not press on the crack to "fix" the picture.</li>
<li>Do not keep the phone in a tight pocket with keys or coins.</li>
<li>Do not leave it overnight with someone you do not know or trust. Your personal data is inside.</li>
</ul>
<h3>Is a new screen worth it?</h3>
<p>For most phones in good working order, a new screen costs much less than a new phone. If the phone is fairly new, or you are happy with its speed and camera, replacing the screen is usually the sensible choice. If the phone is very old and has other problems too, ask the technician for an honest view first. Prices for your model are in our catalogue.</p>
<h3>Why a doorstep repair helps</h3>
<p>With a doorstep repair, the phone does not leave your sight. The technician replaces the screen at your home, checks touch and display with you, and hands the phone back. Your photos and messages stay with you.</p>
<h2>When to book a technician</h2>
<p>Book as soon as you can if you see lines, patches or touch problems, or if glass pieces are coming loose. Book the same day if the screen is lifting or the phone is getting hot. Our technician usually finishes on site in 30 to 60 minutes, and the new screen comes with a 90-day warranty on parts and labour.</p>
`;
export default content;
