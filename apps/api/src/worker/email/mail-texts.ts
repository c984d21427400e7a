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
  optInSubject: 'Confirm your Lens Rewards e-mails',
  optInIntro:
    'Someone, we hope you, asked for news and offers from Lens Rewards at this address. Nothing is sent until you confirm.',
  optInConfirm: 'Yes, send me Lens Rewards e-mails',
  optInOutro:
    'The link works for 7 days. If you did not ask, ignore this e-mail: you will not hear from us again.',
  unsubscribeNote:
    'You get this e-mail from Lens Rewards. To stop all our marketing e-mails to this address:',
  unsubscribeLink: 'Unsubscribe',
  // ECP code request
  ecpCodeSubject: (v: Vars) => `Your promo code from ${v.practice}`,
  ecpCodeIntro: (v: Vars) =>
    `${v.practice} is giving you a Lens Rewards promo code: an extra ${v.award} on your contact lens purchase there.`,
  ecpCodeCode: 'Promo code',
  ecpCodeAward: 'Extra reward',
  ecpCodeValid: 'For purchases',
  ecpCodeDates: (v: Vars) => `${v.start} to ${v.end}`,
  ecpCodeHow: (v: Vars) =>
    `Enter the code on your Lens Rewards entry for the purchase, with ${v.practice} as your eye care practice. It works only for purchases at this practice.`,
  ecpCodeStart: 'Enter your purchase',
  ecpCodeMissing: (v: Vars) =>
    `You asked for the promo code of ${v.practice}. Please ask the practice for it when you visit.`,
  ecpCodeLink: 'The practice’s Lens Rewards page',
  ecpCodeSchedule: 'Book a visit with the practice',
  // Referral invitation
  referralSubject: (v: Vars) => `${v.from} invites you to Lens Rewards`,
  referralFriend: 'A friend',
  referralIntro: (v: Vars) =>
    `${v.from} thinks you will like Lens Rewards: get a prepaid reward card when you buy your contact lenses.`,
  referralJoin: 'Join Lens Rewards',
  // Support (escalations and FAQ questions)
  escalationReference: 'Reference',
  escalationAckSubject: (v: Vars) => `We received your message (reference ${v.reference})`,
  escalationAckIntro:
    'Thank you for contacting Lens Rewards support. We received your message and will reply by e-mail within two business days.',
  escalationAckOutro: 'If you write to us again about this, please give the reference.',
  escalationReplySubject: (v: Vars) => `Lens Rewards support: reply to ${v.reference}`,
  escalationReplyIntro: 'Here is our reply to your message:',
  escalationReplyOutro:
    'Need more help? Contact us again through the form and give the reference above.',
  escalationContact: 'Contact support',
  // Express rewards: the claim link from a practice's checkout
  expressLinkSubject: 'Claim your Lens Rewards reward',
  expressLinkIntro: (v: Vars) =>
    `Thank you for buying your contact lenses at ${v.practice}. This purchase earns you a prepaid reward card: claim it in a few steps with a photo of your lens boxes.`,
  expressLinkReward: 'Your reward',
  expressLinkClaim: 'Claim my reward',
  expressLinkOutro:
    'The link is yours alone: do not share it. If you do not want the reward, open the link and say so.',
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
  optInSubject: 'Confirma tus correos de Lens Rewards',
  optInIntro:
    'Alguien, esperamos que tú, pidió recibir novedades y ofertas de Lens Rewards en esta dirección. No enviaremos nada hasta que lo confirmes.',
  optInConfirm: 'Sí, envíenme correos de Lens Rewards',
  optInOutro:
    'El enlace funciona durante 7 días. Si no lo pediste, ignora este correo: no volverás a saber de nosotros.',
  unsubscribeNote:
    'Recibes este correo de Lens Rewards. Para dejar de recibir todos nuestros correos de marketing en esta dirección:',
  unsubscribeLink: 'Darme de baja',
  ecpCodeSubject: (v) => `Tu código promocional de ${v.practice}`,
  ecpCodeIntro: (v) =>
    `${v.practice} te regala un código promocional de Lens Rewards: ${v.award} adicionales en tu compra de lentes de contacto allí.`,
  ecpCodeCode: 'Código promocional',
  ecpCodeAward: 'Recompensa adicional',
  ecpCodeValid: 'Para compras',
  ecpCodeDates: (v) => `del ${v.start} al ${v.end}`,
  ecpCodeHow: (v) =>
    `Ingresa el código en tu compra de Lens Rewards, con ${v.practice} como tu consultorio. Solo es válido para compras en este consultorio.`,
  ecpCodeStart: 'Ingresa tu compra',
  ecpCodeMissing: (v) =>
    `Pediste el código promocional de ${v.practice}. Pídeselo al consultorio en tu visita.`,
  ecpCodeLink: 'La página de Lens Rewards del consultorio',
  ecpCodeSchedule: 'Pide una cita con el consultorio',
  referralSubject: (v) => `${v.from} te invita a Lens Rewards`,
  referralFriend: 'Una amistad',
  referralIntro: (v) =>
    `${v.from} cree que te gustará Lens Rewards: recibe una tarjeta de recompensa prepagada al comprar tus lentes de contacto.`,
  referralJoin: 'Únete a Lens Rewards',
  escalationReference: 'Referencia',
  escalationAckSubject: (v) => `Recibimos tu mensaje (referencia ${v.reference})`,
  escalationAckIntro:
    'Gracias por comunicarte con el equipo de ayuda de Lens Rewards. Recibimos tu mensaje y te responderemos por correo electrónico en un plazo de dos días hábiles.',
  escalationAckOutro: 'Si nos vuelves a escribir sobre esto, indica la referencia.',
  escalationReplySubject: (v) => `Ayuda de Lens Rewards: respuesta a ${v.reference}`,
  escalationReplyIntro: 'Esta es nuestra respuesta a tu mensaje:',
  escalationReplyOutro:
    '¿Necesitas más ayuda? Vuelve a escribirnos desde el formulario e indica la referencia.',
  escalationContact: 'Contactar al equipo de ayuda',
  expressLinkSubject: 'Reclama tu recompensa de Lens Rewards',
  expressLinkIntro: (v) =>
    `Gracias por comprar tus lentes de contacto en ${v.practice}. Esta compra te da una tarjeta de recompensa prepagada: reclámala en pocos pasos con una foto de tus cajas de lentes.`,
  expressLinkReward: 'Tu recompensa',
  expressLinkClaim: 'Reclamar mi recompensa',
  expressLinkOutro:
    'El enlace es solo tuyo: no lo compartas. Si no quieres la recompensa, abre el enlace e indícalo.',
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
