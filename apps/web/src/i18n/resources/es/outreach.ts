import { type Translation } from '../translation';
import { type outreach as en } from '../en/outreach';

export const outreach: Translation<typeof en> = {
  viral: {
    intro:
      '¿Conoces a alguien que use lentes de contacto? Invita hasta a tres amigos a Lens Rewards para que también reciban recompensas en su próxima compra.',
    friend: 'Amigo {{number}}',
    name: 'Nombre de tu amigo',
    email: 'Correo electrónico de tu amigo',
    add: 'Agregar otro amigo',
    remove: 'Quitar al amigo {{number}}',
    confirm:
      'Confirmo que mis amigos aceptan recibir un correo electrónico de Lens Rewards sobre el programa.',
    privacy: 'Usamos las direcciones de tus amigos solo para enviar esta invitación, una vez.',
    submit: 'Enviar invitaciones',
    noThanks: 'No, gracias',
  },
  viralThanks: {
    body_one:
      'Enviamos una invitación a {{count}} amigo. ¡Gracias por contarles a otros sobre Lens Rewards!',
    body_other:
      'Enviamos invitaciones a {{count}} amigos. ¡Gracias por contarles a otros sobre Lens Rewards!',
    bodyUnknown:
      'Tus invitaciones van en camino. ¡Gracias por contarles a otros sobre Lens Rewards!',
    more: 'Invitar a más amigos',
    dashboard: 'Volver a mis recompensas',
  },
  viralNoThanks: {
    body: 'No hay problema. Si cambias de opinión, puedes invitar a tus amigos en cualquier momento desde tu página de recompensas.',
    dashboard: 'Volver a mis recompensas',
  },
  escalate: {
    intro:
      'Cuéntanos en qué necesitas ayuda y nuestro equipo de soporte te responderá en un plazo de dos días hábiles.',
    you: 'Sobre ti',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    phone: 'Número de teléfono (opcional)',
    contactType: 'Eres',
    contactTypes: {
      patient: 'Paciente, o alguien que actúa en su nombre',
      ecp_staff: 'Personal de un consultorio oftalmológico',
      other: 'Otra persona',
    },
    contactPreference: '¿Cómo prefieres que te contactemos?',
    preferences: { email: 'Por correo electrónico', phone: 'Por teléfono' },
    request: 'Tu solicitud',
    submissionType: '¿Cómo se ingresó la compra?',
    submissionTypes: {
      online: 'En línea, en Lens Rewards',
      express_rewards: 'Con el enlace de recompensa exprés del consultorio',
      checkout_shop: 'En la tienda en línea del consultorio',
    },
    reason: 'Motivo de tu solicitud',
    reasons: {
      ecp_ineligible: 'El consultorio no participa',
      submission_status: 'El estado de un envío',
      reward_card: 'Una tarjeta de recompensa',
      technical_issue: 'Un problema con el sitio web',
      other: 'Otro motivo',
    },
    sap: 'Número del consultorio',
    sapHint:
      'El número que aparece en la página de códigos promocionales o en la carta del consultorio.',
    patient: 'Sobre el paciente',
    patientFirstName: 'Nombre del paciente',
    patientLastInitial: 'Primera letra del apellido del paciente',
    patientEmail: 'Correo electrónico del paciente',
    patientPhone: 'Teléfono del paciente',
    patientContactHint: 'Indica el correo electrónico o el teléfono del paciente (o ambos).',
    noPatientNeeded:
      'Escribes sobre tu consultorio, así que no necesitamos los datos de ningún paciente. Indica arriba el número de tu consultorio.',
    orderNumber: 'Número de pedido o de confirmación (opcional)',
    comments: 'Cuéntanos más (opcional)',
    captcha: 'Confirma que no eres un robot',
    fieldErrors: {
      contactRequired: 'Escribe el correo electrónico o el teléfono del paciente.',
      practiceNumber: 'El número del consultorio solo lleva cifras.',
    },
    submit: 'Enviar mi solicitud',
  },
  escalationThanks: {
    body: 'Gracias por escribirnos. Nuestro equipo de soporte te responderá en un plazo de dos días hábiles.',
    reference: 'Tu número de solicitud es {{id}}.',
    home: 'Ir a la página de inicio',
    faq: 'Leer las preguntas frecuentes',
  },
  promo: {
    loading: 'Cargando el consultorio…',
    notFound: {
      heading: 'No encontramos este consultorio',
      body: 'Es posible que el enlace que seguiste esté mal escrito o ya no sea válido. Confírmalo con el consultorio.',
    },
    intro:
      '{{practice}} ofrece a los pacientes de Lens Rewards un código promocional para recibir recompensas adicionales en su próxima compra de lentes de contacto.',
    how: 'Ingresa tu correo electrónico y te enviaremos el código. Luego reserva tu cita con el consultorio.',
    email: 'Correo electrónico',
    submit: 'Enviarme el código',
    ineligible: {
      body: '{{practice}} no participa en las ofertas de códigos promocionales de Lens Rewards en este momento.',
      bodyUnknown:
        'Este consultorio no participa en las ofertas de códigos promocionales de Lens Rewards en este momento.',
      still:
        'Aún puedes recibir recompensas por tus compras elegibles. Consulta nuestras preguntas frecuentes para saber cómo.',
      scheduler: 'Reservar una cita con {{practice}}',
      support: '¿Crees que es un error? Contacta a soporte',
      faq: 'Leer las preguntas frecuentes',
    },
    disclaimers: {
      offer:
        'Los códigos promocionales los ofrece {{practice}} a sus propios pacientes y se suman a las recompensas de un envío elegible. Un código por paciente.',
      email:
        'Usamos tu correo electrónico para enviarte este código y, solo si lo autorizas, noticias sobre el programa.',
      independent:
        'Los consultorios oftalmológicos son independientes y fijan sus propias condiciones de citas y precios.',
    },
    confirm: {
      title: 'Revisa tu bandeja de entrada',
      body: 'Enviamos el código promocional de {{practice}} a {{email}}.',
      redirect_one: 'Te llevaremos a la página de citas del consultorio en {{count}} segundo…',
      redirect_other: 'Te llevaremos a la página de citas del consultorio en {{count}} segundos…',
      go: 'Reservar mi cita ahora',
      ok: 'Listo',
    },
  },
};
