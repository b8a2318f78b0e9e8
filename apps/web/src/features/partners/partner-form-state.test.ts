import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios'
import { describe, expect, it } from 'vitest'
import { EMPTY_PARTNER_VALUES, sendFailureOf, validatePartner } from './partner-form-state'

const complete = {
  ...EMPTY_PARTNER_VALUES,
  empresa: ' Arcade Corp ',
  site: 'https://arcade.example',
  paisRegiao: 'Brasil',
  tipo: 'licensing',
  orcamento: 'USD 10k',
  mensagem: 'We would like to license Season 1.',
}

function httpError(status: number, data: unknown) {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig
  const response = { status, statusText: '', data, headers: new AxiosHeaders(), config }
  return new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response)
}

describe('validatePartner', () => {
  it('gives every empty field its translation key', () => {
    expect(validatePartner(EMPTY_PARTNER_VALUES)).toEqual({
      ok: false,
      errors: {
        empresa: 'partners.validation.companyRequired',
        site: 'partners.validation.websiteRequired',
        paisRegiao: 'partners.validation.countryRequired',
        tipo: 'partners.validation.businessTypeRequired',
        orcamento: 'partners.validation.budgetRequired',
        mensagem: 'partners.validation.messageRequired',
      },
    })
  })

  it('returns the trimmed body of a complete form, honeypot included', () => {
    const result = validatePartner(complete)
    expect(result).toMatchObject({ ok: true, body: { empresa: 'Arcade Corp', comentario: '' } })
  })
})

describe('sendFailureOf', () => {
  it('maps a 400 to the fields it names', () => {
    const error = httpError(400, {
      code: 'BAD_REQUEST',
      message: 'Please enter a valid website URL',
      fields: { site: 'partners.validation.websiteFormat', body: 'x' },
    })
    expect(sendFailureOf(error)).toEqual({
      kind: 'fields',
      errors: { site: 'partners.validation.websiteFormat' },
    })
  })

  it("keeps the server's message of a 429", () => {
    const error = httpError(429, { code: 'RATE_LIMITED', message: 'Too many proposals' })
    expect(sendFailureOf(error)).toEqual({ kind: 'rateLimited', message: 'Too many proposals' })
  })

  it('treats network errors and unknown bodies as a failed send', () => {
    expect(sendFailureOf(new AxiosError('Network Error', 'ERR_NETWORK'))).toEqual({
      kind: 'failed',
    })
    expect(sendFailureOf(httpError(500, '<html>'))).toEqual({ kind: 'failed' })
  })
})
