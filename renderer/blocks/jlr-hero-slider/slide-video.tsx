import { useEffect, useRef } from 'react'
import { BackgroundVideo } from '../../html/background-video.js'

/**
 * A slide's background video: only the slide on show plays (the first one autoplays from the server HTML;
 * later ones start when they come on show and pause when they leave). BackgroundVideo picks no source
 * under reduced motion, so nothing plays then.
 */
export function SlideVideo({
  desktop,
  mobile,
  active,
  first,
}: {
  desktop: string | undefined
  mobile: string | undefined
  active: boolean
  first: boolean
}) {
  const ref = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    const video = ref.current
    if (!video) return
    if (active) void video.play().catch(() => {})
    else video.pause()
  }, [active])
  return (
    <BackgroundVideo
      ref={ref}
      desktop={desktop || undefined}
      mobile={mobile || undefined}
      playOnMobile={Boolean(mobile)}
      autoPlay={first}
    />
  )
}
