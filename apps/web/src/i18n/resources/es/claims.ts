import { type Translation } from '../translation';
import { type claims as en } from '../en/claims';

export const claims: Translation<typeof en> = {
  loading: 'Cargando tu recompensa…',
  notFound: {
    heading: 'No encontramos esta recompensa',
    body: 'Es posible que el enlace esté mal escrito o que la recompensa se haya eliminado. Revisa el enlace que te dio el consultorio o comunícate con soporte.',
    support: 'Contactar a soporte',
  },
  summary: {
    heading: 'Tu compra',
    practice: 'Consultorio: {{practice}}',
    date: 'Fecha de compra: {{date}}',
    lenses: 'Lentes: {{supply}} de {{brands}}',
    reward: 'Recompensa: {{amount}}',
    supply: '{{count}} meses',
  },
  claim: {
    heading: 'Tus datos',
    intro: 'Enviaremos tu tarjeta de recompensa prepagada a esta dirección.',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    address1: 'Dirección',
    address2: 'Departamento, suite, etc. (opcional)',
    city: 'Ciudad',
    state: 'Estado',
    postalCode: 'Código postal',
    submit: 'Reclamar mi recompensa',
    notNeeded: 'No necesito esta recompensa',
    terms: 'Al reclamar, aceptas los términos de las recompensas exprés.',
    termsLink: 'Leer los términos de las recompensas exprés',
  },
  photo: {
    heading: 'Agrega una foto',
    intro:
      'Toma una foto de tus cajas de lentes o de tu recibo para que podamos relacionarla con tu compra.',
    label: 'Foto de tus cajas de lentes o de tu recibo',
    hint: '{{formats}}, de hasta {{max}} MB.',
    uploading: 'Subiendo tu foto…',
    uploaded: 'Foto agregada.',
    replace: 'Elegir otra foto',
    failed: 'No pudimos subir esta foto. Vuelve a intentarlo.',
    format: 'No podemos recibir este tipo de archivo. Elige un archivo {{formats}}.',
    tooLarge: 'Este archivo pesa más de {{max}} MB. Elige uno más pequeño.',
    continue: 'Continuar',
  },
  confirm: {
    heading: 'Revisa y confirma',
    body: 'Confirma para enviar tu reclamo. Lo revisaremos y te enviaremos la tarjeta por correo cuando se apruebe.',
    submit: 'Confirmar mi reclamo',
    done: 'Recibimos tu reclamo. Tu código de confirmación es {{code}}.',
    keep: 'Guarda este código: soporte te lo pedirá si te comunicas con nosotros.',
  },
  state: {
    claimed: 'Ya nos diste tus datos. Agrega tu foto para terminar.',
    declined: 'Nos dijiste que no necesitas esta recompensa.',
    confirmed: 'Esta recompensa ya fue reclamada. Código de confirmación: {{code}}.',
  },
  express: {
    landing: {
      intro:
        'Algunos consultorios ingresan por ti tu compra de lentes de contacto al pagar. Reclama tu recompensa con el enlace que te den: toma dos minutos.',
      steps: {
        one: 'Abre el enlace de tu recibo o del correo del consultorio.',
        two: 'Danos tu nombre y la dirección a la que enviaremos tu tarjeta.',
        three: 'Agrega una foto de tus cajas de lentes o de tu recibo, y confirma.',
      },
      codeLabel: 'Tu código de recompensa',
      codeHint: 'El código al final de tu enlace, por ejemplo kT3vQm9xR2wLp8yZa1bC4d.',
      open: 'Buscar mi recompensa',
      terms: 'Términos de las recompensas exprés',
    },
    notNeeded: {
      body: 'Gracias por avisarnos. No enviaremos una tarjeta por esta compra.',
      claimed:
        '¿Ya reclamaste esta recompensa? Entonces va en camino y no necesitas hacer nada más.',
      change:
        '¿Cambiaste de opinión? Aún puedes ingresar la compra tú mismo después de iniciar sesión.',
      home: 'Ir a la página de inicio',
    },
  },
  shop: {
    intro:
      'Tu consultorio ingresó tu compra en línea para una recompensa de Lens Rewards. Revisa los datos, dinos a dónde enviar tu tarjeta y agrega una foto.',
    notNeeded: {
      body: 'No hay problema. No necesitas hacer nada más y no se enviará ninguna tarjeta por esta compra.',
      home: 'Ir a la página de inicio',
    },
    confirmEmpty: 'Empieza desde el enlace que te envió tu consultorio.',
  },
  notice: {
    title: 'Tienes una recompensa esperándote',
    body: 'Tu consultorio ingresó una compra de lentes de contacto por ti. Reclama tu recompensa ahora: toma dos minutos.',
    claim: 'Reclamar ahora',
    later: 'Más tarde',
  },
};
