import { readFileSync } from 'node:fs'
import { hash, verify, type Options } from '@node-rs/argon2'

/** Argon2id at OWASP's floor: 19 MiB, 2 passes, 1 lane (DESIGN.md section 5). */
export const ARGON2_OPTIONS: Options = {
  // Algorithm.Argon2id: a const enum, which `verbatimModuleSyntax` cannot import.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
}

export interface PasswordHasher {
  hash(password: string): Promise<string>
  /** Checks a password; with no stored hash it does the same work and answers false. */
  verify(storedHash: string | null, password: string): Promise<boolean>
  isCommon(password: string): boolean
}

// Loaded once: the 10,000 most common passwords, lower-cased (see common-passwords/generate.ts).
const COMMON = new Set(
  readFileSync(new URL('./common-passwords/list.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean),
)

export async function createPasswordHasher(): Promise<PasswordHasher> {
  // A hash of a random throwaway password: verifying against it costs what a real check costs.
  const dummyHash = await hash(crypto.randomUUID(), ARGON2_OPTIONS)
  return {
    hash: (password) => hash(password, ARGON2_OPTIONS),
    async verify(storedHash, password) {
      const matches = await verify(storedHash ?? dummyHash, password).catch(() => false)
      return storedHash !== null && matches
    },
    isCommon: (password) => COMMON.has(password.toLowerCase()),
  }
}
