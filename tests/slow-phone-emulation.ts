// A mid-range phone on a slow network, as Chromium's DevTools protocol emulates it: the conditions of
// the slow-phone browser tests and of the bench's figure of the wait for the app (decision 032).

/** What of a Playwright CDP session this needs (the test runner's and playwright-core's both fit). */
interface ProtocolSession {
  send(method: 'Network.enable'): Promise<unknown>;
  send(method: 'Network.setCacheDisabled', params: { cacheDisabled: boolean }): Promise<unknown>;
  send(
    method: 'Network.emulateNetworkConditions',
    params: { offline: boolean; latency: number; downloadThroughput: number; uploadThroughput: number },
  ): Promise<unknown>;
  send(method: 'Emulation.setCPUThrottlingRate', params: { rate: number }): Promise<unknown>;
}

/** CPU 4× slower, 150 ms latency, 1.6 Mbit/s down and 750 kbit/s up, nothing from the cache. */
export async function emulateSlowPhone(cdp: ProtocolSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
