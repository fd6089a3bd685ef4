import { useCallback, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import IconMapPin from '@tabler/icons-react/dist/esm/icons/IconMapPin.mjs';
import { useTexts } from '../../i18n/use-texts.ts';
import { useSite } from '../../kit/site-context.ts';
import { useUiText } from '../../i18n/use-ui-text.ts';
import { Section } from '../../kit/Section.tsx';
import { SmartLink } from '../../kit/SmartLink.tsx';
import type { BlockProps } from '../../renderer/block-props.ts';
import type { GoogleOfficeMapProps } from './GoogleOfficeMap.tsx';
import './office-map.css';

const consentKey = 'site.map-consent';

function consentStored(): boolean {
  try {
    return localStorage.getItem(consentKey) === 'granted';
  } catch {
    return false; // Storage unavailable: ask again.
  }
}
// The choice changes only through this component, which re-renders when it does.
const subscribeToConsent = () => () => undefined;

/**
 * Privacy first (docs/BEHAVIOUR.md#map-and-consent): nothing is requested from Google until the
 * visitor asks for the map, and the choice is remembered. Without a key, offline, or when Google
 * refuses the key, the address and an "Open in Google Maps" link stand in its place.
 */
export function OfficeMap({ block }: BlockProps<'office-map'>) {
  const { site } = useSite();
  const { t, i18n } = useTexts();
  const { map } = site;
  // Google's loader takes the language once per page load: the page's language when the map first
  // shows, and later language switches do not reload Google's script.
  const [languageOnArrival] = useState(i18n.language);
  const [languageOnConsent, setLanguageOnConsent] = useState<string | null>(null);
  // Without a browser (and while hydrating) nothing is stored, as on a first visit.
  const stored = useSyncExternalStore(subscribeToConsent, consentStored, () => false);
  const language = languageOnConsent ?? (stored ? languageOnArrival : null);
  const [failed, setFailed] = useState(false);
  const [MapView, setMapView] = useState<ComponentType<GoogleOfficeMapProps> | null>(null);
  const hasKey = map.apiKey.trim() !== '';
  const place = t(map.label);
  const externalUrl = `https://www.google.com/maps/search/?api=1&query=${map.center.lat},${map.center.lng}`;

  const consent = useCallback(() => {
    try {
      localStorage.setItem(consentKey, 'granted');
    } catch {
      // Without storage the map still shows now; the question comes back on the next visit.
    }
    setLanguageOnConsent(i18n.language);
  }, [i18n.language]);

  useEffect(() => {
    if (!language || !hasKey || MapView) return;
    import('./GoogleOfficeMap.tsx').then(
      (module) => setMapView(() => module.GoogleOfficeMap),
      () => setFailed(true),
    );
  }, [language, hasKey, MapView]);

  const showMap = language !== null && hasKey && !failed;
  return (
    <Section heading={block.heading} intro={block.intro} className="office-map">
      <div className="office-map__frame">
        {showMap && MapView ? (
          <MapView
            apiKey={map.apiKey}
            language={language}
            center={map.center}
            zoom={map.zoom}
            pinUrl={`${import.meta.env.BASE_URL}${map.pin}`}
            label={place}
            onFail={() => setFailed(true)}
          />
        ) : (
          <MapPlaceholder
            place={place}
            loading={showMap}
            failed={failed}
            asking={!failed && hasKey && language === null}
            onConsent={consent}
            externalUrl={externalUrl}
          />
        )}
      </div>
    </Section>
  );
}

interface PlaceholderProps {
  place: string;
  /** The visitor has asked for the map, which is on its way. */
  loading: boolean;
  /** The map could not load. */
  failed: boolean;
  /** The visitor has not yet said whether to load the map. */
  asking: boolean;
  onConsent: () => void;
  externalUrl: string;
}

/** In the map's place: the office's address, the question, the news, and always the link to Google Maps. */
function MapPlaceholder({ place, loading, failed, asking, onConsent, externalUrl }: PlaceholderProps) {
  const ui = useUiText();
  return (
    <div className="office-map__placeholder" aria-busy={loading}>
      <IconMapPin size={40} stroke={1.5} aria-hidden="true" className="office-map__icon" />
      <p className="office-map__place">{place}</p>
      {failed && (
        <p role="status" className="office-map__note">
          {ui('common.map.unavailable')}
        </p>
      )}
      {asking && (
        <>
          <p className="office-map__note">{ui('common.map.consent')}</p>
          <button type="button" className="button button--primary" onClick={onConsent}>
            {ui('common.map.show')}
          </button>
        </>
      )}
      {loading && <p className="office-map__note">{ui('common.loading')}</p>}
      <SmartLink href={externalUrl} className="button button--secondary">
        {ui('common.map.open')}
      </SmartLink>
    </div>
  );
}
