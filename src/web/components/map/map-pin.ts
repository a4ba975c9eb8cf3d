import L from 'leaflet';

// The map pin every map draws: a drop in a colour (a CSS class that sets `color`, or a colour of its
// own), with a white dot, or with a short label (a stop's number) in the dot's place.

export interface PinOptions {
  /** Classes beside `map-pin`, e.g. one that sets the colour. */
  className?: string;
  /** A colour of its own (CSS), when no class gives it. */
  colour?: string;
  /** A few characters in the pin's head (a stop's number); without it, a white dot. */
  label?: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function mapPin({ className, colour, label }: PinOptions = {}): L.DivIcon {
  const style = colour ? ` style="color:${escapeHtml(colour)}"` : '';
  const head =
    label === undefined
      ? '<circle cx="16" cy="15.5" r="5" fill="#fff"/>'
      : '<circle cx="16" cy="15.5" r="9" fill="#fff"/>' +
        `<text class="map-pin-label" x="16" y="20" text-anchor="middle" fill="#0f172a">${escapeHtml(label)}</text>`;
  return L.divIcon({
    className: className ? `map-pin ${className}` : 'map-pin',
    html:
      `<svg viewBox="0 0 32 40" width="32" height="40" aria-hidden="true"${style}>` +
      '<path d="M16 39C16 39 29 25.5 29 15.5A13 13 0 0 0 3 15.5C3 25.5 16 39 16 39Z" fill="currentColor" stroke="#fff" stroke-width="2.5"/>' +
      `${head}</svg>`,
    iconSize: [32, 40],
    iconAnchor: [16, 39],
  });
}
