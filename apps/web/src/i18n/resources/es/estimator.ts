import { type Translation } from '../translation';
import { type estimator as en } from '../en/estimator';
import { CONSENT_WORDINGS, CURRENT_CONSENT_WORDING } from '@lens/domain';

export const estimator: Translation<typeof en> = {
  intro:
    'Descubre cuánto podría darte tu próxima compra de lentes de contacto. Toma menos de un minuto.',
  practice: {
    heading: 'Tu consultorio oftalmológico',
    none: 'Aún no elegiste un consultorio. Si eliges el tuyo, verás si hay un bono de consultorio preferido.',
    choose: 'Elegir mi consultorio',
    change: 'Cambiar de consultorio',
    forget: 'Estimar sin consultorio',
    preferred: 'Consultorio preferido',
  },
  patient: {
    own: '{{name}} (tu paciente)',
    legend: '¿Para quién es la estimación?',
    new: 'Alguien que nunca ha usado lentes de contacto',
    current: 'Alguien que ya usa lentes de contacto',
  },
  brand: {
    label: 'Marca de lentes',
    placeholder: 'Elige una marca',
    needsPatient: 'Primero indica para quién es la estimación.',
  },
  amount: {
    legend: '¿Cuántos meses de lentes vas a comprar?',
    option: '{{count}} meses',
    needsBrand: 'Primero elige una marca de lentes.',
  },
  estimating: 'Calculando tu estimación…',
  result: {
    heading: 'Tu estimación',
    total: 'Recompensa estimada: {{amount}}',
    base: 'Recompensa por tu suministro: {{amount}}',
    bonus: 'Bono de consultorio preferido: {{amount}}',
    see: 'Ver mis resultados',
    retry: 'Intentar de nuevo',
    failed: 'No pudimos calcular una estimación en este momento. Vuelve a intentarlo.',
    notOffered: 'Esta marca no forma parte de la oferta vigente. Elige otra.',
  },
  ecpSearch: {
    intro: 'Busca tu consultorio oftalmológico. Al elegirlo volverás a la calculadora.',
    skip: 'Continuar sin consultorio',
    notListedTitle: 'Estimación sin un consultorio del directorio',
    notListedBody:
      'Calcularemos la estimación sin bono de consultorio preferido. Cuando ingreses tu compra podrás darnos el nombre del doctor.',
  },
  results: {
    empty: {
      heading: 'Aún no hay ninguna estimación',
      body: 'Responde algunas preguntas sobre tu próxima compra y estimaremos tu recompensa.',
      action: 'Empezar una estimación',
    },
    summary: '{{supply}} de {{brand}}',
    atPractice: 'En {{practice}}',
    noPractice: 'Sin consultorio preferido',
    newWearer:
      '¡Bienvenido a los lentes de contacto! Pide a tu oftalmólogo una adaptación antes de comprar.',
    ownEligible: '{{name}} puede ingresar su próxima compra con recompensa: {{date}}.',
    today: 'hoy',
    wearerType: 'Para esta compra, {{name}} cuenta como: {{type}}.',
    wearerTypes: {
      new_acuvue: 'usuario nuevo de lentes de contacto',
      new_product: 'usuario nuevo de esta marca',
      current_wearer: 'usuario actual de esta marca',
    },
    eligibleToday: 'Puedes ingresar una compra como esta hoy mismo.',
    eligibleFrom: 'Las compras como esta dan recompensa a partir del {{date}}.',
    notEligible: 'Esta compra no da recompensa en la oferta vigente.',
    checkBack: 'Las recompensas suben el {{date}}. Vuelve a consultar entonces para recibir más.',
    compare: {
      heading: 'Compara suministros',
      caption: 'Recompensas estimadas para otros suministros de la misma marca',
      supply: 'Suministro',
      reward: 'Recompensa estimada',
      chosen: '{{supply}} (tu elección)',
    },
    edit: 'Cambiar mis respuestas',
    enter: 'Inicia sesión para ingresar una compra',
  },
  email: {
    heading: 'Enviar mis resultados por correo',
    intro: 'Te enviaremos esta estimación para que la tengas a mano en el consultorio.',
    email: 'Correo electrónico',
    name: 'Nombre del paciente (opcional)',
    optIn: CONSENT_WORDINGS[CURRENT_CONSENT_WORDING.email].text.es,
    submit: 'Enviar mis resultados por correo',
    sent: 'Enviamos tu estimación a {{email}}. Puede tardar unos minutos en llegar.',
    limited:
      'Llegaste al límite de correos de estimación de hoy. Podrás volver a enviarte tus resultados mañana.',
  },
  disclaimers: {
    terms:
      'Las estimaciones siguen los términos del programa vigentes hoy. La recompensa que recibas se fija cuando se aprueba tu registro.',
    card: 'Las recompensas se pagan con una tarjeta prepagada que se envía por correo tras la aprobación. Las tarjetas no se pueden cambiar por efectivo.',
    preferred:
      'El bono de consultorio preferido solo aplica a suministros de 12 meses de marcas elegibles comprados en un consultorio que sea preferido en la fecha de compra.',
    nineMonth:
      'Un suministro de 9 meses recibe la recompensa de 9 meses. Un suministro de 12 meses recibe la recompensa anual completa.',
    threeSixMonth:
      'Los suministros de 3 y 6 meses reciben sus propias recompensas. Una compra posterior que complete 12 meses dentro de un año puede recibir una recompensa de ajuste.',
  },
  modal: {
    title: 'Calculadora de recompensas',
    full: 'Ver los resultados completos',
  },
};
