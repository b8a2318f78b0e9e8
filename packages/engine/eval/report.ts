/** The accuracy table printed by `npm run eval:engine`. */
import type { Rate, Summary } from './metrics.ts'
import { TARGETS } from './metrics.ts'

function cell(r: Rate): string {
  if (r.total === 0) return 'n/a (no clips)'
  return `${(r.rate * 100).toFixed(1).padStart(5)}%  (${r.hits}/${r.total})`
}

function line(name: string, r: Rate, target: string, ok: boolean): string {
  const mark = r.total === 0 ? '' : ok ? 'ok' : 'BELOW TARGET'
  return `${name.padEnd(42)} ${cell(r).padEnd(20)} ${target.padEnd(8)} ${mark}`
}

export function formatSummary(s: Summary): string {
  const t = TARGETS
  const rows = [
    `${'metric'.padEnd(42)} ${'result'.padEnd(20)} ${'target'.padEnd(8)}`,
    line(
      'synthetic clean: maxScore exact',
      s.synthetic.exact,
      '>= 98%',
      s.synthetic.exact.rate >= t.syntheticExact,
    ),
    line(
      'synthetic clean: proof frame shows maxScore',
      s.synthetic.proof,
      '100%',
      s.synthetic.proof.rate >= t.proof,
    ),
    line(
      'synthetic clean: false alarms',
      s.synthetic.falseAlarms,
      '<= 5%',
      s.synthetic.falseAlarms.rate <= t.falseAlarms,
    ),
    line('synthetic clean: verdict uncertain', s.synthetic.uncertain, '-', true),
    line('real: maxScore exact', s.real.exact, '>= 95%', s.real.exact.rate >= t.realExact),
    line('real: proof frame shows maxScore', s.real.proof, '100%', s.real.proof.rate >= t.proof),
    line(
      'real: false alarms',
      s.real.falseAlarms,
      '<= 5%',
      s.real.falseAlarms.rate <= t.falseAlarms,
    ),
    ...Object.entries(s.tamper).map(([k, r]) =>
      line(`tamper caught: ${k}`, r, '>= 90%', r.rate >= t.caught),
    ),
  ]
  rows.push(`engine errors: ${s.errors}; engine time: ${s.seconds.toFixed(0)} s`)
  return rows.join('\n')
}
