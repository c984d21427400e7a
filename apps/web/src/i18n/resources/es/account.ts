import { type account as en } from '../en/account';
import { CONSENT_WORDINGS, CURRENT_CONSENT_WORDING } from '@lens/domain';
import { type Translation } from '../translation';

export const account: Translation<typeof en> = {
  tabs: { signIn: 'Iniciar sesión', register: 'Crear una cuenta' },
  fields: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    newPassword: 'Elige una contraseña',
    firstName: 'Nombre',
    lastName: 'Apellido',
    birthday: 'Fecha de nacimiento',
    mobile: 'Teléfono celular (opcional)',
    showPassword: 'Mostrar la contraseña',
    hidePassword: 'Ocultar la contraseña',
  },
  signIn: {
    formLabel: 'Inicia sesión en Lens Rewards',
    submit: 'Iniciar sesión',
    failed: 'No pudimos iniciar tu sesión',
    help: '¿Problemas para iniciar sesión?',
    forgot: '¿Olvidaste tu contraseña?',
  },
  register: {
    formLabel: 'Crea tu cuenta de Lens Rewards',
    submit: 'Crear mi cuenta',
    failed: 'No pudimos crear tu cuenta',
    passwordRules: 'Al menos 8 caracteres, con una letra y un número.',
    passwordHelp: 'Consejos para una buena contraseña',
    birthdayHint: 'Debes tener 18 años o más para participar.',
    mobileHint:
      'Te enviaremos un código por mensaje de texto para confirmarlo. Pueden aplicarse tarifas de mensajes y datos.',
    noTexts:
      'Por ahora Lens Rewards no puede enviar mensajes de texto, así que no hay número de celular ni inicio de sesión en dos pasos que configurar. Inicias sesión con tu correo electrónico y tu contraseña.',
  },
  twoStep: {
    title: 'Confirma tu número de celular',
    formLabel: 'Código de verificación en dos pasos',
    sending: 'Enviando un código al {{phone}}…',
    sent: 'Enviamos un código de 6 dígitos al {{phone}}. Escríbelo abajo.',
    code: 'Código de verificación',
    verify: 'Verificar',
    resend: 'Enviar un código nuevo',
    skip: 'Omitir por ahora',
    help: 'Sobre la verificación en dos pasos',
  },
  forgotPassword: {
    intro:
      'Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
    formLabel: 'Pedir un enlace para restablecer la contraseña',
    submit: 'Enviarme un enlace',
    failed: 'No pudimos enviar el enlace',
    sentTitle: 'Revisa tu correo',
    sent: 'Si hay una cuenta con {{email}}, le enviamos un enlace para elegir una contraseña nueva. El enlace funciona una sola vez, durante una hora.',
    noMail:
      '¿No llegó nada en unos minutos? Revisa tu carpeta de correo no deseado o pide otro enlace.',
    again: 'Enviar otro enlace',
    backToSignIn: 'Volver a iniciar sesión',
  },
  resetPassword: {
    checking: 'Comprobando tu enlace…',
    intro: 'Elige una contraseña nueva para tu cuenta de Lens Rewards.',
    formLabel: 'Elige una contraseña nueva',
    submit: 'Guardar mi contraseña nueva',
    failed: 'No pudimos cambiar tu contraseña',
    doneTitle: 'Tu contraseña cambió',
    done: 'Inicia sesión con tu contraseña nueva. Por tu seguridad, cerramos tu sesión en todos tus dispositivos.',
    signIn: 'Iniciar sesión',
    invalidTitle: 'Este enlace no funciona',
    invalid:
      'Un enlace para restablecer la contraseña funciona una sola vez, durante una hora desde que lo pides. Pide uno nuevo.',
    askAgain: 'Pedir un enlace nuevo',
  },
  onboarding: {
    intro:
      'Recibe una recompensa en una tarjeta prepagada cuando compras lentes de contacto. Así funciona:',
    steps: {
      patient: {
        title: 'Elige quién usa los lentes',
        body: 'Tú o alguien para quien compras lentes, y su consultorio de cuidado visual.',
      },
      purchase: {
        title: 'Registra tu compra',
        body: 'Escribe tus lentes o escanea el código de barras de la caja.',
      },
      receipt: {
        title: 'Sube tu recibo',
        body: 'Solo necesitamos una foto clara de tu recibo detallado.',
      },
      reward: {
        title: 'Recibe tu recompensa',
        body: 'Cuando se apruebe, te enviamos por correo una tarjeta Visa prepagada.',
      },
    },
    video: 'Mira un video corto sobre cómo funciona',
    start: 'Registrar una compra',
    dashboard: 'Ir a mis recompensas',
  },
  optIn: {
    submit: 'Suscribirme',
    stopped: 'Cancelaste la suscripción',
    consentRequired: 'Marca la casilla para dar tu consentimiento antes de suscribirte.',
    status: {
      pending: 'Esperando tu confirmación',
      subscribed: 'Ya estás suscrito',
    },
    email: {
      intro:
        'Recibe recordatorios, ofertas nuevas y el estado de tus recompensas por correo electrónico.',
      formLabel: 'Novedades por correo electrónico',
      consent: CONSENT_WORDINGS[CURRENT_CONSENT_WORDING.email].text.es,
      sentTitle: 'Revisa tu correo',
      sentBody:
        'Si esta dirección puede recibir nuestros correos, le enviamos un enlace. Ábrelo para confirmar: no enviaremos nada hasta que lo hagas.',
      pendingBody:
        'Abre el enlace que enviamos a {{address}} para empezar a recibir nuestros correos.',
      subscribedBody: 'Enviamos nuestros correos a {{address}}.',
      stoppedBody: 'No te enviaremos más correos de Lens Rewards.',
      stop: 'Dejar de recibir correos',
    },
    sms: {
      intro: 'Recibe recordatorios y el estado de tus recompensas por mensaje de texto.',
      formLabel: 'Novedades por mensaje de texto',
      phone: 'Número de teléfono celular',
      consent: CONSENT_WORDINGS[CURRENT_CONSENT_WORDING.sms].text.es,
      sentTitle: 'Revisa tu teléfono',
      sentBody:
        'Si este número puede recibir nuestros mensajes, le enviamos un enlace. Ábrelo para confirmar: no enviaremos nada hasta que lo hagas.',
      pendingBody:
        'Abre el enlace que enviamos a {{address}} para empezar a recibir nuestros mensajes.',
      subscribedBody: 'Enviamos mensajes a {{address}}.',
      stoppedBody: 'No te enviaremos más mensajes de texto de Lens Rewards.',
      stop: 'Dejar de recibir mensajes',
      unavailableTitle: 'Los avisos por mensaje de texto no están disponibles',
      unavailable:
        'Por ahora Lens Rewards no puede enviar mensajes de texto, así que no puedes suscribirte a los avisos por mensaje. Puedes recibirlos por correo electrónico.',
      byEmail: 'Recibir avisos por correo',
    },
  },
  optInLinks: {
    home: 'Ir a Lens Rewards',
    missing: 'Este enlace está incompleto. Ábrelo de nuevo desde tu correo o mensaje.',
    confirm: {
      intro:
        'Pediste recibir novedades y ofertas de Lens Rewards. Confirma para empezar a recibirlas.',
      button: 'Confirmar mi suscripción',
      doneTitle: 'Ya estás suscrito',
      done: {
        email:
          'Gracias: te enviaremos correos de Lens Rewards. Cada correo tiene un enlace para darte de baja.',
        sms: 'Gracias: te enviaremos mensajes de Lens Rewards. Cada mensaje tiene un enlace para cancelarlos.',
      },
    },
    unsubscribe: {
      intro: 'Deja de recibir los mensajes de marketing de Lens Rewards en esta dirección.',
      button: 'Darme de baja',
      doneTitle: 'Te diste de baja',
      done: {
        email: 'Ya no enviaremos correos de marketing a esta dirección.',
        sms: 'Ya no enviaremos mensajes de marketing a este número.',
      },
    },
  },
};
