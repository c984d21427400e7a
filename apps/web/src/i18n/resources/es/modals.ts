import { type Translation } from '../translation';
import { type modals as en } from '../en/modals';

export const modals: Translation<typeof en> = {
  genericError: {
    headline: 'Se produjo un error inesperado.',
    body: 'Inténtalo de nuevo más tarde.',
  },
  sessionExpired: {
    title: 'Tu sesión expiró',
    body: 'Por tu seguridad, cerramos tu sesión. Vuelve a iniciar sesión para continuar.',
    action: 'Aceptar',
  },
  languageToggle: {
    title: 'Elige tu idioma',
    label: 'Idioma',
    confirm: 'Cambiar idioma',
  },
  loginHelp: {
    title: '¿Problemas para iniciar sesión?',
    email: 'Usa el correo electrónico con el que te registraste.',
    password:
      'La contraseña distingue mayúsculas y minúsculas; revisa que Bloq Mayús esté desactivado.',
    forgot:
      '¿Olvidaste tu contraseña? Podemos enviarte por correo un enlace para elegir una nueva.',
    more: '¿Todavía tienes problemas? Encuentra más respuestas en nuestras preguntas frecuentes.',
    link: 'Restablecer mi contraseña',
  },
  passwordHelp: {
    title: 'Cómo elegir una contraseña',
    intro: 'Tu contraseña necesita:',
    length: 'de 8 a 128 caracteres',
    letter: 'al menos una letra',
    number: 'al menos un número',
    tip: 'Elige una contraseña que no uses en otros sitios.',
  },
  twoStepHelp: {
    title: 'Acerca de la verificación en dos pasos',
    body: 'Para proteger tu cuenta, podemos enviarte un código por mensaje de texto al teléfono de tu cuenta. Ingrésalo para terminar de iniciar sesión.',
    noCode:
      '¿No recibiste el código? Revisa que tu teléfono pueda recibir mensajes de texto y pide un código nuevo.',
    rates: 'Pueden aplicarse tarifas de mensajes y datos.',
  },
  submissionHelp: {
    title: 'Cómo registrar tu compra',
    patient: 'Elige al paciente y el consultorio donde compraste los lentes.',
    lenses:
      'Ingresa la fecha de compra y los lentes de cada ojo, o escanea el código de barras de la caja.',
    receipt:
      'Sube una foto nítida de tu recibo detallado donde se vean el consultorio, la fecha, la marca y la cantidad de cajas.',
    confirm: 'Revisa y confirma. Recibirás un código de confirmación de inmediato.',
  },
  visaCardHelp: {
    title: 'Acerca de tu tarjeta Visa prepagada',
    mailed:
      'Tu recompensa llega en una tarjeta Visa prepagada que enviamos por correo a la dirección de tu cuenta.',
    activate: 'Sigue las instrucciones que vienen con la tarjeta para activarla antes de usarla.',
    use: 'Úsala donde acepten tarjetas de débito Visa en los Estados Unidos.',
    expiry:
      'Revisa la fecha de vencimiento impresa en la tarjeta: el saldo sin usar vence después de esa fecha.',
  },
  location: {
    title: 'Busca consultorios cerca de ti',
    body: 'Comparte tu ubicación y te mostraremos consultorios a menos de {{radius}} millas. Solo la usamos para esta búsqueda.',
    allow: 'Usar mi ubicación',
    decline: 'Buscar por código postal',
    locating: 'Buscando tu ubicación…',
    failedHeadline: 'No pudimos encontrar tu ubicación.',
    failedBody: 'Busca por código postal, por favor.',
  },
  questions: {
    title: '¿Preguntas?',
    intro: 'Estamos para ayudarte con tus recompensas.',
    chat: {
      heading: 'Chatea con el equipo de recompensas',
      open: 'El chat está abierto.',
      start: 'Iniciar un chat',
      checking: 'Comprobando si el chat está abierto…',
      openUntil: 'El chat está abierto hasta el {{time}}.',
      closedUntil:
        'El chat está cerrado en este momento. Vuelve a abrir el {{time}}. Déjanos un mensaje abajo y te responderemos por correo electrónico.',
      closed:
        'El chat está cerrado en este momento. Déjanos un mensaje abajo y te responderemos por correo electrónico.',
      unavailable: 'El chat en vivo no está disponible en este momento. Envíanos un mensaje.',
    },
    message: {
      heading: 'Envíanos un mensaje',
      body: 'Escríbenos y te responderemos por correo electrónico en un plazo de dos días hábiles.',
      action: 'Escribir un mensaje',
    },
    search: {
      heading: 'Busca en las preguntas frecuentes',
      label: '¿Qué estás buscando?',
      placeholder: 'Por ejemplo: recibo',
      submit: 'Buscar',
    },
    topics: {
      heading: 'Temas sobre lentes de contacto',
      receipt: 'Cómo subir tu recibo',
      card: 'Tu tarjeta prepagada',
      eligibility: 'Qué compras califican',
      care: 'Cómo cuidar tus lentes',
    },
  },
};
