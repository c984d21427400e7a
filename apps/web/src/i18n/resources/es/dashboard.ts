import { type dashboard as en } from '../en/dashboard';
import { type Translation } from '../translation';

export const dashboard: Translation<typeof en> = {
  standing: {
    limitedTitle: 'Límite anual alcanzado',
    limited:
      'Tu paciente más reciente ya registró 12 meses de lentes en los últimos 12 meses. Una compra nueva para este paciente no recibe recompensa hasta que pase parte de ese año.',
    preferredTitle: 'Tu consultorio es un consultorio preferido',
    preferred:
      'Un suministro de 12 meses de una marca elegible comprado allí recibe el bono de consultorio preferido además de tu recompensa.',
  },
  greeting: 'Hola de nuevo, {{name}}.',
  newPurchase: 'Registrar una compra nueva',
  managePatients: 'Administrar pacientes',
  watchVideo: 'Mira cómo funciona',
  howToSubmit: 'Cómo registrar una compra',
  loading: 'Cargando tus registros…',
  entriesLabel: 'Tus registros',
  empty: {
    title: 'Todavía no tienes registros',
    body: '¿Compraste lentes de contacto hace poco? Registra tu compra para recibir tu recompensa.',
    action: 'Registrar tu primera compra',
  },
  entry: {
    heading: '{{name}}: compra del {{date}}',
    noDate: 'fecha sin registrar',
    patient: 'Tu paciente',
    practice: 'Comprado en {{name}}',
    code: 'Código de confirmación: {{code}}',
    reward: 'Tu recompensa',
    estimatedReward: 'Tu recompensa prevista',
    continue: 'Terminar este registro',
    resubmit: 'Corregirlo y enviarlo de nuevo',
    continueResubmit: 'Seguir enviándolo de nuevo',
    details: 'Ver los detalles de la recompensa',
    started: 'Empezado el {{date}}',
    delete: 'Eliminar este registro',
    deleteNamed: 'Eliminar el registro de {{name}} empezado el {{date}}',
    confirmDelete: '¿Eliminar este registro sin terminar para siempre? No podrás recuperarlo.',
    confirmYes: 'Sí, eliminarlo',
    confirmNo: 'No, conservarlo',
  },
  status: {
    inProgress: {
      label: 'Aún sin enviar',
      body: 'Este registro no está terminado. Termínalo para recibir tu recompensa.',
    },
    pending: {
      label: 'En revisión',
      body: 'Estamos revisando tu registro. Esto suele tardar unos días y te enviaremos un correo cuando terminemos.',
    },
    approved: {
      label: 'Aprobado',
      body: 'Tu registro está aprobado. Tu recompensa es una tarjeta prepagada que enviamos por correo a la dirección del paciente.',
    },
    rejected: {
      label: 'No aprobado',
      body: 'No pudimos aprobar este registro. Mira el motivo abajo: puedes corregirlo y enviarlo de nuevo.',
    },
    resubStarted: {
      label: 'Enviándose de nuevo',
      body: 'Empezaste a enviar este registro de nuevo. Termínalo para que podamos revisarlo.',
    },
    mailRequired: {
      label: 'Necesitamos el recibo por correo',
      body: 'Necesitamos ver tu recibo por correo postal. Sigue las instrucciones del correo electrónico que te enviamos y escribe tu código de confirmación en el sobre.',
    },
  },
  reasons: {
    RECEIPT_MISSING: { why: 'No se adjuntó ningún recibo.', todo: 'Sube una foto de tu recibo.' },
    RECEIPT_UNREADABLE: {
      why: 'No pudimos leer el recibo.',
      todo: 'Sube una foto más nítida del recibo completo.',
    },
    RECEIPT_MISMATCH: {
      why: 'El recibo no coincide con el registro.',
      todo: 'Compara la fecha, el consultorio y los lentes con tu recibo.',
    },
    DUPLICATE_RECEIPT: {
      why: 'Este recibo ya se usó en otro registro.',
      todo: 'Sube el recibo de esta compra.',
    },
    PRACTICE_INACTIVE: {
      why: 'El consultorio no participa en el programa.',
      todo: 'Contáctanos si crees que es un error.',
    },
    PURCHASE_DATE_BEFORE_BRAND_MINIMUM: {
      why: 'Esta marca no formaba parte del programa en la fecha de compra.',
      todo: 'Revisa la fecha de compra en tu recibo.',
    },
    PRODUCT_NOT_AVAILABLE: {
      why: 'Estos lentes no formaban parte de la oferta.',
      todo: 'Revisa la marca que escribiste.',
    },
    ANNUAL_LIMIT_EXCEEDED: {
      why: 'El paciente ya registró 12 meses de suministro este año.',
      todo: 'Podrás registrar tu próxima compra cuando haya pasado un año desde la anterior.',
    },
    NOT_ELIGIBLE: {
      why: 'Esta compra no tiene derecho a recompensa.',
      todo: 'Lee los términos de la recompensa para saber qué compras califican.',
    },
    OTHER: {
      why: 'No pudimos aprobar este registro.',
      todo: 'Revisa los datos y envíalo de nuevo, o contáctanos.',
    },
  },
  mailReasons: {
    NOT_LISTED_PRACTICE:
      'Tu doctor todavía no está en nuestra lista, así que revisamos la compra con tu recibo por correo postal.',
    RECEIPT_UNUSABLE:
      'No pudimos usar la foto de tu recibo, así que necesitamos el recibo por correo postal.',
  },
  rewards: {
    base: 'Recompensa básica',
    trueUp: 'Bono por suministro anual',
    preferred: 'Bono de consultorio preferido',
    promo: 'Bono del código promocional',
    promoClass: 'Bono del código promocional ({{codeClass}})',
    total: 'Recompensa total',
  },
  card: {
    soon: 'Pediremos tu tarjeta prepagada en breve.',
    ordered: 'Pedimos tu tarjeta prepagada el {{date}}.',
    mailed: 'Enviamos tu tarjeta prepagada por correo el {{date}}.',
    number: '(tarjeta {{number}})',
    help: 'Sobre tu tarjeta Visa',
  },
  approval: {
    title: 'Tu registro está aprobado',
    body: '¡Felicidades! El registro {{code}} está aprobado. Esta es tu recompensa:',
    caption: 'Tu recompensa',
    card: 'Enviamos tu tarjeta Visa prepagada por correo a la dirección del paciente.',
  },
  video: {
    howItWorks: 'Cómo funciona Lens Rewards',
    captionsLabel: 'Subtítulos en español',
    captions: {
      choose: '1. Elige al paciente y el consultorio de cuidado visual.',
      enter: '2. Escribe tus lentes o escanea la caja.',
      receipt: '3. Sube una foto de tu recibo.',
      card: '4. Recibe tu recompensa en una tarjeta prepagada.',
    },
  },
};
