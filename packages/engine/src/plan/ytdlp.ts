/** Options of the download; production code sets only url, dir and maxBytes. */
export interface FetchPlan {
  url: string
  /** Private temp dir the file lands in. */
  dir: string
  maxBytes: number
  /** yt-dlp extractors allowed; production: youtube only. */
  extractors?: string[]
  /** Test-only: hosts (e.g. a loopback server) yt-dlp may fetch from. Production never sets it. */
  allowHosts?: string[]
}

/** The fixed output template: the downloaded file's name never comes from the remote side. */
export const OUTPUT_TEMPLATE = 'video.%(ext)s'

/** yt-dlp arguments: no config files, no playlists, YouTube only, size-capped, fixed file name. */
export function buildYtdlpArgs(p: FetchPlan): string[] {
  const extractors = p.extractors?.length ? p.extractors : ['youtube']
  return [
    '--ignore-config',
    '--no-playlist',
    '--no-progress',
    '--quiet',
    '--no-warnings',
    '--use-extractors',
    extractors.join(','),
    '--max-filesize',
    String(p.maxBytes),
    '-f',
    'bv*[height<=1080]+ba/b[height<=1080]',
    '--paths',
    p.dir,
    '-o',
    OUTPUT_TEMPLATE,
    '--',
    p.url,
  ]
}
