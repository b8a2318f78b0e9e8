import type { SampleRecord } from './plan/samples.ts'
import { paddedWidth } from './plan/text.ts'
import { LineReader, type LineNumber } from './vision/line-reader.ts'
import { lineInk, segmentLine, type LineInk, type SegmentedLine } from './vision/read-line.ts'
import type { GrayImage } from './vision/glyph.ts'
import { PitchFinder } from './vision/pitch.ts'
import { litBox, thumbChange, thumbDiff } from './vision/thumbs.ts'

/** One sampled source frame of the main decode. */
export interface ScanSample {
  /** Order of the sample in the scan (0, 1, 2, ...). */
  k: number
  crop: GrayImage
  thumb: Uint8Array
}

/** Gray levels a thumbnail cell must move by to count as changed. */
const CHANGED_LEVEL = 20
/** How many samples back the flash test looks (a flash or explosion lasts a few frames). */
export const BACK = 6
/** Samples the counter's pitch is learnt from (held back until it is) before any is segmented. */
const PITCH_SAMPLES = 120

/**
 * Turns the decode's samples into records. During the decode it segments the counter crop, feeds
 * the glyphs to the line reader and compares thumbnails (keeping only the last few); at the end
 * the reader labels its glyph clusters and reads every sample's number into its record, in place
 * (an hour of video has 100k records: no second copy of them is made). The first samples are
 * held back until the counter's character pitch is learnt from them, so that every sample is
 * segmented alike.
 */
export class Sampler {
  private records: SampleRecord[] = []
  /** Difference of each sample's thumbnail to the one BACK samples earlier (flash vs cut). */
  readonly diffBack: number[] = []
  private prev: Uint8Array[] = []
  /** Samples held back while the pitch is learnt (with their line's ink), and what learns it. */
  private pending: { sample: ScanSample; ink: LineInk }[] = []
  private readonly pitches: PitchFinder
  /** The reader, made once the pitch is known. */
  private reader: LineReader | null = null
  private readonly gap: number
  /**
   * The last sample's crop and ink. A crop identical to the one before (a still HUD: up to four
   * fifths of a real capture's samples) has the same ink and, once segmented, the same glyphs.
   */
  private last: { crop: Uint8Array; ink: LineInk } | null = null
  private lastSegmented?: SegmentedLine

  /**
   * @param band rows of the crop where the digits are expected (text plus a small margin)
   * @param anchor columns of the crop where the digits were seen while locating the counter
   * @param strict whether the counter's ink is taken strictly (binarizeRect)
   */
  constructor(
    private textHeight: number,
    private ignore: Uint8Array,
    private band: [number, number],
    private anchor: [number, number],
    private strict = false,
  ) {
    this.gap = Math.max(2, Math.round(textHeight / 10))
    this.pitches = new PitchFinder(textHeight)
  }

  add(s: ScanSample): void {
    const ink =
      this.last && sameBytes(this.last.crop, s.crop.data)
        ? this.last.ink
        : lineInk(s.crop, this.bandRect(s.crop), this.gap, this.strict)
    this.last = { crop: s.crop.data, ink }
    if (this.reader) return this.segment(s, ink, this.reader)
    const margin = this.textHeight / 2
    const from = Math.max(0, Math.floor(this.anchor[0] - margin))
    this.pitches.add(ink.cols, from, Math.min(ink.width, Math.ceil(this.anchor[1] + margin)))
    this.pending.push({ sample: s, ink })
    if (this.pending.length >= PITCH_SAMPLES) this.settlePitch()
  }

  private settlePitch(): LineReader {
    const reader = new LineReader(
      Math.max(2, this.textHeight * 0.5),
      this.anchor,
      this.pitches.pitch() ?? undefined,
    )
    this.reader = reader
    for (const p of this.pending) this.segment(p.sample, p.ink, reader)
    this.pending = []
    return reader
  }

  private bandRect(crop: GrayImage) {
    return { x0: 0, y0: this.band[0], x1: crop.width, y1: this.band[1] }
  }

  private segment(s: ScanSample, ink: LineInk, reader: LineReader): void {
    const last = this.lastSegmented
    const seg =
      last?.ink === ink
        ? last.seg
        : segmentLine(
            s.crop,
            this.bandRect(s.crop),
            this.gap,
            this.textHeight,
            reader.pitch,
            ink,
            last,
          )
    this.lastSegmented = { ink, seg }
    reader.add(seg)
    const p1 = this.prev[this.prev.length - 1]
    const back = this.prev.length >= BACK ? this.prev[this.prev.length - BACK] : undefined
    const change = p1 && thumbChange(p1, s.thumb, CHANGED_LEVEL, this.ignore)
    this.records.push({
      k: s.k,
      frame: -1,
      value: null,
      digits: null,
      confidence: 0,
      textHeight: seg.textHeight,
      inkLevel: seg.inkLevel,
      x0: 0,
      x1: 0,
      diff: change?.diff ?? 0,
      diffOutside: change?.outside ?? 0,
      changed: change?.changed ?? 0,
      lit: litBox(s.thumb),
    })
    this.diffBack.push(back ? thumbDiff(back, s.thumb) : 0)
    this.prev = [...this.prev.slice(1 - BACK), s.thumb]
  }

  /**
   * Reads every sample (labels the learnt glyph clusters first) and places it at its source frame
   * (`frames`, known once the decode has ended); the sampler is spent after.
   */
  finish(frames: number[]): SampleRecord[] {
    const reader = this.reader ?? this.settlePitch()
    const labels = reader.labels()
    const fill = (r: SampleRecord, n: LineNumber): void => {
      r.value = n.value
      r.digits = n.digits
      r.confidence = n.confidence
      r.textHeight = n.rect ? n.rect.y1 - n.rect.y0 : n.textHeight
      r.x0 = n.rect?.x0 ?? 0
      r.x1 = n.rect?.x1 ?? 0
    }
    this.records.forEach((r, i) => {
      r.frame = frames[i] ?? r.k
      fill(r, reader.read(i, labels))
    })
    // A zero-padded counter is read again within its width where something beside it was read too.
    const padded = paddedWidth(this.records.map((r) => r.digits))
    if (padded) {
      this.records.forEach((r, i) => {
        if ((r.digits?.length ?? 0) > padded) fill(r, reader.read(i, labels, padded))
      })
    }
    return this.records
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(
    Buffer.from(b.buffer, b.byteOffset, b.byteLength),
  )
}

/** Thumbnail mask (1 = ignore) of a relative box, grown by a cell so shake stays inside. */
export function thumbMask(
  w: number,
  h: number,
  box: { x: number; y: number; w: number; h: number },
): Uint8Array {
  const m = new Uint8Array(w * h)
  const x0 = Math.max(0, Math.floor(box.x * w) - 1)
  const x1 = Math.min(w, Math.ceil((box.x + box.w) * w) + 1)
  const y0 = Math.max(0, Math.floor(box.y * h) - 1)
  const y1 = Math.min(h, Math.ceil((box.y + box.h) * h) + 1)
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) m[y * w + x] = 1
  return m
}
