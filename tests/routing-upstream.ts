// A fake OSRM-compatible routing server on a local port: the real routing client talks HTTP to it,
// and each test says what it answers (a route, an error, silence).
import { sendJson, startUpstream } from './geocode-upstream';
import type { Upstream } from './geocode-upstream';

export type { Upstream };

/** A routing server that answers every route with this duration (seconds) and distance (metres). */
export async function startRoutingServer(route = { duration: 1_260, distance: 7_400 }): Promise<Upstream> {
  const upstream = await startUpstream();
  upstream.handle = (_url, _req, res) => sendJson(res, { code: 'Ok', routes: [{ ...route, legs: [] }] });
  return upstream;
}
