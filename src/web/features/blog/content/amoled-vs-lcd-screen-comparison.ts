// Article body: our own text, rendered as HTML by the article page.
const content = `
<p>When your phone screen needs replacing, you may be asked a question you have never thought about: "AMOLED or LCD?" The two types look similar when switched off, but they behave differently. This guide explains the difference in plain words, so you can choose calmly and not pay for something you do not need.</p>
<h2>First, an important point</h2>
<p>This choice usually exists only for phones that came with an AMOLED screen from the factory. For these phones, a lower-cost LCD replacement is often available too. If your phone came with an LCD screen, the replacement will be an LCD. An AMOLED screen cannot simply be fitted into a phone that was built for LCD.</p>
<p>Not sure which type your phone has? The technician can tell you, or you can look up the model's specifications.</p>
<h2>How the two types work</h2>
<h3>AMOLED</h3>
<p>In an AMOLED screen, every tiny dot (pixel) makes its own light. A black pixel is simply switched off. This gives deep blacks and strong colours.</p>
<h3>LCD</h3>
<p>An LCD screen has a light behind it that is always on while the screen is on. The pixels block or let through that light. Blacks look more like dark grey, especially in a dark room.</p>
<h2>What changes for you</h2>
<h3>Colour and contrast</h3>
<p>AMOLED shows richer colours and true black. Photos and videos look lively. A good LCD looks natural and pleasant, but less punchy. For calls, messages and reading, both are perfectly usable.</p>
<h3>Brightness and outdoor use</h3>
<p>A good quality AMOLED replacement is usually easy to read in sunlight. Lower-cost LCD replacements can be dimmer, and some look a little washed out outdoors. If you spend a lot of time outside, this matters.</p>
<h3>Battery use</h3>
<p>Because black pixels on AMOLED are switched off, dark wallpapers and dark mode save power. An LCD's backlight is always on, so an LCD replacement on a phone designed for AMOLED may use a little more battery.</p>
<h3>Fingerprint under the display</h3>
<p>This is the point many people miss. Most in-screen fingerprint sensors read your finger through the AMOLED panel. With an LCD replacement, the in-screen fingerprint sensor usually will not work. You can still unlock with a PIN, pattern or face unlock. If you use fingerprint unlock every day, or for payment apps, choose AMOLED.</p>
<h3>Other small differences</h3>
<ul>
<li>An LCD replacement can be slightly thicker and may show a thin dark border at the edges.</li>
<li>Features like an always-on clock may not work well on an LCD replacement.</li>
<li>AMOLED can show faint "burn-in" marks over years if the same image stays on screen for many hours.</li>
</ul>
<h2>Price in general terms</h2>
<p>An AMOLED replacement costs more than an LCD replacement, and for many models the gap is noticeable. An LCD replacement is the budget option. It is a fair choice for a second phone, an older phone, or a phone used mainly for calls and messages. Exact prices for your model are listed in our catalogue.</p>
<h2>Original or compatible parts?</h2>
<ul>
<li><strong>Original parts</strong> are made to the phone maker's own specification. They match the colour, brightness and features of your phone exactly. They cost the most.</li>
<li><strong>Compatible parts</strong> are made by other factories to fit your model. Quality varies. A good compatible AMOLED can look very close to the original. A compatible LCD is the lowest-cost choice, with the limits described above.</li>
</ul>
<p>Whichever part you choose, ask the technician to tell you clearly which type is being fitted before the work starts.</p>
<h2 id="quick-comparison">Quick comparison</h2>
<div class="table-scroll" role="region" aria-labelledby="quick-comparison" tabindex="0">
<table>
<thead>
<tr><th scope="col">Feature</th><th scope="col">AMOLED replacement</th><th scope="col">LCD replacement</th></tr>
</thead>
<tbody>
<tr><td>Colour and black</td><td>Rich colours, true black</td><td>Natural colours, greyish black</td></tr>
<tr><td>Brightness outdoors</td><td>Usually good</td><td>Can be dimmer</td></tr>
<tr><td>Battery use</td><td>Lower with dark mode</td><td>Backlight always on</td></tr>
<tr><td>In-screen fingerprint</td><td>Works</td><td>Usually does not work</td></tr>
<tr><td>Price</td><td>Higher</td><td>Lower</td></tr>
<tr><td>Best for</td><td>Main phone, daily fingerprint use, photos and video</td><td>Tight budget, older or second phone, calls and messages</td></tr>
</tbody>
</table>
</div>
<h2>Which should you choose?</h2>
<ul>
<li>Choose <strong>AMOLED</strong> if this is your main phone, it is fairly new, or you rely on fingerprint unlock.</li>
<li>Choose <strong>LCD</strong> if the phone is old, you plan to replace it soon, or you mostly use it for calls and chats.</li>
<li>If the screen price is close to the value of the phone, ask the technician whether the repair is worth it at all.</li>
</ul>
<h2>When to book a technician</h2>
<p>Book a technician when your screen is cracked, shows lines or patches, or does not respond to touch. Our technician will explain the screen options for your model before starting, fits the new screen at your home, usually in 30 to 60 minutes, and every screen we fit carries a 90-day warranty on parts and labour.</p>
`;
export default content;
