/**
 * Engine throughput vs ffmpeg decode-only on the same file, in the same run.
 * Usage: npm run -s bench:engine -- <video> [--threads N]
 * Prints one JSON object. Peak memory: this process's peak RSS plus the peak of its ffmpeg
 * children, sampled from /proc every 100 ms.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { spawn } from 'node:child_process'
import { validateVideo, resolveFfmpeg } from '../src/index.ts'
import { buildDecodeOnlyArgs } from '../src/plan/ffmpeg-args.ts'

function childRssBytes(pid: number): number {
  let total = 0
  for (const task of readdirSync(`/proc/${pid}/task`, { withFileTypes: false })) {
    let children: string[]
    try {
      children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
    } catch {
      continue
    }
    for (const c of children) {
      try {
        const status = readFileSync(`/proc/${c}/status`, 'utf8')
        const m = /VmRSS:\s+(\d+) kB/.exec(status)
        if (m) total += Number(m[1]) * 1024
        total += childRssBytes(Number(c))
      } catch {
        // the child exited between listing and reading
      }
    }
  }
  return total
}

async function decodeOnly(ffmpeg: string, input: string, threads: number): Promise<number> {
  const t0 = performance.now()
  await new Promise<void>((resolve, reject) => {
    const p = spawn(ffmpeg, buildDecodeOnlyArgs(input, threads), { stdio: 'ignore' })
    p.on('error', reject)
    p.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`))))
  })
  return (performance.now() - t0) / 1000
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const input = args.find((a) => !a.startsWith('--'))
  const threads = args.includes('--threads') ? Number(args[args.indexOf('--threads') + 1]) : 2
  if (!input) throw new Error('usage: bench:engine -- <video> [--threads N]')
  const ff = resolveFfmpeg()
  let peakChildren = 0
  let peakTotal = 0
  const timer = setInterval(() => {
    const children = childRssBytes(process.pid)
    peakChildren = Math.max(peakChildren, children)
    peakTotal = Math.max(peakTotal, process.memoryUsage().rss + children)
  }, 100)
  const t0 = performance.now()
  const result = await validateVideo(input, { threads })
  const engineSeconds = (performance.now() - t0) / 1000
  clearInterval(timer)
  const decodeSeconds = await decodeOnly(ff.path, input, threads)
  const duration = result.videoInfo.duration
  const engine = duration / engineSeconds
  const decode = duration / decodeSeconds
  const mb = (b: number): number => Math.round(b / 1024 / 1024)
  const out = {
    file: input,
    videoSeconds: duration,
    resolution: result.videoInfo.resolution,
    threads,
    ffmpeg: { path: ff.path, version: ff.version },
    engine: { wallSeconds: +engineSeconds.toFixed(2), videoSecondsPerSecond: +engine.toFixed(2) },
    decodeOnly: {
      wallSeconds: +decodeSeconds.toFixed(2),
      videoSecondsPerSecond: +decode.toFixed(2),
    },
    ratio: +(engine / decode).toFixed(3),
    peakRssMB: {
      total: mb(peakTotal),
      node: mb(process.resourceUsage().maxRSS * 1024),
      ffmpegChildren: mb(peakChildren),
    },
    maxScore: result.maxScore,
    verdict: result.verdict,
  }
  console.log(JSON.stringify(out))
}

main().catch((err: unknown) => {
  console.log(
    JSON.stringify({ error: { message: err instanceof Error ? err.message : String(err) } }),
  )
  process.exitCode = 1
})
