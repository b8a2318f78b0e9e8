import type { Language } from '@app/shared'

/** One mail: subject, paragraphs before the link, paragraphs after it. `{brand}` is replaced. */
export interface MailText {
  subject: string
  before: string[]
  after: string[]
}
export type AuthMailKind = 'welcome' | 'accountExists' | 'passwordReset'

/** The auth mails in every interface language (English is the fallback). */
export const AUTH_MAIL_TEXTS: Record<Language, Record<AuthMailKind, MailText>> = {
  en: {
    welcome: {
      subject: 'Welcome to {brand}, pilot',
      before: [
        'Your {brand} account is ready.',
        'Sign in with this email address and your password to start your missions:',
      ],
      after: ['If you did not create this account, you can ignore this email.'],
    },
    accountExists: {
      subject: 'Someone tried to sign up with your email',
      before: [
        'Someone (maybe you) tried to create a {brand} account with this email address, but it already has one.',
        'If it was you, sign in instead. Forgot your password? Use "Forgot your password?" in the sign-in window:',
      ],
      after: ['If it was not you, ignore this email: your account has not changed.'],
    },
    passwordReset: {
      subject: 'Reset your {brand} password',
      before: [
        'We received a request to reset the password of your {brand} account.',
        'Open this link to choose a new password. It works once and expires in 30 minutes:',
      ],
      after: ['If you did not ask for this, ignore this email: your password stays the same.'],
    },
  },
  pt: {
    welcome: {
      subject: 'Bem-vindo ao {brand}, piloto',
      before: [
        'Sua conta {brand} está pronta.',
        'Entre com este e-mail e sua senha para começar suas missões:',
      ],
      after: ['Se você não criou esta conta, ignore este e-mail.'],
    },
    accountExists: {
      subject: 'Alguém tentou se cadastrar com seu e-mail',
      before: [
        'Alguém (talvez você) tentou criar uma conta {brand} com este e-mail, mas ele já tem uma conta.',
        'Se foi você, faça login. Esqueceu a senha? Use "Esqueceu sua senha?" na janela de login:',
      ],
      after: ['Se não foi você, ignore este e-mail: sua conta não foi alterada.'],
    },
    passwordReset: {
      subject: 'Redefina sua senha do {brand}',
      before: [
        'Recebemos um pedido para redefinir a senha da sua conta {brand}.',
        'Abra este link para escolher uma nova senha. Ele funciona uma vez e expira em 30 minutos:',
      ],
      after: ['Se você não pediu isso, ignore este e-mail: sua senha continua a mesma.'],
    },
  },
  es: {
    welcome: {
      subject: 'Bienvenido a {brand}, piloto',
      before: [
        'Tu cuenta de {brand} está lista.',
        'Inicia sesión con este correo y tu contraseña para empezar tus misiones:',
      ],
      after: ['Si no creaste esta cuenta, ignora este correo.'],
    },
    accountExists: {
      subject: 'Alguien intentó registrarse con tu correo',
      before: [
        'Alguien (quizá tú) intentó crear una cuenta de {brand} con este correo, pero ya tiene una.',
        'Si fuiste tú, inicia sesión. ¿Olvidaste tu contraseña? Usa "¿Olvidaste tu contraseña?" en la ventana de inicio de sesión:',
      ],
      after: ['Si no fuiste tú, ignora este correo: tu cuenta no ha cambiado.'],
    },
    passwordReset: {
      subject: 'Restablece tu contraseña de {brand}',
      before: [
        'Recibimos una solicitud para restablecer la contraseña de tu cuenta de {brand}.',
        'Abre este enlace para elegir una contraseña nueva. Funciona una sola vez y caduca en 30 minutos:',
      ],
      after: ['Si no lo pediste, ignora este correo: tu contraseña sigue siendo la misma.'],
    },
  },
  fr: {
    welcome: {
      subject: 'Bienvenue sur {brand}, pilote',
      before: [
        'Votre compte {brand} est prêt.',
        'Connectez-vous avec cette adresse e-mail et votre mot de passe pour commencer vos missions :',
      ],
      after: ["Si vous n'avez pas créé ce compte, ignorez cet e-mail."],
    },
    accountExists: {
      subject: "Quelqu'un a essayé de s'inscrire avec votre e-mail",
      before: [
        "Quelqu'un (peut-être vous) a essayé de créer un compte {brand} avec cette adresse, mais elle en a déjà un.",
        "Si c'était vous, connectez-vous. Mot de passe oublié ? Utilisez « Mot de passe oublié ? » dans la fenêtre de connexion :",
      ],
      after: ["Si ce n'était pas vous, ignorez cet e-mail : votre compte n'a pas changé."],
    },
    passwordReset: {
      subject: 'Réinitialisez votre mot de passe {brand}',
      before: [
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {brand}.',
        "Ouvrez ce lien pour choisir un nouveau mot de passe. Il ne sert qu'une fois et expire dans 30 minutes :",
      ],
      after: [
        "Si vous n'avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même.",
      ],
    },
  },
  de: {
    welcome: {
      subject: 'Willkommen bei {brand}, Pilot',
      before: [
        'Dein {brand}-Konto ist bereit.',
        'Melde dich mit dieser E-Mail-Adresse und deinem Passwort an und starte deine Missionen:',
      ],
      after: ['Wenn du dieses Konto nicht erstellt hast, ignoriere diese E-Mail.'],
    },
    accountExists: {
      subject: 'Jemand wollte sich mit deiner E-Mail registrieren',
      before: [
        'Jemand (vielleicht du) wollte mit dieser E-Mail-Adresse ein {brand}-Konto erstellen, aber es gibt bereits eines.',
        'Warst du es, melde dich einfach an. Passwort vergessen? Nutze „Passwort vergessen?" im Anmeldefenster:',
      ],
      after: ['Warst du es nicht, ignoriere diese E-Mail: Dein Konto ist unverändert.'],
    },
    passwordReset: {
      subject: 'Setze dein {brand}-Passwort zurück',
      before: [
        'Wir haben eine Anfrage erhalten, das Passwort deines {brand}-Kontos zurückzusetzen.',
        'Öffne diesen Link, um ein neues Passwort zu wählen. Er funktioniert einmal und läuft in 30 Minuten ab:',
      ],
      after: [
        'Hast du das nicht angefordert, ignoriere diese E-Mail: Dein Passwort bleibt gleich.',
      ],
    },
  },
  ja: {
    welcome: {
      subject: '{brand}へようこそ、パイロット',
      before: [
        '{brand}のアカウントの準備ができました。',
        'このメールアドレスとパスワードでログインして、ミッションを始めましょう:',
      ],
      after: ['このアカウントに心当たりがない場合は、このメールを無視してください。'],
    },
    accountExists: {
      subject: 'あなたのメールアドレスで登録が試みられました',
      before: [
        'どなたか(あなたかもしれません)がこのメールアドレスで{brand}のアカウントを作成しようとしましたが、すでにアカウントがあります。',
        'ご本人の場合はログインしてください。パスワードを忘れた場合は、ログイン画面の「パスワードをお忘れですか?」をご利用ください:',
      ],
      after: [
        '心当たりがない場合は、このメールを無視してください。アカウントは変更されていません。',
      ],
    },
    passwordReset: {
      subject: '{brand}のパスワードを再設定してください',
      before: [
        '{brand}アカウントのパスワード再設定のリクエストを受け付けました。',
        '次のリンクから新しいパスワードを設定してください。リンクは1回限り有効で、30分で期限切れになります:',
      ],
      after: ['心当たりがない場合は、このメールを無視してください。パスワードは変更されません。'],
    },
  },
  ko: {
    welcome: {
      subject: '{brand}에 오신 것을 환영합니다, 파일럿',
      before: [
        '{brand} 계정이 준비되었습니다.',
        '이 이메일 주소와 비밀번호로 로그인하고 미션을 시작하세요:',
      ],
      after: ['이 계정을 만들지 않았다면 이 이메일을 무시하세요.'],
    },
    accountExists: {
      subject: '누군가 귀하의 이메일로 가입을 시도했습니다',
      before: [
        '누군가(아마도 본인)가 이 이메일 주소로 {brand} 계정을 만들려고 했지만, 이미 계정이 있습니다.',
        '본인이라면 로그인하세요. 비밀번호를 잊으셨다면 로그인 창의 "비밀번호를 잊으셨나요?"를 이용하세요:',
      ],
      after: ['본인이 아니라면 이 이메일을 무시하세요. 계정은 변경되지 않았습니다.'],
    },
    passwordReset: {
      subject: '{brand} 비밀번호 재설정',
      before: [
        '{brand} 계정의 비밀번호 재설정 요청을 받았습니다.',
        '이 링크를 열어 새 비밀번호를 설정하세요. 한 번만 사용할 수 있으며 30분 후에 만료됩니다:',
      ],
      after: ['요청하지 않았다면 이 이메일을 무시하세요. 비밀번호는 그대로 유지됩니다.'],
    },
  },
  zh: {
    welcome: {
      subject: '欢迎加入{brand},飞行员',
      before: ['你的{brand}账户已准备就绪。', '使用此邮箱地址和你的密码登录,开始你的任务:'],
      after: ['如果这个账户不是你创建的,请忽略此邮件。'],
    },
    accountExists: {
      subject: '有人尝试用你的邮箱注册',
      before: [
        '有人(也许是你)尝试用此邮箱地址创建{brand}账户,但该邮箱已有账户。',
        '如果是你本人,请直接登录。忘记密码?请在登录窗口中使用"忘记密码?":',
      ],
      after: ['如果不是你本人,请忽略此邮件:你的账户没有任何变化。'],
    },
    passwordReset: {
      subject: '重置你的{brand}密码',
      before: [
        '我们收到了重置你的{brand}账户密码的请求。',
        '打开此链接设置新密码。该链接仅可使用一次,30 分钟后失效:',
      ],
      after: ['如果不是你本人发起的请求,请忽略此邮件:你的密码保持不变。'],
    },
  },
}
