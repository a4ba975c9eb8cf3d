/**
 * The booking page for a device that is not in the list, with what the customer already told us
 * (the brand chip they picked, the model they searched for) carried along.
 */
export function unlistedBookingPath(
  known: { brandId?: number | undefined; model?: string | undefined } = {},
) {
  const params = new URLSearchParams({ unlisted: '1' });
  if (known.brandId) params.set('brand', String(known.brandId));
  if (known.model?.trim()) params.set('model', known.model.trim().slice(0, 150));
  return `/booking?${params.toString()}`;
}
