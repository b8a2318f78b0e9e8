/**
 * Engine throughput vs ffmpeg decode-only on the same file, in the same run.
 * Usage: npm run -s bench:engine -- <video> [--threads N] [--repeat N] [--memory]
 *
 * Decode-only is `ffmpeg -threads N -i <video> -map 0:v:0 -f null -`: every frame of the video
 * stream decoded at full rate, nothing converted or written (buildDecodeOnlyArgs). The engine run
 * is validateVideo in this process (probe, locate, scan, analysis thread, verdict). The two
 * alternate `--repeat` times (default 3) so that load from other processes hits both alike; the
 * ratio is engine throughput / decode-only throughput, in wall time and in CPU time (this
 * process's threads plus its ffmpeg children), with the median of the runs.
 *
 * --memory: one engine run only, reporting peak memory: the sum of this process's RSS and its
 * live ffmpeg children's RSS, sampled from /proc every 100 ms.
 *
 * Prints one JSON object.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { spawn } from 'node:child_process'
import { validateVideo, resolveFfmpeg, type EngineResult } from '../src/index.ts'
import { buildDecodeOnlyArgs } from '../src/plan/ffmpeg-args.ts'

const CLOCK_TICKS = 100

function childRssBytes(pid: number): number {
  let total = 0
  for (const task of readdirSync(`/proc/${pid}/task`)) {
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

/** CPU seconds used so far by this process (all threads) and its finished children. */
function cpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8')
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // fields 14-17 of stat (utime, stime, cutime, cstime) are 11-14 after the command name
  return (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / CLOCK_TICKS
}

interface Timed<T> {
  wall: number
  cpu: number
  value: T
}

async function timed<T>(run: () => Promise<T>): Promise<Timed<T>> {
  const c0 = cpuSeconds()
  const t0 = performance.now()
  const value = await run()
  return { wall: (performance.now() - t0) / 1000, cpu: cpuSeconds() - c0, value }
}

function decodeOnly(ffmpeg: string, input: string, threads: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const p = spawn(ffmpeg, buildDecodeOnlyArgs(input, threads), { stdio: 'ignore' })
    p.on('error', reject)
    p.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`))))
  })
}

const mb = (b: number): number => Math.round(b / 1024 / 1024)
const round = (v: number, digits = 2): number => +v.toFixed(digits)
const median = (v: number[]): number => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!

function option(args: string[], name: string, fallback: number): number {
  return args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback
}

function summary(input: string, threads: number, r: EngineResult) {
  return {
    file: input,
    videoSeconds: r.videoInfo.duration,
    resolution: r.videoInfo.resolution,
    threads,
    ffmpeg: r.ffmpeg,
  }
}

async function memory(input: string, threads: number): Promise<void> {
  let peakChildren = 0
  let peakTotal = 0
  const timer = setInterval(() => {
    const children = childRssBytes(process.pid)
    peakChildren = Math.max(peakChildren, children)
    peakTotal = Math.max(peakTotal, process.memoryUsage().rss + children)
  }, 100)
  const run = await timed(() => validateVideo(input, { threads }))
  clearInterval(timer)
  console.log(
    JSON.stringify({
      ...summary(input, threads, run.value),
      engine: { wallSeconds: round(run.wall), cpuSeconds: round(run.cpu) },
      peakRssMB: {
        total: mb(peakTotal),
        node: mb(process.resourceUsage().maxRSS * 1024),
        ffmpegChildren: mb(peakChildren),
      },
      timelinePoints: run.value.timeline.length,
      maxScore: run.value.maxScore,
      verdict: run.value.verdict,
    }),
  )
}

async function throughput(input: string, threads: number, repeat: number): Promise<void> {
  const ff = resolveFfmpeg()
  const runs: { engine: Timed<EngineResult>; decode: Timed<void> }[] = []
  for (let i = 0; i < repeat; i++) {
    const decode = await timed(() => decodeOnly(ff.path, input, threads))
    const engine = await timed(() => validateVideo(input, { threads }))
    runs.push({ engine, decode })
  }
  const last = runs[runs.length - 1]!.engine.value
  const duration = last.videoInfo.duration
  const perRun = runs.map(({ engine, decode }) => ({
    engine: { wallSeconds: round(engine.wall), cpuSeconds: round(engine.cpu) },
    decodeOnly: { wallSeconds: round(decode.wall), cpuSeconds: round(decode.cpu) },
    ratio: round(decode.wall / engine.wall, 3),
    cpuRatio: round(decode.cpu / engine.cpu, 3),
  }))
  const engineWall = median(runs.map((r) => r.engine.wall))
  const decodeWall = median(runs.map((r) => r.decode.wall))
  console.log(
    JSON.stringify({
      ...summary(input, threads, last),
      engineVideoSecondsPerSecond: round(duration / engineWall),
      decodeOnlyVideoSecondsPerSecond: round(duration / decodeWall),
      ratio: median(perRun.map((r) => r.ratio)),
      cpuRatio: median(perRun.map((r) => r.cpuRatio)),
      runs: perRun,
      maxScore: last.maxScore,
      verdict: last.verdict,
    }),
  )
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const valued = ['--threads', '--repeat']
  const input = args.find((a, i) => !a.startsWith('--') && !valued.includes(args[i - 1] ?? ''))
  if (!input) {
    throw new Error('usage: bench:engine -- <video> [--threads N] [--repeat N] [--memory]')
  }
  const threads = option(args, '--threads', 2)
  if (args.includes('--memory')) return memory(input, threads)
  return throughput(input, threads, option(args, '--repeat', 3))
}

main().catch((err: unknown) => {
  console.log(
    JSON.stringify({ error: { message: err instanceof Error ? err.message : String(err) } }),
  )
  process.exitCode = 1
})
