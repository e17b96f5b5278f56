import { ConsentEmbed } from '../../consent/ConsentEmbed.js'

/** The video id of a YouTube watch, embed, shorts or youtu.be URL (the template's pattern allows these). */
function youtubeId(url: string): string | undefined {
  const match = /(?:watch\?v=|embed\/|shorts\/|youtu\.be\/)([A-Za-z0-9_-]{6,20})/.exec(url)
  return match?.[1]
}

/**
 * A muted, looping YouTube video behind the hero text, from the no-cookie domain. It is decoration (the
 * image beneath carries the alt text), so it is hidden from assistive technology and from the Tab order,
 * and hidden entirely for visitors who prefer reduced motion (CSS). YouTube sets marketing cookies, so it
 * waits for consent (ConsentEmbed).
 */
export function YoutubeBackground({ url }: { url: string }) {
  const id = youtubeId(url)
  if (!id) return null
  const params = new URLSearchParams({
    autoplay: '1',
    mute: '1',
    loop: '1',
    playlist: id,
    controls: '0',
    playsinline: '1',
    rel: '0',
    disablekb: '1',
  })
  return (
    <ConsentEmbed className="hero__youtube-consent">
      <iframe
        className="hero__youtube"
        src={`https://www.youtube-nocookie.com/embed/${id}?${params.toString()}`}
        title=""
        aria-hidden="true"
        tabIndex={-1}
        allow="autoplay; encrypted-media"
        loading="lazy"
      />
    </ConsentEmbed>
  )
}
