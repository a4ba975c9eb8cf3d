import { useMutation } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { MapAddress } from '@shared/geocode-types';
import { GEOCODE_QUERY_MIN } from '@shared/schemas/geocode';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';
import { searchPlaces } from './geocode-api';
import type { MapPickerText } from './map-picker-strings';

// The place search. Not a <form>: the picker sits inside the booking form, and Enter here must
// search rather than submit the booking.

export function LocationSearch({ t, onChoose }: { t: MapPickerText; onChoose: (place: MapAddress) => void }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const search = useMutation({ mutationFn: searchPlaces });

  function submit() {
    const q = query.trim();
    if (q.length < GEOCODE_QUERY_MIN) {
      setTooShort(true);
      search.reset();
      return;
    }
    setTooShort(false);
    search.mutate(q);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  }

  function choose(place: MapAddress) {
    search.reset();
    onChoose(place);
  }

  const message = tooShort
    ? t('searchTooShort')
    : search.isError
      ? t('searchFailed')
      : search.data?.length === 0
        ? t('searchNone')
        : null;

  return (
    <div role="search" className="space-y-2">
      <label htmlFor={`${id}-q`} className="block font-semibold">
        {t('searchLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-q`}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={200}
          className={inputClasses}
          placeholder={t('searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={message ? `${id}-message` : undefined}
          aria-invalid={tooShort ? true : undefined}
        />
        <Button className="min-h-12 shrink-0" onClick={submit} disabled={search.isPending}>
          <Search className="hidden size-5 sm:block" aria-hidden="true" />
          <span>{search.isPending ? t('searching') : t('searchButton')}</span>
        </Button>
      </div>
      {message ? (
        <p id={`${id}-message`} role="alert" className="text-sm font-medium text-danger">
          {message}
        </p>
      ) : null}
      {search.data && search.data.length > 0 ? (
        <PlaceResults places={search.data} label={t('searchResults')} onChoose={choose} />
      ) : null}
    </div>
  );
}

/** The places found, each a button that puts it on the map. */
function PlaceResults({
  places,
  label,
  onChoose,
}: {
  places: readonly MapAddress[];
  label: string;
  onChoose: (place: MapAddress) => void;
}) {
  return (
    <ul aria-label={label} className="space-y-2">
      {places.map((place) => (
        <li key={`${place.lat},${place.lng},${place.address}`}>
          <button
            type="button"
            onClick={() => onChoose(place)}
            className="flex min-h-11 w-full flex-col items-start rounded-lg border-2 border-border bg-card px-3 py-2 text-left hover:border-primary hover:bg-primary-soft"
          >
            <span className="font-semibold">{place.address}</span>
            <span className="text-sm text-muted-foreground">
              {[place.city, place.state, place.pincode].filter(Boolean).join(', ')}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
