import type { Language } from './languages.ts'
import { GAME_DESCRIPTIONS } from './game-descriptions.ts'

export const GAME_CATEGORIES = ['horizontal', 'vertical', 'bullethell'] as const
export type GameCategory = (typeof GAME_CATEGORIES)[number]

export interface Game {
  id: number
  title: string
  category: GameCategory
  developer: string
  publisher: string
  /** Year of the original release. */
  year: number
  /** Platform of the original release. */
  platform: string
  /** A YouTube embed URL of a trailer, or null when we have none (the UI shows a poster). */
  youtubeUrl: string | null
  /** Two accent colours of the game's wordmark logo. */
  logoColors: readonly [string, string]
}

/** The fixed catalogue of 16 games (SPEC.md section 3), with the facts of each original release. */
export const GAMES: readonly Game[] = [
  {
    id: 1,
    title: 'Gradius II',
    category: 'horizontal',
    developer: 'Konami',
    publisher: 'Konami',
    year: 1988,
    platform: 'Arcade',
    youtubeUrl: null,
    logoColors: ['#ff5a36', '#ffd23f'],
  },
  {
    id: 2,
    title: 'Darius Gaiden',
    category: 'horizontal',
    developer: 'Taito',
    publisher: 'Taito',
    year: 1994,
    platform: 'Arcade',
    youtubeUrl: null,
    logoColors: ['#3fa9ff', '#b8f3ff'],
  },
  {
    id: 3,
    title: 'R-Type',
    category: 'horizontal',
    developer: 'Irem',
    publisher: 'Irem',
    year: 1987,
    platform: 'Arcade',
    youtubeUrl: null,
    logoColors: ['#e83f6f', '#ffbf46'],
  },
  {
    id: 4,
    title: 'Thunder Force 4',
    category: 'horizontal',
    developer: 'Technosoft',
    publisher: 'Technosoft',
    year: 1992,
    platform: 'Sega Mega Drive',
    youtubeUrl: null,
    logoColors: ['#ffe347', '#ff7b00'],
  },
  {
    id: 5,
    title: 'Zed Blade',
    category: 'horizontal',
    developer: 'NMK',
    publisher: 'SNK',
    year: 1994,
    platform: 'Neo Geo MVS',
    youtubeUrl: null,
    logoColors: ['#9dff4f', '#1fd1a5'],
  },
  {
    id: 6,
    title: 'Strikers 1945',
    category: 'vertical',
    developer: 'Psikyo',
    publisher: 'Psikyo',
    year: 1995,
    platform: 'Arcade',
    youtubeUrl: null,
    logoColors: ['#d9d9d9', '#5fa8ff'],
  },
  {
    id: 7,
    title: 'Aero Fighters 2',
    category: 'vertical',
    developer: 'Video System',
    publisher: 'SNK',
    year: 1994,
    platform: 'Neo Geo MVS',
    youtubeUrl: null,
    logoColors: ['#ff4f4f', '#fff170'],
  },
  {
    id: 8,
    title: 'Samurai Aces',
    category: 'vertical',
    developer: 'Psikyo',
    publisher: 'Banpresto',
    year: 1993,
    platform: 'Arcade',
    youtubeUrl: null,
    logoColors: ['#ff9a3c', '#ffd8a8'],
  },
  {
    id: 9,
    title: 'Raiden 2',
    category: 'vertical',
    developer: 'Seibu Kaihatsu',
    publisher: 'Seibu Kaihatsu',
    year: 1993,
    platform: 'Arcade',
    youtubeUrl: null,
    logoColors: ['#ff3b3b', '#5cc8ff'],
  },
  {
    id: 10,
    title: 'Battle Garegga',
    category: 'vertical',
    developer: 'Raizing',
    publisher: 'Eighting',
    year: 1996,
    platform: 'Arcade',
    youtubeUrl: null,
    logoColors: ['#c2c2c2', '#ffb347'],
  },
  {
    id: 11,
    title: 'Dodonpachi',
    category: 'bullethell',
    developer: 'Cave',
    publisher: 'Atlus',
    year: 1997,
    platform: 'Arcade',
    youtubeUrl: null,
    logoColors: ['#ff2fd1', '#ffe14d'],
  },
  {
    id: 12,
    title: 'Mushihimesama',
    category: 'bullethell',
    developer: 'Cave',
    publisher: 'AMI',
    year: 2004,
    platform: 'Arcade',
    youtubeUrl: null,
    logoColors: ['#7dff7a', '#ffd966'],
  },
  {
    id: 13,
    title: 'Espgaluda II',
    category: 'bullethell',
    developer: 'Cave',
    publisher: 'AMI',
    year: 2005,
    platform: 'Arcade',
    youtubeUrl: null,
    logoColors: ['#b28dff', '#ff9ee5'],
  },
  {
    id: 14,
    title: 'Touhou 15',
    category: 'bullethell',
    developer: 'Team Shanghai Alice',
    publisher: 'Team Shanghai Alice',
    year: 2015,
    platform: 'Windows PC',
    youtubeUrl: null,
    logoColors: ['#ff6b9a', '#8fd3ff'],
  },
  {
    id: 15,
    title: 'Ketsui',
    category: 'bullethell',
    developer: 'Cave',
    publisher: 'AMI',
    year: 2003,
    platform: 'Arcade',
    youtubeUrl: null,
    logoColors: ['#ff5252', '#ffffff'],
  },
  {
    id: 16,
    title: 'Earthion',
    category: 'horizontal',
    developer: 'Ancient',
    publisher: 'Ancient',
    year: 2025,
    platform: 'Sega Mega Drive',
    youtubeUrl: null,
    logoColors: ['#3df2ff', '#4d7cff'],
  },
]

export function findGame(id: number): Game | undefined {
  return GAMES.find((game) => game.id === id)
}

export function gamesOfCategory(category: GameCategory): Game[] {
  return GAMES.filter((game) => game.category === category)
}

/** The game's two-sentence description in the given language (English when missing). */
export function gameDescription(id: number, language: Language): string {
  const descriptions = GAME_DESCRIPTIONS[id]
  return descriptions?.[language] ?? descriptions?.en ?? ''
}
