import { describe, expect, it } from 'vitest'
import {
  PARTNER_VALIDATION_EN,
  PartnerEnquiryBodySchema,
  buildPartnerMailto,
  partnerFieldErrors,
} from './partners.ts'

const valid = {
  empresa: 'Arcade Corp',
  site: 'https://arcade.example',
  paisRegiao: 'Brasil',
  tipo: 'patrocinio',
  orcamento: 'USD 10k',
  mensagem: 'We would like to sponsor Season 1.',
}

const errorsOf = (input: unknown) => {
  const parsed = PartnerEnquiryBodySchema.safeParse(input)
  return parsed.success ? {} : partnerFieldErrors(parsed.error)
}

describe('PartnerEnquiryBodySchema', () => {
  it('accepts a complete enquiry and trims its texts', () => {
    const parsed = PartnerEnquiryBodySchema.parse({ ...valid, empresa: '  Arcade Corp \n' })
    expect(parsed.empresa).toBe('Arcade Corp')
    expect(parsed.tipo).toBe('patrocinio')
  })

  it.each([
    ['empresa', undefined, 'partners.validation.companyRequired'],
    ['empresa', '   ', 'partners.validation.companyRequired'],
    ['site', undefined, 'partners.validation.websiteRequired'],
    ['site', ' ', 'partners.validation.websiteRequired'],
    ['site', 'arcade.example', 'partners.validation.websiteFormat'],
    ['site', 'ftp://arcade.example', 'partners.validation.websiteFormat'],
    ['site', 'https://', 'partners.validation.websiteFormat'],
    ['site', 'http:/x', 'partners.validation.websiteFormat'],
    ['paisRegiao', '', 'partners.validation.countryRequired'],
    ['tipo', undefined, 'partners.validation.businessTypeRequired'],
    ['tipo', '', 'partners.validation.businessTypeRequired'],
    ['tipo', 'merger', 'partners.validation.businessTypeRequired'],
    ['orcamento', '', 'partners.validation.budgetRequired'],
    ['mensagem', undefined, 'partners.validation.messageRequired'],
    ['mensagem', '  \t ', 'partners.validation.messageRequired'],
    ['mensagem', '  123456789  ', 'partners.validation.messageMinLength'],
    ['empresa', 'x'.repeat(201), 'partners.validation.tooLong'],
  ])('%s = %j gives exactly %s', (field, value, key) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: key })
  })

  it('accepts the shortest valid website and a 10-character message', () => {
    expect(errorsOf({ ...valid, site: 'http://a', mensagem: ' 1234567890 ' })).toEqual({})
  })

  it('reports every field of an empty form with its own key', () => {
    expect(errorsOf({})).toEqual({
      empresa: 'partners.validation.companyRequired',
      site: 'partners.validation.websiteRequired',
      paisRegiao: 'partners.validation.countryRequired',
      tipo: 'partners.validation.businessTypeRequired',
      orcamento: 'partners.validation.budgetRequired',
      mensagem: 'partners.validation.messageRequired',
    })
  })

  it('has the English text of every key', () => {
    expect(PARTNER_VALIDATION_EN['partners.validation.messageMinLength']).toBe(
      'Message must be at least 10 characters long',
    )
    expect(Object.keys(PARTNER_VALIDATION_EN)).toHaveLength(9)
  })
})

const en: Record<string, string> = {
  'partners.email.subject': 'Partnership Proposal',
  'partners.email.greeting': 'Hello,',
  'partners.email.intro': 'I would like to propose a partnership.',
  'partners.email.company': 'Company',
  'partners.email.website': 'Website',
  'partners.email.country': 'Country/Region',
  'partners.email.businessType': 'Business type',
  'partners.email.budget': 'Estimated budget',
  'partners.email.message': 'Message',
  'partners.email.placeholders.company': '[company]',
  'partners.email.placeholders.website': '[website]',
  'partners.email.placeholders.country': '[country]',
  'partners.email.placeholders.businessType': '[type]',
  'partners.email.placeholders.budget': '[budget]',
  'partners.email.placeholders.message': '[message]',
  'partners.email.closing': 'Best regards,',
  'partners.email.signature': '[Your name]',
  'partners.form.types.patrocinio': 'Sponsorship',
}

const ja: Record<string, string> = {
  ...en,
  'partners.email.subject': 'パートナーシップ提案',
  'partners.email.greeting': 'こんにちは、',
  'partners.email.company': '会社',
  'partners.email.placeholders.website': '[ウェブサイト]',
  'partners.email.closing': 'よろしくお願いします。',
  'partners.form.types.patrocinio': 'スポンサーシップ',
}

const translate = (table: Record<string, string>) => (key: string) => {
  const text = table[key]
  if (text === undefined) throw new Error(`missing key ${key}`)
  return text
}

describe('buildPartnerMailto', () => {
  it('builds the English link byte for byte', () => {
    const url = buildPartnerMailto({
      to: 'business@xlevel.gg',
      fields: { ...valid, mensagem: 'Line one\nLine two & more?' },
      t: translate(en),
    })
    expect(url).toBe(
      'mailto:business@xlevel.gg?subject=Partnership%20Proposal&body=' +
        'Hello%2C%0D%0A%0D%0AI%20would%20like%20to%20propose%20a%20partnership.%0D%0A%0D%0A' +
        'Company%3A%20Arcade%20Corp%0D%0A' +
        'Website%3A%20https%3A%2F%2Farcade.example%0D%0A' +
        'Country%2FRegion%3A%20Brasil%0D%0A' +
        'Business%20type%3A%20Sponsorship%0D%0A' +
        'Estimated%20budget%3A%20USD%2010k%0D%0A%0D%0A' +
        'Message%3A%0D%0ALine%20one%0D%0ALine%20two%20%26%20more%3F%0D%0A%0D%0A' +
        'Best%20regards%2C%0D%0A%5BYour%20name%5D',
    )
  })

  it('builds the Japanese link byte for byte, with placeholders for empty fields', () => {
    const url = buildPartnerMailto({
      to: 'business@xlevel.gg',
      fields: { empresa: 'アーケード', site: '  ', tipo: 'patrocinio' },
      t: translate(ja),
    })
    const body =
      'こんにちは、\r\n\r\nI would like to propose a partnership.\r\n\r\n会社: アーケード\r\n' +
      'Website: [ウェブサイト]\r\nCountry/Region: [country]\r\nBusiness type: スポンサーシップ\r\n' +
      'Estimated budget: [budget]\r\n\r\nMessage:\r\n[message]\r\n\r\nよろしくお願いします。\r\n' +
      '[Your name]'
    expect(url).toBe(
      'mailto:business@xlevel.gg?subject=' +
        '%E3%83%91%E3%83%BC%E3%83%88%E3%83%8A%E3%83%BC%E3%82%B7%E3%83%83%E3%83%97%E6%8F%90%E6%A1%88' +
        `&body=${encodeURIComponent(body)}`,
    )
    expect(url).toContain(
      '&body=%E3%81%93%E3%82%93%E3%81%AB%E3%81%A1%E3%81%AF%E3%80%81%0D%0A%0D%0A',
    )
    expect(decodeURIComponent(url.split('&body=')[1] ?? '')).toBe(body)
  })

  it('shows the type placeholder for an unknown type', () => {
    const url = buildPartnerMailto({ to: 'b@x.gg', fields: { tipo: 'merger' }, t: translate(en) })
    expect(decodeURIComponent(url)).toContain('Business type: [type]\r\n')
  })
})
