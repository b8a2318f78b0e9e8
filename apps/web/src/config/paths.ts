/** Every in-app link is built from here (STYLE.md section 2). */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  profile: { path: '/profile', getHref: () => '/profile' },
  startXLevel: { path: '/startxlevel', getHref: () => '/startxlevel' },
  rankings: { path: '/rankings', getHref: () => '/rankings' },
  events: { path: '/events', getHref: () => '/events' },
  eventDetail: {
    path: '/events/:id',
    getHref: (id: string) => `/events/${encodeURIComponent(id)}`,
  },
  partners: { path: '/partners', getHref: () => '/partners' },
  terms: { path: '/terms', getHref: () => '/terms' },
  resetPassword: {
    path: '/reset-password',
    getHref: (token: string) => `/reset-password?token=${encodeURIComponent(token)}`,
  },
  emulator: { path: '/emulator', getHref: () => '/emulator' },
  test: { path: '/test', getHref: () => '/test' },
  register: { path: '/register', getHref: () => '/register' },
  players: { path: '/players', getHref: () => '/players' },
  globalXRanking: { path: '/globalxranking', getHref: () => '/globalxranking' },
  community: { path: '/community', getHref: () => '/community' },
  communityProfile: { path: '/community-profile', getHref: () => '/community-profile' },
  communityPilot: {
    path: '/community-profile/:id',
    getHref: (id: string) => `/community-profile/${encodeURIComponent(id)}`,
  },
  run: { path: '/runs/:id', getHref: (id: string) => `/runs/${encodeURIComponent(id)}` },
  moderation: { path: '/moderation', getHref: () => '/moderation' },
} as const

/** Banner title keys (under `banner.`) by first path segment (SPEC.md section 2). */
export const BANNER_KEYS: Readonly<Record<string, string>> = {
  emulator: 'emulator',
  test: 'test',
  register: 'register',
  players: 'players',
  profile: 'profile',
  events: 'events',
  rankings: 'rankings',
  globalxranking: 'globalxranking',
  community: 'community',
  'community-profile': 'communityProfile',
  startxlevel: 'startxlevel',
}

export function bannerKeyFor(pathname: string): string | undefined {
  const segment = pathname.split('/')[1] ?? ''
  return Object.hasOwn(BANNER_KEYS, segment) ? BANNER_KEYS[segment] : undefined
}
