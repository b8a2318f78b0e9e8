/**
 * `npm start`: runs the API + web server (port 3000) and the validation service (port 5154) as two
 * processes; Ctrl-C (SIGINT) or SIGTERM stops both cleanly, and if either dies the other is stopped.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'

// Settings from a .env file beside package.json (see .env.example); the environment wins.
if (existsSync('.env')) process.loadEnvFile('.env')

const tsx = new URL('../../node_modules/.bin/tsx', import.meta.url).pathname
const services = [
  { name: 'server', entry: 'apps/server/src/server.ts' },
  { name: 'validator', entry: 'apps/validator/src/main.ts' },
]

const children: ChildProcess[] = services.map(({ name, entry }) => {
  const child = spawn(tsx, [entry], { stdio: 'inherit', env: process.env })
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} exited (${signal ?? code}); stopping everything`)
      stop('SIGTERM', code ?? 1)
    }
  })
  return child
})

let stopping = false
let exitCode = 0
function stop(signal: NodeJS.Signals, code = 0) {
  stopping = true
  exitCode = code
  for (const child of children) if (child.exitCode === null) child.kill(signal)
}

process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
await Promise.all(children.map((child) => new Promise((resolve) => child.once('close', resolve))))
process.exit(exitCode)
