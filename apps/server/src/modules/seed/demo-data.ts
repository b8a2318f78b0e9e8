/**
 * The spec's sample data (SPEC.md section 3, DESIGN.md section 1) as demo pilots: the 55 ranking
 * entries, the profile sample and its upload history. Names are invented; scores sit inside a
 * plausible range for each game's counter.
 */

/** Plausible score range per game id (arcade counters differ by orders of magnitude). */
export const SCORE_RANGES: Record<number, readonly [number, number]> = {
  1: [400_000, 2_200_000],
  2: [5_000_000, 25_000_000],
  3: [300_000, 1_200_000],
  4: [2_000_000, 12_000_000],
  5: [1_000_000, 6_000_000],
  6: [800_000, 3_500_000],
  7: [500_000, 3_000_000],
  8: [300_000, 1_500_000],
  9: [2_000_000, 9_000_000],
  10: [3_000_000, 11_000_000],
  11: [100_000_000, 600_000_000],
  12: [50_000_000, 400_000_000],
  13: [20_000_000, 200_000_000],
  14: [1_000_000_000, 4_000_000_000],
  15: [100_000_000, 700_000_000],
  16: [1_000_000, 8_000_000],
}

/** The 55 sample ranking pilots: name and two-letter nationality. */
const RANKING_PILOTS: readonly (readonly [string, string])[] = [
  ['Kaze no Tora', 'JP'],
  ['Neon Valkyrie', 'US'],
  ['Raposa Veloz', 'BR'],
  ['Lupo Stellare', 'IT'],
  ['Halcon Rojo', 'MX'],
  ['Mirage Ace', 'FR'],
  ['Donnerkeil', 'DE'],
  ['Byeolbit', 'KR'],
  ['Long Xing', 'CN'],
  ['Aurora Borealis', 'NO'],
  ['Maple Striker', 'CA'],
  ['Outback Comet', 'AU'],
  ['Tormenta Azul', 'AR'],
  ['Vortex Nine', 'GB'],
  ['Sakura Blitz', 'JP'],
  ['Iron Condor', 'CL'],
  ['Polar Lynx', 'FI'],
  ['Nordlys', 'SE'],
  ['Trovoada', 'PT'],
  ['Tigre del Sur', 'CO'],
  ['Orla Quasar', 'IE'],
  ['Vlk Zeleny', 'CZ'],
  ['Sokol', 'PL'],
  ['Red Baron Jr', 'AT'],
  ['Tulip Thunder', 'NL'],
  ['Kiwi Flash', 'NZ'],
  ['Andes Hawk', 'PE'],
  ['Serpiente', 'ES'],
  ['Cedar Ghost', 'LB'],
  ['Nile Phantom', 'EG'],
  ['Savanna Jet', 'KE'],
  ['Baobab Pulse', 'SN'],
  ['Mumbai Meteor', 'IN'],
  ['Siam Spark', 'TH'],
  ['Merlion Dash', 'SG'],
  ['Jakarta Jolt', 'ID'],
  ['Manila Mach', 'PH'],
  ['Pho Rocket', 'VN'],
  ['Bosphorus Bolt', 'TR'],
  ['Aegean Arrow', 'GR'],
  ['Danube Drift', 'HU'],
  ['Carpathia', 'RO'],
  ['Baltic Beam', 'LT'],
  ['Alpine Echo', 'CH'],
  ['Fjord Falcon', 'DK'],
  ['Celtic Cross', 'GB'],
  ['Pampa Pilot', 'UY'],
  ['Caribe Wave', 'CU'],
  ['Atlas Zero', 'MA'],
  ['Desert Fox 7', 'AE'],
  ['Kyiv Kestrel', 'UA'],
  ['Hanami Hiro', 'JP'],
  ['Seoul Storm', 'KR'],
  ['Bayou Blaze', 'US'],
  ['Guarana Gun', 'BR'],
]

export interface DemoRun {
  gameId: number
  modeId: number
  platformId: number
  levelId: number
  score: number
  status: 'approved' | 'under_review' | 'rejected'
  start: string
  end: string
}

export interface DemoPilot {
  slug: string
  nickname: string
  country: string
  bio: string
  createdAt: string
  runs: DemoRun[]
}

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/** A deterministic spread in [0, 1) so every game's board gets a believable order. */
const spread = (index: number) => ((index * 37) % 55) / 55

/**
 * Entry i plays game (i mod 16) + 1, in mode HI-SCORE, CARAVAN, 1CC in turn by round; the runs are
 * dated in November 2025, inside the Season 0 prologue, so its leaderboard and badges show too.
 */
export const RANKING_SAMPLE: readonly DemoPilot[] = RANKING_PILOTS.map(([name, country], index) => {
  const gameId = (index % 16) + 1
  const [low, high] = SCORE_RANGES[gameId]!
  const score = Math.round((low + (high - low) * spread(index)) / 10) * 10
  const day = String(1 + (index % 28)).padStart(2, '0')
  return {
    slug: slugOf(name),
    nickname: name,
    country,
    bio: '',
    createdAt: `2025-08-${day}T12:00:00Z`,
    runs: [
      {
        gameId,
        modeId: (Math.floor(index / 16) % 3) + 1,
        platformId: 2,
        levelId: 2 + (index % 2),
        score,
        status: 'approved',
        start: `2025-11-${day}T18:00:00Z`,
        end: `2025-11-${day}T18:05:00Z`,
      },
    ],
  }
})

/** The profile sample (nickname, bio, country Brazil) with its upload history. */
export const PROFILE_SAMPLE: DemoPilot = {
  slug: 'pilot-x',
  nickname: 'Pilot X',
  country: 'BR',
  bio: 'Arcade veteran chasing 1CCs and HI-SCOREs since the 90s.',
  createdAt: '2025-06-14T09:30:00Z',
  runs: [
    run(1, 1, 2, 3, 1_250_000, 'approved', '2025-09-02'),
    run(4, 2, 8, 2, 3_400_000, 'approved', '2025-09-10'),
    run(11, 3, 6, 3, 412_000_000, 'approved', '2025-09-21'),
    run(3, 1, 2, 2, 880_000, 'rejected', '2025-10-01'),
    run(6, 1, 9, 2, 2_100_000, 'under_review', '2025-10-12'),
    run(12, 2, 15, 1, 95_000_000, 'rejected', '2025-10-18'),
  ],
}

function run(
  gameId: number,
  modeId: number,
  platformId: number,
  levelId: number,
  score: number,
  status: DemoRun['status'],
  date: string,
): DemoRun {
  return {
    gameId,
    modeId,
    platformId,
    levelId,
    score,
    status,
    start: `${date}T20:00:00Z`,
    end: `${date}T20:04:00Z`,
  }
}

export const DEMO_PILOTS: readonly DemoPilot[] = [PROFILE_SAMPLE, ...RANKING_SAMPLE]
export const DEMO_EMAIL_DOMAIN = 'demo.xlevel.invalid'
