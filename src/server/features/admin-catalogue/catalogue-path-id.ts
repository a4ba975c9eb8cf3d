import { notFound } from '../../http/app-error';
import { parseParam, serialIdSchema } from '../../http/validate';

/** The id in a catalogue route's path; one that cannot be an id is the thing not found. */
export const idOf = (raw: string | undefined, message: string) => {
  const id = parseParam(raw, serialIdSchema);
  if (id === undefined) throw notFound(message);
  return id;
};
