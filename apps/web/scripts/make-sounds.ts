/**
 * Synthesises the interface's retro blips as 8-bit mono WAV files in public/sounds/.
 * Pure TypeScript, nothing downloaded: `npx tsx apps/web/scripts/make-sounds.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const RATE = 22_050

interface Note {
  /** Start and end frequency in Hz (a linear sweep). */
  from: number
  to: number
  seconds: number
  wave: 'square' | 'triangle'
}

const SOUNDS: Record<string, Note[]> = {
  'next-content': [
    { from: 660, to: 660, seconds: 0.05, wave: 'square' },
    { from: 990, to: 990, seconds: 0.08, wave: 'square' },
  ],
  'previous-content': [
    { from: 990, to: 990, seconds: 0.05, wave: 'square' },
    { from: 660, to: 660, seconds: 0.08, wave: 'square' },
  ],
  'choose-category': [
    { from: 220, to: 880, seconds: 0.16, wave: 'square' },
    { from: 880, to: 880, seconds: 0.06, wave: 'triangle' },
  ],
  'choose-game': [
    { from: 523, to: 523, seconds: 0.06, wave: 'square' },
    { from: 659, to: 659, seconds: 0.06, wave: 'square' },
    { from: 784, to: 784, seconds: 0.06, wave: 'square' },
    { from: 1047, to: 1047, seconds: 0.14, wave: 'triangle' },
  ],
}

function oscillator(wave: Note['wave'], phase: number): number {
  const cycle = phase % 1
  return wave === 'square' ? (cycle < 0.5 ? 1 : -1) : 1 - 4 * Math.abs(cycle - 0.5)
}

function synthesize(notes: Note[]): Uint8Array {
  const samples: number[] = []
  let phase = 0
  for (const note of notes) {
    const count = Math.round(note.seconds * RATE)
    for (let i = 0; i < count; i++) {
      const progress = i / count
      phase += (note.from + (note.to - note.from) * progress) / RATE
      const envelope = Math.min(1, i / 60) * Math.min(1, (count - i) / 200)
      samples.push(oscillator(note.wave, phase) * envelope * 0.6)
    }
  }
  return Uint8Array.from(samples, (value) => Math.round(128 + value * 127))
}

function wav(pcm: Uint8Array): Buffer {
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + pcm.length, 4)
  header.write('WAVEfmt ', 8)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(RATE, 24)
  header.writeUInt32LE(RATE, 28) // byte rate: 1 byte per sample
  header.writeUInt16LE(1, 32)
  header.writeUInt16LE(8, 34)
  header.write('data', 36)
  header.writeUInt32LE(pcm.length, 40)
  return Buffer.concat([header, pcm])
}

const outDir = fileURLToPath(new URL('../public/sounds/', import.meta.url))
mkdirSync(outDir, { recursive: true })
for (const [name, notes] of Object.entries(SOUNDS)) {
  const file = wav(synthesize(notes))
  writeFileSync(`${outDir}${name}.wav`, file)
  process.stdout.write(`${name}.wav ${file.length} bytes\n`)
}
