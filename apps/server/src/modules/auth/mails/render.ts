import { toLanguage } from '@app/shared'
import type { MailMessage } from '../../mail/mailer.ts'
import { AUTH_MAIL_TEXTS, type AuthMailKind } from './texts.ts'

const BRAND = 'X Level'

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** Renders an auth mail (plain text + HTML) in the recipient's language. */
export function renderAuthMail(
  kind: AuthMailKind,
  options: { to: string; language: string | null | undefined; link: string },
): MailMessage {
  const text = AUTH_MAIL_TEXTS[toLanguage(options.language)][kind]
  const fill = (value: string) => value.replaceAll('{brand}', BRAND)
  const before = text.before.map(fill)
  const after = text.after.map(fill)
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')
  const href = escapeHtml(options.link)
  return {
    to: options.to,
    subject: fill(text.subject),
    text: [...before, options.link, ...after, `— ${BRAND}`].join('\n\n'),
    html:
      `<!doctype html><html><body style="font-family:sans-serif">${paragraphs(before)}` +
      `<p><a href="${href}">${href}</a></p>${paragraphs(after)}<p>— ${BRAND}</p></body></html>`,
  }
}
