/**
 * Engine CLI: npm run -s validate -- <video-file-or-youtube-url> [--game <1-16>]
 * Prints exactly one JSON object on stdout; errors as {error:{code,message}} with exit code 1.
 */
import { EngineError, validateVideo } from './index.ts'

function parseArgs(argv: string[]): { input: string; gameId?: number } {
  let input: string | undefined
  let gameId: number | undefined
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    if (a === '--game') {
      gameId = Number(argv[++i])
      if (!Number.isInteger(gameId) || gameId < 1 || gameId > 16) {
        throw new EngineError('INVALID_INPUT', '--game takes a catalogue id from 1 to 16')
      }
    } else if (!input) input = a
    else throw new EngineError('INVALID_INPUT', `unexpected argument: ${a}`)
  }
  if (!input)
    throw new EngineError(
      'INVALID_INPUT',
      'usage: validate <video-file-or-youtube-url> [--game <1-16>]',
    )
  return { input, gameId }
}

async function main(): Promise<void> {
  try {
    const { input, gameId } = parseArgs(process.argv.slice(2))
    const result = await validateVideo(input, { gameId })
    process.stdout.write(`${JSON.stringify(result)}\n`)
  } catch (err) {
    const code = err instanceof EngineError ? err.code : 'INTERNAL'
    const message = err instanceof Error ? err.message : String(err)
    process.stdout.write(`${JSON.stringify({ error: { code, message } })}\n`)
    process.exitCode = 1
  }
}

await main()
