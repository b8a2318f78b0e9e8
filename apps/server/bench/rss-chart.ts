/** A small self-contained SVG line chart of RSS samples (no chart library needed). */
export function rssChartSvg(
  samples: { second: number; rssMb: number }[],
  labels: { date: string },
): string {
  const width = 640
  const height = 260
  const left = 56
  const right = 16
  const top = 28
  const bottom = 40
  const lastSecond = Math.max(1, ...samples.map((s) => s.second))
  const highest = Math.max(...samples.map((s) => s.rssMb))
  const ceiling = Math.max(50, Math.ceil((highest * 1.15) / 50) * 50)
  const x = (second: number) => left + (second / lastSecond) * (width - left - right)
  const y = (mb: number) => top + (1 - mb / ceiling) * (height - top - bottom)
  const points = samples.map((s) => `${x(s.second).toFixed(1)},${y(s.rssMb).toFixed(1)}`)
  const yTicks = Array.from({ length: ceiling / 50 + 1 }, (_, step) => step * 50)
  const minutes = Array.from({ length: Math.floor(lastSecond / 60) + 1 }, (_, m) => m)
  const text = (tx: number, ty: number, body: string, anchor = 'middle') =>
    `<text x="${tx.toFixed(1)}" y="${ty.toFixed(1)}" text-anchor="${anchor}">${body}</text>`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="11" fill="#222">`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    text(
      width / 2,
      16,
      `API process RSS during the soak (MB), measured ${labels.date.slice(0, 10)}`,
    ),
    ...yTicks.map(
      (mb) =>
        `<line x1="${left}" x2="${width - right}" y1="${y(mb)}" y2="${y(mb)}" stroke="#ddd"/>` +
        text(left - 6, y(mb) + 4, String(mb), 'end'),
    ),
    ...minutes.map((m) => text(x(m * 60), height - bottom + 16, `${m}`)),
    text(width / 2, height - 6, 'minutes'),
    `<polyline fill="none" stroke="#c0392b" stroke-width="2" points="${points.join(' ')}"/>`,
    '</svg>',
    '',
  ].join('\n')
}
