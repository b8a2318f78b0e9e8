import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { i18n, initI18n } from '@/lib/i18n'

beforeAll(async () => {
  await initI18n()
  await i18n.changeLanguage('en')
})

afterEach(() => {
  cleanup()
  localStorage.clear()
})
