import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@app/shared'

type Tree = { [key: string]: string | Tree }

/**
 * English strings that are legitimately the same in every language: game-mode codes, the mode
 * names the spec keeps in English, and the placeholder dash.
 */
const SAME_AS_ENGLISH = new Set([
  'common.hiScore',
  'banner.test',
  // The spec's banner title, already Portuguese/Spanish: 'EVENTOS'.
  'banner.events',
  'home.noPilot',
  'rankings.modes.highScore',
  'rankings.modes.oneCc',
  'rankings.modes.caravan',
])

/** Words that happen to be spelled the same in one language: `language:key`. */
const SAME_IN_LANGUAGE = new Set(
  [
    ['pt', 'Bronze'],
    ['fr', 'Bronze'],
    ['de', 'Bronze'],
    ['de', 'Gold'],
  ].flatMap(([language, tier]) => [
    `${language}:profile.tiers.${tier}`,
    `${language}:tiers.${tier!.toLowerCase()}`,
  ]),
)

const FILES = import.meta.glob<Tree>('./*.json', { eager: true, import: 'default' })

function load(language: string): Tree {
  const tree = FILES[`./${language}.json`]
  if (!tree) throw new Error(`missing locale file ${language}.json`)
  return tree
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') entries.set(path, value)
    else for (const [k, v] of flatten(value, path)) entries.set(k, v)
  }
  return entries
}

const english = flatten(load('en'))
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort()

describe('locales', () => {
  it('has one file per interface language', () => {
    const files = Object.keys(FILES).map((name) => name.replace(/^\.\/|\.json$/g, ''))
    expect(files.sort()).toEqual([...LANGUAGES].sort())
  })

  for (const language of LANGUAGES.filter((item) => item !== 'en')) {
    describe(language, () => {
      const translated = flatten(load(language))

      it('has every English key and no extra key', () => {
        expect([...english.keys()].filter((key) => !translated.has(key))).toEqual([])
        expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([])
      })

      it('translates every string that is not allow-listed', () => {
        const untranslated = [...english].filter(
          ([key, text]) =>
            !SAME_AS_ENGLISH.has(key) &&
            !SAME_IN_LANGUAGE.has(`${language}:${key}`) &&
            translated.get(key) === text,
        )
        expect(untranslated.map(([key]) => key)).toEqual([])
      })

      it('keeps the interpolation placeholders', () => {
        const broken = [...english].filter(
          ([key, text]) =>
            translated.has(key) &&
            placeholders(translated.get(key)!).join() !== placeholders(text).join(),
        )
        expect(broken.map(([key]) => key)).toEqual([])
      })
    })
  }
})
