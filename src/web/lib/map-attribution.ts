import './map-attribution.css';

/**
 * The configured credit line as safe HTML (Leaflet inserts attribution as HTML); OpenStreetMap's
 * licence asks for a link to its copyright page, so the name becomes that link. Every map uses it.
 */
export function attributionHtml(text: string): string {
  const escaped = text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
  return escaped.replace(
    'OpenStreetMap',
    '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a>',
  );
}
