/**
 * The privacy-enhanced embed address (youtube-nocookie.com) of a YouTube watch, short, shorts or
 * embed link, or null when the link names no video.
 */
export function youtubeEmbedUrl(link: string): string | null {
  let url: URL
  try {
    url = new URL(/^https?:\/\//i.test(link) ? link : `https://${link}`)
  } catch {
    return null
  }
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '')
  const segments = url.pathname.split('/').filter(Boolean)
  let id: string | null | undefined = null
  if (host === 'youtu.be') id = segments[0]
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = ['shorts', 'embed', 'live'].includes(segments[0] ?? '')
      ? segments[1]
      : url.searchParams.get('v')
  }
  if (!id || !/^[\w-]{6,20}$/.test(id)) return null
  const start = Number.parseInt(url.searchParams.get('t') ?? '', 10)
  const query = Number.isFinite(start) && start > 0 ? `?start=${start}` : ''
  return `https://www.youtube-nocookie.com/embed/${id}${query}`
}
