// Browser geolocation for 'Use my location', with the messages of docs/product.md "Messages".

export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 0 };

export const geolocationMessages = {
  unsupported: "Geolocation is not supported by this browser.",
  denied:
    "Location access is blocked for this site. To allow it: in Chrome or Edge, select the icon to the left of the " +
    "address bar and set Location to Allow; in Safari on iPhone or iPad, open Settings > Privacy & Security > " +
    "Location Services and allow Safari Websites; in Firefox, select the permissions icon in the address bar and " +
    "clear the blocked location permission. Then refresh the page and try again, or enter your postcode manually.",
  unavailable:
    "Your location is unavailable just now. This can happen when GPS or location services are turned off on your " +
    "device, when you are connected through a VPN, or when your device cannot get a position fix. Please try " +
    "again or enter your postcode manually.",
  timeout: "Location request took too long. Please try again or enter your postcode manually.",
  other: "Unable to get your location. Please try again or enter your postcode manually.",
} as const;

export function geolocationErrorMessage(error: GeolocationPositionError): string {
  switch (error.code) {
    case error.PERMISSION_DENIED:
      return geolocationMessages.denied;
    case error.POSITION_UNAVAILABLE:
      return geolocationMessages.unavailable;
    case error.TIMEOUT:
      return geolocationMessages.timeout;
    default:
      return geolocationMessages.other;
  }
}

/** The visitor's position (rounded to about 10 m: enough to find a branch, no more than needed). */
export function currentPosition(): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (!("geolocation" in navigator)) {
      reject(new Error(geolocationMessages.unsupported));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          latitude: Math.round(position.coords.latitude * 1e4) / 1e4,
          longitude: Math.round(position.coords.longitude * 1e4) / 1e4,
        }),
      (error) => reject(new Error(geolocationErrorMessage(error))),
      GEOLOCATION_OPTIONS,
    );
  });
}
