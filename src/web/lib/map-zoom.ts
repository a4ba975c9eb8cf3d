import L from 'leaflet';

/** The titles of a map's + and − buttons, in the reader's language (mapPicker, admin:map). */
export interface ZoomLabels {
  zoomIn: string;
  zoomOut: string;
}

/**
 * Leaflet's zoom buttons with their names in the reader's language: its own control says 'Zoom in'
 * and 'Zoom out' in English to screen readers and as tooltips on /hi and /or too. Every map makes
 * its map with `zoomControl: false` and adds this one.
 */
export function addZoomControl(map: L.Map, labels: ZoomLabels): L.Control.Zoom {
  return L.control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(map);
}
