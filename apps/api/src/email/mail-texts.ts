import type { Language } from '@lens/domain';

type Vars = Readonly<Record<string, string>>;
type Text = string | ((vars: Vars) => string);

/** Every sentence of the e-mails, English first; Spanish must have the same keys to compile. */
const en = {
  greeting: (v: Vars) => `Hi ${v.name},`,
  greetingAnonymous: 'Hi,',
  signOff: 'The Lens Rewards team',
  // Entry facts
  confirmationCode: 'Confirmation code',
  purchaseDate: 'Purchase date',
  patient: 'Patient',
  practice: 'Eye care practice',
  reward: 'Reward',
  card: 'Card',
  expires: 'Expires',
  mailedTo: 'Mailed to',
  whatToFix: 'What to fix',
  dashboard: 'See your entries',
  // Received (confirmed)
  confirmedSubject: 'We received your Lens Rewards entry',
  confirmedIntro:
    'Thank you! We received your entry and are reviewing it. We will write to you again as soon as it is approved.',
  // Approved
  approvedSubject: 'Your Lens Rewards entry is approved',
  approvedIntro: (v: Vars) =>
    `Good news: your entry is approved. We are ordering your ${v.amount} prepaid reward card and will let you know when it is in the mail.`,
  // Rejected
  rejectedSubject: 'We could not approve your Lens Rewards entry',
  rejectedIntro: 'We reviewed your entry and could not approve it, for these reasons:',
  rejectedOutro:
    'You can correct your entry and submit it again from your dashboard: your confirmation code stays the same.',
  // Mail required
  mailRequiredSubject: 'Action needed: mail us your receipt',
  mailRequiredIntro: 'We need one more thing before we can approve your entry:',
  mailRequiredSteps: 'How to mail your receipt:',
  mailRequiredStep1: 'Make a copy of your itemized receipt (keep the original).',
  mailRequiredStep2: (v: Vars) => `Write your confirmation code ${v.code} on the copy.`,
  mailRequiredStep3: 'Mail it within 30 days to:',
  mailRequiredOutro: 'We will review your entry as soon as your receipt arrives.',
  // Card mailed
  cardMailedSubject: 'Your reward card is in the mail',
  cardMailedIntro: (v: Vars) =>
    `Your ${v.amount} prepaid reward card is on its way. It usually arrives within 7 to 10 days.`,
  cardMailedExpiry: (v: Vars) => `Use your card before it expires at the end of ${v.expiry}.`,
  // Estimate results
  estimateSubject: 'Your Lens Rewards estimate',
  estimateIntro: (v: Vars) => `Here is the reward estimate for ${v.who}:`,
  estimateYou: 'you',
  estimateBrand: 'Lens brand',
  estimateSupply: 'Supply',
  estimateMonths: (v: Vars) => `${v.months} months`,
  estimateAward: 'Reward',
  estimateBonus: 'Preferred practice bonus',
  estimateTotal: 'Estimated total',
  estimateNewWearer: 'As a new wearer, you qualify for the new-wearer reward.',
  estimateOutro: 'Enter your purchase on Lens Rewards after you buy your lenses to claim it.',
  estimateStart: 'Start your entry',
  // Opt-in confirmation
  optInSubject: 'You are subscribed to Lens Rewards e-mails',
  optInIntro:
    'Thank you for signing up. We will send you news about your rewards and offers from Lens Rewards.',
  optInOutro: 'You can change your choice at any time in your profile.',
  // ECP code request
  ecpCodeSubject: (v: Vars) => `Your Lens Rewards link for ${v.practice}`,
  ecpCodeIntro: (v: Vars) =>
    `Here is the Lens Rewards page for ${v.practice} (SAP ${v.sap}). Share it with your patients so their rewards show your practice.`,
  ecpCodeLink: 'Your practice page',
  ecpCodeSchedule: 'Your scheduling page',
  // Referral invitation
  referralSubject: (v: Vars) => `${v.from} invites you to Lens Rewards`,
  referralFriend: 'A friend',
  referralIntro: (v: Vars) =>
    `${v.from} thinks you will like Lens Rewards: get a prepaid reward card when you buy your contact lenses.`,
  referralJoin: 'Join Lens Rewards',
  // Password reset
  passwordResetSubject: 'Reset your Lens Rewards password',
  passwordResetIntro:
    'We received a request to reset the password of your Lens Rewards account. Choose a new one with this link:',
  passwordResetLink: 'Choose a new password',
  passwordResetExpiry:
    'The link works once, for one hour. After you set a new password, you are signed out everywhere.',
  passwordResetIgnore:
    'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
} as const satisfies Record<string, Text>;

export type MailTextKey = keyof typeof en;

