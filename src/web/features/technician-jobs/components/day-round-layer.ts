import L from 'leaflet';
import type { GeoPoint } from '@shared/visit-order';
import { mapPin } from '../../../components/map/map-pin';
import { fitToPoints } from '../../../components/map/use-leaflet-map';
import type { DayStop } from '../day-stops';

// The day map's layer: the base, a numbered pin per stop and the line joining them in visit order.
// A pin's popup says how far it is from the stop before and has a button to its job card.

const STOP_COLOUR = 'var(--primary)';
const BASE_COLOUR = '#475569';

/** The words on the map, in the reader's language. */
export interface RoundTexts {
  stop: (number: number) => string;
  /** '3.4 km from the previous stop', or null when unknown. */
  leg: (stop: DayStop) => string | null;
  base: string;
  showJob: (number: number) => string;
}

/** Clears the layer, draws the round and fits the view to it; `onShow` goes to a stop's job card. */
export function drawRound(
  map: L.Map,
  layer: L.LayerGroup,
  round: { stops: readonly DayStop[]; base: GeoPoint | null },
  texts: RoundTexts,
  onShow: (id: string) => void,
) {
  layer.clearLayers();
  const { stops, base } = round;
  const route: L.LatLngTuple[] = base ? [[base.lat, base.lng]] : [];
  if (base) {
    L.marker([base.lat, base.lng], {
      icon: mapPin({ colour: BASE_COLOUR }),
      title: texts.base,
      alt: texts.base,
      keyboard: false,
    })
      .bindTooltip(texts.base)
      .addTo(layer);
  }
  for (const stop of stops) {
    route.push([stop.lat, stop.lng]);
    const leg = texts.leg(stop);
    const title = [`${texts.stop(stop.number)}: ${stop.bookingId}, ${stop.name}`, leg]
      .filter(Boolean)
      .join(', ');
    const marker = L.marker([stop.lat, stop.lng], {
      icon: mapPin({ colour: STOP_COLOUR, label: String(stop.number) }),
      title,
      alt: title,
      keyboard: true,
      riseOnHover: true,
    });
    marker.bindPopup(
      () =>
        stopPopup(stop, leg, texts, () => {
          map.closePopup();
          onShow(stop.id);
        }),
      { autoPanPadding: [24, 24] },
    );
    followPopupFocus(marker);
    marker.addTo(layer);
  }
  // Leaflet draws lines in a pane below the pins': the line never hides a number.
  if (route.length > 1)
    L.polyline(route, { className: 'map-route', weight: 4, interactive: false }).addTo(layer);
  fitToPoints(map, route, 0.2);
}

function stopPopup(stop: DayStop, leg: string | null, texts: RoundTexts, show: () => void): HTMLElement {
  const box = document.createElement('div');
  const line = (text: string, className = '') => {
    const p = document.createElement('p');
    p.className = className;
    p.textContent = text;
    box.append(p);
  };
  line(`${texts.stop(stop.number)} · ${stop.bookingId}`, 'font-bold');
  line(stop.name);
  if (leg) line(leg);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'map-popup-action';
  // Leaflet's, not React's: the held-input guard (scripts/held-input.ts) must let its press through.
  button.setAttribute('data-plain', '');
  button.textContent = texts.showJob(stop.number);
  button.addEventListener('click', show);
  box.append(button);
  return box;
}

/**
 * A popup opened from a pin takes the focus to its button, so that a keyboard reaches it; closed,
 * the focus goes back to the pin.
 */
function followPopupFocus(marker: L.Marker) {
  marker.on('popupopen', (event) => {
    event.popup.getElement()?.querySelector('button')?.focus({ preventScroll: true });
  });
  marker.on('popupclose', (event) => {
    const popup = event.popup.getElement();
    if (!popup || popup.contains(document.activeElement) || document.activeElement === document.body) {
      marker.getElement()?.focus({ preventScroll: true });
    }
  });
}
