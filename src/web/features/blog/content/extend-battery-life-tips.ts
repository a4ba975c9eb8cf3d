// Article body: our own text, rendered as HTML by the article page.
const content = `
<p>Every phone battery slowly wears out. That is normal. But the way you charge and use your phone makes a real difference. Good habits can help the battery last through the day, and keep it healthy for longer before it needs replacing.</p>
<p>None of these habits cost money. Most take less than a minute to set up.</p>
<h2>10 habits that help your battery</h2>
<ol>
<li><strong>Keep the phone cool.</strong> Heat is the biggest enemy of a battery. Do not leave the phone on a car dashboard, in direct sun, or near a stove. Do not charge it under a pillow or blanket. If the phone gets warm while charging, take off a thick cover.</li>
<li><strong>Do not let it run down to zero.</strong> Emptying the battery completely again and again puts stress on it. Try to plug in when it reaches about 20 percent. Short top-ups during the day are fine.</li>
<li><strong>Turn on battery protection if your phone has it.</strong> Many phones have a setting that slows charging overnight or stops at around 80 percent. Look in Settings under Battery. Keeping a battery at 100 percent for many hours every day wears it faster.</li>
<li><strong>Use a good charger and cable.</strong> Use the charger that came with the phone, or one of good quality with the right plug. Very cheap, unknown chargers may give unsteady power and can get hot.</li>
<li><strong>Lower the screen brightness.</strong> The screen uses a lot of power. Turn on automatic brightness, or keep brightness at a comfortable middle level indoors.</li>
<li><strong>Make the screen turn off sooner.</strong> Set the screen timeout to 30 seconds or 1 minute. The screen then switches off by itself when you put the phone down.</li>
<li><strong>Try dark mode.</strong> On phones with AMOLED screens, dark pixels use less power, so dark mode can save battery. It is also gentle on the eyes at night. On LCD screens the saving is small.</li>
<li><strong>Check which apps use the most battery.</strong> Open Settings, then Battery, to see a list. Remove apps you never use. For apps you keep, turn off notifications you do not need, and allow location only "while using the app".</li>
<li><strong>Use Wi-Fi at home and watch weak signal.</strong> When mobile signal is weak, the phone works harder to stay connected and the battery drains faster. Connect to home Wi-Fi when you can. In places with no signal at all, such as some basements, airplane mode can help.</li>
<li><strong>Use battery saver on long days.</strong> Battery saver mode reduces background activity and visual effects. Switch it on when you are travelling or away from a charger for many hours.</li>
</ol>
<h2>Common myths</h2>
<ul>
<li><strong>"A new phone must be fully drained first."</strong> Not true for modern batteries. Just charge and use it normally.</li>
<li><strong>"Closing all apps all the time saves battery."</strong> Usually it saves very little. Phones manage apps that are resting. Close only an app that is stuck or acting strangely.</li>
<li><strong>"Any charger is fine if the plug fits."</strong> The plug may fit, but the quality can differ a lot. A poor charger can heat up the phone.</li>
</ul>
<h3>Keep your phone updated</h3>
<p>Software updates often include battery fixes. When your phone offers an update, install it while the phone is on charge and connected to Wi-Fi.</p>
<h2>Signs the battery needs replacing</h2>
<p>Even with good habits, a battery gets tired after a few years of daily use. Watch for these signs:</p>
<ul>
<li>You need to charge two or three times a day with light use.</li>
<li>The phone switches off suddenly, even when it shows some charge left.</li>
<li>The percentage jumps, for example from 40 to 10 in a few minutes.</li>
<li>The phone gets warm with simple use, like a call or a chat.</li>
<li>Some phones show a "battery health" reading in Settings. A low reading is a clear hint.</li>
</ul>
<h3>Safety warning: a swollen battery</h3>
<p>If the back of the phone is bulging, or the screen is lifting from the body, the battery may be swelling. Stop charging it. Do not press on it or try to open it. Keep it on a hard surface away from anything that can burn, and get it checked quickly.</p>
<h3>Is a new battery worth it?</h3>
<p>For most phones, a new battery costs much less than a new phone. If the phone still runs your apps well and the screen is fine, a battery replacement can make it feel almost new again. It is usually the most sensible money you can spend on an older phone.</p>
<h2>When to book a technician</h2>
<p>Book a technician if you see the signs of a tired battery above, if the phone switches off at random, or straight away if the battery looks swollen. Our technician replaces the battery at your home, usually in 30 to 60 minutes, and the new battery comes with a 90-day warranty on parts and labour.</p>
`;
export default content;