const es: {
  readonly [K in MailTextKey]: (typeof en)[K] extends string ? string : (v: Vars) => string;
} = {
  greeting: (v) => `Hola, ${v.name}:`,
  greetingAnonymous: 'Hola:',
  signOff: 'El equipo de Lens Rewards',
  confirmationCode: 'Código de confirmación',
  purchaseDate: 'Fecha de compra',
  patient: 'Paciente',
  practice: 'Consultorio',
  reward: 'Recompensa',
  card: 'Tarjeta',
  expires: 'Vence',
  mailedTo: 'Enviada a',
  whatToFix: 'Qué corregir',
  dashboard: 'Ver tus compras',
  confirmedSubject: 'Recibimos tu compra en Lens Rewards',
  confirmedIntro:
    '¡Gracias! Recibimos tu compra y la estamos revisando. Te escribiremos de nuevo en cuanto se apruebe.',
  approvedSubject: 'Tu compra en Lens Rewards fue aprobada',
  approvedIntro: (v) =>
    `Buenas noticias: tu compra fue aprobada. Estamos pidiendo tu tarjeta de recompensa prepagada de ${v.amount} y te avisaremos cuando esté en el correo.`,
  rejectedSubject: 'No pudimos aprobar tu compra en Lens Rewards',
  rejectedIntro: 'Revisamos tu compra y no pudimos aprobarla por estos motivos:',
  rejectedOutro:
    'Puedes corregir tu compra y volver a enviarla desde tu panel: tu código de confirmación no cambia.',
  mailRequiredSubject: 'Acción necesaria: envíanos tu recibo por correo',
  mailRequiredIntro: 'Necesitamos algo más antes de aprobar tu compra:',
  mailRequiredSteps: 'Cómo enviar tu recibo por correo:',
  mailRequiredStep1: 'Haz una copia de tu recibo detallado (guarda el original).',
  mailRequiredStep2: (v) => `Escribe tu código de confirmación ${v.code} en la copia.`,
  mailRequiredStep3: 'Envíala dentro de 30 días a:',
  mailRequiredOutro: 'Revisaremos tu compra en cuanto llegue tu recibo.',
  cardMailedSubject: 'Tu tarjeta de recompensa está en camino',
  cardMailedIntro: (v) =>
    `Tu tarjeta de recompensa prepagada de ${v.amount} está en camino. Suele llegar en 7 a 10 días.`,
  cardMailedExpiry: (v) => `Usa tu tarjeta antes de que venza a fines de ${v.expiry}.`,
  estimateSubject: 'Tu estimado de Lens Rewards',
  estimateIntro: (v) => `Este es el estimado de recompensa para ${v.who}:`,
  estimateYou: 'ti',
  estimateBrand: 'Marca de lentes',
  estimateSupply: 'Suministro',
  estimateMonths: (v) => `${v.months} meses`,
  estimateAward: 'Recompensa',
  estimateBonus: 'Bono de consultorio preferido',
  estimateTotal: 'Total estimado',
  estimateNewWearer: 'Como nuevo usuario, calificas para la recompensa de nuevo usuario.',
  estimateOutro: 'Ingresa tu compra en Lens Rewards después de comprar tus lentes para reclamarla.',
  estimateStart: 'Empieza tu compra',
  optInSubject: 'Te suscribiste a los correos de Lens Rewards',
  optInIntro:
    'Gracias por suscribirte. Te enviaremos noticias sobre tus recompensas y ofertas de Lens Rewards.',
  optInOutro: 'Puedes cambiar tu elección cuando quieras en tu perfil.',
  ecpCodeSubject: (v) => `Tu enlace de Lens Rewards para ${v.practice}`,
  ecpCodeIntro: (v) =>
    `Esta es la página de Lens Rewards de ${v.practice} (SAP ${v.sap}). Compártela con tus pacientes para que sus recompensas muestren tu consultorio.`,
  ecpCodeLink: 'La página de tu consultorio',
  ecpCodeSchedule: 'Tu página de citas',
  referralSubject: (v) => `${v.from} te invita a Lens Rewards`,
  referralFriend: 'Una amistad',
  referralIntro: (v) =>
    `${v.from} cree que te gustará Lens Rewards: recibe una tarjeta de recompensa prepagada al comprar tus lentes de contacto.`,
  referralJoin: 'Únete a Lens Rewards',
  passwordResetSubject: 'Restablece tu contraseña de Lens Rewards',
  passwordResetIntro:
    'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Lens Rewards. Elige una nueva con este enlace:',
  passwordResetLink: 'Elegir una contraseña nueva',
  passwordResetExpiry:
    'El enlace funciona una sola vez, durante una hora. Cuando elijas una contraseña nueva, se cerrará tu sesión en todos tus dispositivos.',
  passwordResetIgnore: 'Si no lo pediste, puedes ignorar este correo: tu contraseña sigue igual.',
};

export const MAIL_TEXTS: Readonly<Record<Language, Readonly<Record<MailTextKey, Text>>>> = {
  en,
  es,
};

/** A sentence in the language, with its `{vars}` filled. */
export function mailText(language: Language, key: MailTextKey, vars: Vars = {}): string {
  const text = MAIL_TEXTS[language][key];
  return typeof text === 'function' ? text(vars) : text;
}
