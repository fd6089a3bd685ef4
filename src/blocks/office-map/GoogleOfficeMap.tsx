import { useEffect, useRef } from 'react';
import { GoogleMap, MarkerF, useJsApiLoader } from '@react-google-maps/api';

export interface GoogleOfficeMapProps {
  apiKey: string;
  language: string;
  center: { lat: number; lng: number };
  zoom: number;
  pinUrl: string;
  label: string;
  onFail: () => void;
}

/**
 * The controls the site promises (docs/BEHAVIOUR.md#map-and-consent): no scroll-wheel zoom, no
 * map-type or street-view control; zoom and fullscreen on.
 */
const options: google.maps.MapOptions = {
  scrollwheel: false,
  mapTypeControl: false,
  streetViewControl: false,
  zoomControl: true,
  fullscreenControl: true,
  clickableIcons: false,
};

declare global {
  interface Window {
    /** Google calls this when it refuses the key (documented in Maps' "Error Messages"). */
    gm_authFailure?: () => void;
  }
}

/** The Google map itself: loaded only after the visitor's consent, as its own chunk. */
export function GoogleOfficeMap({ apiKey, language, center, zoom, pinUrl, label, onFail }: GoogleOfficeMapProps) {
  const { isLoaded, loadError } = useJsApiLoader({ id: 'office-map', googleMapsApiKey: apiKey, language, region: 'ES' });
  const mapRef = useRef<google.maps.Map | null>(null);

  useEffect(() => {
    window.gm_authFailure = onFail;
    return () => {
      delete window.gm_authFailure;
    };
  }, [onFail]);

  useEffect(() => {
    if (loadError) onFail();
  }, [loadError, onFail]);

  // Redraw around the pin when the window changes size (docs/BEHAVIOUR.md#map-and-consent).
  useEffect(() => {
    const recenter = () => mapRef.current?.setCenter(center);
    window.addEventListener('resize', recenter);
    return () => window.removeEventListener('resize', recenter);
  }, [center]);

  if (!isLoaded) return <div className="office-map__canvas" aria-busy="true" />;
  return (
    <GoogleMap
      mapContainerClassName="office-map__canvas"
      center={center}
      zoom={zoom}
      options={options}
      onLoad={(map) => {
        mapRef.current = map;
      }}
    >
      <MarkerF position={center} title={label} icon={{ url: pinUrl, scaledSize: new google.maps.Size(50, 52), anchor: new google.maps.Point(25, 52) }} />
    </GoogleMap>
  );
}
