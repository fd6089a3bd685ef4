import { useState } from 'react';
import IconPlayerPlayFilled from '@tabler/icons-react/dist/esm/icons/IconPlayerPlayFilled.mjs';
import { useTexts } from '../../i18n/use-texts.ts';
import { useUiText } from '../../i18n/use-ui-text.ts';
import { ContentImage } from '../../kit/ContentImage.tsx';
import { Section } from '../../kit/Section.tsx';
import { useSite } from '../../kit/site-context.ts';
import type { BlockProps } from '../../renderer/block-props.ts';
import type { Video as VideoBlock } from '../../generated/content-types.ts';
import './video.css';

/**
 * The players of the hosts a video may come from, each loaded only once the visitor presses play
 * (docs/BEHAVIOUR.md#videos): YouTube's from youtube-nocookie.com, Vimeo's with its do-not-track
 * flag. public/_headers allows exactly these hosts in frame-src.
 */
const hosts = {
  youtube: { name: 'YouTube', player: (id: string, language: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0&hl=${language}` },
  vimeo: { name: 'Vimeo', player: (id: string) => `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1` },
};

/**
 * A video behind its poster: until the visitor presses play, the page shows the poster and a play
 * button (and, for YouTube or Vimeo, says what playing sends them), and requests nothing of the
 * video. Pressing play puts the player in the poster's place, playing, with keyboard focus in it.
 */
export function Video({ block, onFirstScreen }: BlockProps<'video'>) {
  const { t } = useTexts();
  const ui = useUiText();
  const [playing, setPlaying] = useState(false);
  const title = t(block.title ?? block.heading);
  const host = block.source === 'file' ? null : hosts[block.source].name;
  return (
    <Section eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} className="video">
      <div className="video__frame">
        {playing ? (
          <Player block={block} title={title} />
        ) : (
          <button type="button" className="video__start" onClick={() => setPlaying(true)}>
            <ContentImage src={block.poster} alt="" priority={onFirstScreen} className="video__poster" />
            <span className="video__badge">
              <IconPlayerPlayFilled size={22} aria-hidden="true" focusable="false" />
              {ui('common.video.play')}
              <span className="visually-hidden">: {title}</span>
            </span>
          </button>
        )}
      </div>
      {host && !playing && <p className="video__note">{ui('common.video.consent', { host })}</p>}
    </Section>
  );
}

/** Focus moves into the player as soon as it is in place, so that the keyboard goes on from the button it replaces. */
const focusOnArrival = (player: HTMLElement | null) => {
  player?.focus();
};

/** The player itself: the host's, in a frame named by the video's title, or the browser's own, with the captions of every language. */
function Player({ block, title }: { block: VideoBlock; title: string }) {
  const { site, language } = useSite();
  if (block.source !== 'file') {
    const src = hosts[block.source].player(encodeURIComponent(block.video), encodeURIComponent(language));
    return (
      <iframe
        ref={focusOnArrival}
        src={src}
        title={title}
        className="video__player"
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        // What the players need to play, go full screen and open the video on their own site in a new tab. allow-same-origin
        // keeps the player's own origin (another than the page's), so its scripts cannot reach the page and lift the sandbox.
        // oxlint-disable-next-line react/iframe-missing-sandbox
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
      />
    );
  }
  const base = import.meta.env.BASE_URL;
  const languageName = (code: string) => site.languages.available.find((available) => available.code === code)?.label ?? code;
  return (
    // oxlint-disable-next-line jsx-a11y/media-has-caption -- its <track>s are the block's captions, one per language, drawn below
    <video ref={focusOnArrival} className="video__player" controls autoPlay playsInline poster={`${base}${block.poster}`} aria-label={title}>
      <source src={`${base}${block.video}`} type={block.video.endsWith('.webm') ? 'video/webm' : 'video/mp4'} />
      {block.captions?.map((captions) => (
        <track
          key={captions.file}
          kind="captions"
          src={`${base}${captions.file}`}
          srcLang={captions.language}
          label={languageName(captions.language)}
          default={captions.language === language}
        />
      ))}
    </video>
  );
}
