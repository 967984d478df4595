// Links to an external maps service (docs/product.md "API": search and directions links). Google Maps' URL API needs no key.

interface Place {
  fullAddress: string;
  postcode: string;
  latitude: number | null;
  longitude: number | null;
}

const hasPosition = (place: Place) => place.latitude !== null && place.longitude !== null;

/** A maps search for a branch: its full address plus postcode (docs/product.md "API"). */
export function mapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export function branchSearchUrl(place: Place): string {
  return mapsSearchUrl([place.fullAddress, place.postcode].filter(Boolean).join(", "));
}

/** Directions to a branch, from the entered postcode or the visitor's position when known. */
export function directionsUrl(place: Place, origin?: string): string {
  const destination = hasPosition(place)
    ? `${place.latitude},${place.longitude}`
    : [place.fullAddress, place.postcode].filter(Boolean).join(", ");
  const from = origin ? `&origin=${encodeURIComponent(origin)}` : "";
  return `https://www.google.com/maps/dir/?api=1${from}&destination=${encodeURIComponent(destination)}`;
}

export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
