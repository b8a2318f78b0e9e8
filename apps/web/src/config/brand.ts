/** The product name: never translated, interpolated into texts as {{brand}}. */
export const BRAND = 'X Level'

export const SOCIAL_LINKS = {
  youtube: 'https://www.youtube.com/@xlevel',
  instagram: 'https://www.instagram.com/xlevel',
} as const
