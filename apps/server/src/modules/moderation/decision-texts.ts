import type { Language } from '@app/shared'

/** What a pilot is told of a moderator's decision; `appeal*` when it answers their appeal. */
export type DecisionNoticeKind =
  'approve' | 'reject' | 'correct' | 'appealApprove' | 'appealReject' | 'appealCorrect'

interface Text {
  title: string
  message: string
}

/**
 * The decision notifications in the eight interface languages (stored in the pilot's language).
 * Placeholders: {run} (game and mode), {score}, {reason}.
 */
export const DECISION_TEXTS: Record<Language, Record<DecisionNoticeKind, Text>> = {
  en: {
    approve: {
      title: 'Run confirmed',
      message: 'A moderator confirmed your {run} run with {score} points.',
    },
    reject: {
      title: 'Run rejected by a moderator',
      message: 'A moderator rejected your {run} run: {reason}',
    },
    correct: {
      title: 'Score corrected',
      message: 'A moderator corrected the score of your {run} run to {score} points.',
    },
    appealApprove: {
      title: 'Appeal accepted',
      message: 'Your appeal was accepted: your {run} run is ranked with {score} points.',
    },
    appealReject: {
      title: 'Appeal rejected',
      message: 'Your appeal of your {run} run was rejected: {reason}',
    },
    appealCorrect: {
      title: 'Appeal accepted with a correction',
      message:
        'Your appeal was accepted: your {run} run is ranked with a corrected score of {score} points.',
    },
  },
  pt: {
    approve: {
      title: 'Partida confirmada',
      message: 'Um moderador confirmou sua partida de {run} com {score} pontos.',
    },
    reject: {
      title: 'Partida rejeitada por um moderador',
      message: 'Um moderador rejeitou sua partida de {run}: {reason}',
    },
    correct: {
      title: 'Pontuação corrigida',
      message: 'Um moderador corrigiu a pontuação da sua partida de {run} para {score} pontos.',
    },
    appealApprove: {
      title: 'Recurso aceito',
      message: 'Seu recurso foi aceito: sua partida de {run} está no ranking com {score} pontos.',
    },
    appealReject: {
      title: 'Recurso rejeitado',
      message: 'Seu recurso da partida de {run} foi rejeitado: {reason}',
    },
    appealCorrect: {
      title: 'Recurso aceito com correção',
      message:
        'Seu recurso foi aceito: sua partida de {run} está no ranking com a pontuação corrigida de {score} pontos.',
    },
  },
  es: {
    approve: {
      title: 'Partida confirmada',
      message: 'Un moderador confirmó tu partida de {run} con {score} puntos.',
    },
    reject: {
      title: 'Partida rechazada por un moderador',
      message: 'Un moderador rechazó tu partida de {run}: {reason}',
    },
    correct: {
      title: 'Puntuación corregida',
      message: 'Un moderador corrigió la puntuación de tu partida de {run} a {score} puntos.',
    },
    appealApprove: {
      title: 'Apelación aceptada',
      message:
        'Tu apelación fue aceptada: tu partida de {run} está en el ranking con {score} puntos.',
    },
    appealReject: {
      title: 'Apelación rechazada',
      message: 'Tu apelación de la partida de {run} fue rechazada: {reason}',
    },
    appealCorrect: {
      title: 'Apelación aceptada con corrección',
      message:
        'Tu apelación fue aceptada: tu partida de {run} está en el ranking con la puntuación corregida de {score} puntos.',
    },
  },
  fr: {
    approve: {
      title: 'Partie confirmée',
      message: 'Un modérateur a confirmé votre partie {run} avec {score} points.',
    },
    reject: {
      title: 'Partie rejetée par un modérateur',
      message: 'Un modérateur a rejeté votre partie {run} : {reason}',
    },
    correct: {
      title: 'Score corrigé',
      message: 'Un modérateur a corrigé le score de votre partie {run} à {score} points.',
    },
    appealApprove: {
      title: 'Appel accepté',
      message: 'Votre appel a été accepté : votre partie {run} est classée avec {score} points.',
    },
    appealReject: {
      title: 'Appel rejeté',
      message: 'Votre appel pour la partie {run} a été rejeté : {reason}',
    },
    appealCorrect: {
      title: 'Appel accepté avec correction',
      message:
        'Votre appel a été accepté : votre partie {run} est classée avec le score corrigé de {score} points.',
    },
  },
  de: {
    approve: {
      title: 'Lauf bestätigt',
      message: 'Ein Moderator hat deinen {run}-Lauf mit {score} Punkten bestätigt.',
    },
    reject: {
      title: 'Lauf von einem Moderator abgelehnt',
      message: 'Ein Moderator hat deinen {run}-Lauf abgelehnt: {reason}',
    },
    correct: {
      title: 'Punktzahl korrigiert',
      message: 'Ein Moderator hat die Punktzahl deines {run}-Laufs auf {score} Punkte korrigiert.',
    },
    appealApprove: {
      title: 'Einspruch angenommen',
      message:
        'Dein Einspruch wurde angenommen: Dein {run}-Lauf steht mit {score} Punkten in der Rangliste.',
    },
    appealReject: {
      title: 'Einspruch abgelehnt',
      message: 'Dein Einspruch zum {run}-Lauf wurde abgelehnt: {reason}',
    },
    appealCorrect: {
      title: 'Einspruch mit Korrektur angenommen',
      message:
        'Dein Einspruch wurde angenommen: Dein {run}-Lauf steht mit der korrigierten Punktzahl von {score} Punkten in der Rangliste.',
    },
  },
  ja: {
    approve: {
      title: 'プレイが確認されました',
      message: 'モデレーターが{run}のプレイを{score}点で確認しました。',
    },
    reject: {
      title: 'モデレーターがプレイを却下しました',
      message: 'モデレーターが{run}のプレイを却下しました：{reason}',
    },
    correct: {
      title: 'スコアが修正されました',
      message: 'モデレーターが{run}のプレイのスコアを{score}点に修正しました。',
    },
    appealApprove: {
      title: '異議申し立てが認められました',
      message: '異議申し立てが認められ、{run}のプレイが{score}点でランキングに載りました。',
    },
    appealReject: {
      title: '異議申し立てが却下されました',
      message: '{run}のプレイへの異議申し立ては却下されました：{reason}',
    },
    appealCorrect: {
      title: '異議申し立てが修正付きで認められました',
      message:
        '異議申し立てが認められ、{run}のプレイが修正後のスコア{score}点でランキングに載りました。',
    },
  },
  ko: {
    approve: {
      title: '플레이 확인됨',
      message: '모더레이터가 {run} 플레이를 {score}점으로 확인했습니다.',
    },
    reject: {
      title: '모더레이터가 플레이를 거부함',
      message: '모더레이터가 {run} 플레이를 거부했습니다: {reason}',
    },
    correct: {
      title: '점수 수정됨',
      message: '모더레이터가 {run} 플레이의 점수를 {score}점으로 수정했습니다.',
    },
    appealApprove: {
      title: '이의 제기 수락됨',
      message: '이의 제기가 수락되어 {run} 플레이가 {score}점으로 랭킹에 올랐습니다.',
    },
    appealReject: {
      title: '이의 제기 거부됨',
      message: '{run} 플레이에 대한 이의 제기가 거부되었습니다: {reason}',
    },
    appealCorrect: {
      title: '이의 제기가 수정과 함께 수락됨',
      message: '이의 제기가 수락되어 {run} 플레이가 수정된 점수 {score}점으로 랭킹에 올랐습니다.',
    },
  },
  zh: {
    approve: {
      title: '成绩已确认',
      message: '管理员已确认你的 {run} 成绩，得分 {score}。',
    },
    reject: {
      title: '成绩被管理员驳回',
      message: '管理员驳回了你的 {run} 成绩：{reason}',
    },
    correct: {
      title: '分数已更正',
      message: '管理员已将你的 {run} 成绩更正为 {score} 分。',
    },
    appealApprove: {
      title: '申诉已通过',
      message: '你的申诉已通过：你的 {run} 成绩以 {score} 分进入排行榜。',
    },
    appealReject: {
      title: '申诉被驳回',
      message: '你对 {run} 成绩的申诉被驳回：{reason}',
    },
    appealCorrect: {
      title: '申诉已通过并更正分数',
      message: '你的申诉已通过：你的 {run} 成绩以更正后的 {score} 分进入排行榜。',
    },
  },
}

/** Fills the placeholders of a text. */
export function fillText(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
}
