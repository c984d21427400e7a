import { type Translation } from '../translation';
import { type faq as en } from '../en/faq';

export const faq: Translation<typeof en> = {
  sample:
    'Contenido de muestra del programa: estas respuestas describen un programa de demostración.',
  intro: 'Respuestas a las preguntas más frecuentes. Busca o explora por tema.',
  search: {
    label: 'Buscar en las preguntas frecuentes',
    placeholder: 'Por ejemplo: recibo, tarjeta, preferido',
    clear: 'Borrar búsqueda',
    count_one: '{{count}} respuesta coincide con “{{q}}”.',
    count_other: '{{count}} respuestas coinciden con “{{q}}”.',
    none: 'Ninguna respuesta coincide con “{{q}}”.',
    noneHelp: 'Prueba con otra palabra, explora los temas de abajo o envíanos tu pregunta.',
  },
  topics: {
    label: 'Temas',
    all: 'Todos los temas',
    eligibility: 'Quién puede participar',
    receipt: 'Cómo ingresar una compra',
    card: 'Tarjetas de recompensa',
    rewards: 'Montos de recompensa y la calculadora',
    express: 'Recompensas exprés en tu consultorio',
    care: 'Cuidado de tus lentes',
  },
  estimate: {
    heading: '¿Cuánto podrías recibir?',
    body: 'Elige tu consultorio, tus lentes y tu suministro, y calcularemos tu recompensa.',
    action: 'Estimar mi recompensa',
  },
  form: {
    heading: 'Haznos una pregunta',
    intro:
      '¿No encontraste tu respuesta? Escríbenos y nuestro equipo de soporte te responderá por correo electrónico, normalmente en un plazo de dos días hábiles.',
    open: 'Haznos una pregunta',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    topic: 'Tema',
    question: 'Tu pregunta',
    questionHint: 'No incluyas números de tarjeta ni contraseñas.',
    captcha: 'Confirma que no eres un robot',
    submit: 'Enviar mi pregunta',
    cancel: 'Cancelar',
    sent: 'Gracias, recibimos tu pregunta. Te responderemos a {{email}} en un plazo de dos días hábiles.',
    reference: 'Tu referencia: {{reference}}. También te la enviamos por correo electrónico.',
    sendAnother: 'Hacer otra pregunta',
    done: 'Cerrar',
  },
  answers: {
    eligibility: {
      whoCanJoin: {
        q: '¿Quién puede participar en Lens Rewards?',
        a: 'Los residentes de EE. UU. de 18 años o más que compren lentes de contacto elegibles en un consultorio oftalmológico participante. Una madre, padre o tutor puede agregar a sus hijos y a otros familiares como pacientes en su propia cuenta.',
      },
      whichLenses: {
        q: '¿Qué lentes son elegibles?',
        a: 'Todas las marcas de lentes de la oferta vigente son elegibles cuando compras al menos un suministro de 3 meses. La calculadora de recompensas muestra las marcas disponibles hoy y los términos del programa las indican para cada período de oferta.',
      },
      practice: {
        q: '¿Mi consultorio tiene que participar?',
        a: 'Tu compra debe hacerse en un consultorio de nuestro directorio. Si no encuentras el tuyo, elige “Mi doctor no aparece” e ingresa el nombre del doctor: revisaremos el consultorio cuando revisemos tu envío.',
      },
      family: {
        q: '¿Puedo ingresar compras de mi familia?',
        a: 'Sí. Agrega a cada persona como paciente en tu cuenta y luego elige al paciente cuando ingreses una compra. Cada paciente puede recibir recompensas por hasta 12 meses de lentes en cualquier período de 12 meses.',
      },
    },
    receipt: {
      howToEnter: {
        q: '¿Cómo ingreso una compra?',
        a: 'Inicia sesión, elige al paciente y el consultorio, ingresa la fecha de compra y los lentes que compraste (o escanea la caja), sube una foto de tu recibo y confirma. Recibirás un código de confirmación de inmediato.',
      },
      receiptPhoto: {
        q: '¿Cómo tomo una buena foto del recibo?',
        a: 'Coloca el recibo sobre una superficie plana con buena luz y asegúrate de que se lean el nombre del consultorio, la fecha de compra, los lentes y el monto pagado. Aceptamos archivos JPG, PNG, HEIC, WebP y PDF de hasta 10 MB.',
      },
      status: {
        q: '¿Cómo sé en qué estado está mi envío?',
        a: 'Tu panel muestra cada envío con su estado: pendiente mientras lo revisamos, aprobado cuando tu tarjeta ya va en camino, o lo que necesitamos de ti si falta algo.',
      },
      rejected: {
        q: 'Rechazaron mi envío. ¿Qué hago?',
        a: 'Abre el envío en tu panel para ver el motivo. La mayoría de los envíos se pueden corregir y volver a enviar, por ejemplo con una foto del recibo más clara, y conservan el mismo código de confirmación.',
      },
      mail: {
        q: '¿Por qué me piden enviar mi recibo por correo?',
        a: 'Cuando no podemos verificar una compra en línea, por ejemplo porque el consultorio no aparece en el directorio o la foto no se puede leer, te pedimos el recibo por correo postal. Tu panel muestra la dirección y qué debes enviar.',
      },
    },
    card: {
      whenArrives: {
        q: '¿Cuándo llegará mi tarjeta de recompensa?',
        a: 'Pedimos tu tarjeta prepagada en cuanto se aprueba tu envío. Normalmente llega por correo en 2 a 3 semanas a la dirección de tu cuenta.',
      },
      useCard: {
        q: '¿Dónde puedo usar la tarjeta?',
        a: 'La tarjeta prepagada se puede usar en cualquier lugar de EE. UU. donde acepten tarjetas de débito. Actívala como se explica en la carta que la acompaña.',
      },
      lostCard: {
        q: 'Mi tarjeta no llegó o se perdió.',
        a: 'Si pasaron más de 4 semanas desde que se aprobó tu envío, comunícate con soporte con tu código de confirmación y lo revisaremos.',
      },
      oneCard: {
        q: '¿Recibo una tarjeta por cada compra?',
        a: 'Sí: cada envío aprobado recibe su propia tarjeta con la recompensa completa de ese envío, incluidos los bonos de códigos promocionales.',
      },
    },
    rewards: {
      howMuch: {
        q: '¿De cuánto es mi recompensa?',
        a: 'Depende del suministro que compres (3, 6, 9 o 12 meses), de la oferta vigente en la fecha de compra, de si tu consultorio es un consultorio preferido y de los códigos promocionales. La calculadora de recompensas la calcula por ti.',
      },
      preferred: {
        q: '¿Qué es el bono de consultorio preferido?',
        a: 'Los consultorios de nuestro programa preferido agregan un bono cuando compras allí un suministro de 12 meses de una marca elegible. La calculadora muestra el bono cuando eliges un consultorio preferido.',
      },
      limit: {
        q: '¿Hay un límite?',
        a: 'Cada paciente puede recibir recompensas por hasta 12 meses de lentes en cualquier período continuo de 12 meses, y cada oferta tiene una recompensa máxima por paciente, indicada al pie de cada página.',
      },
      promo: {
        q: '¿Cómo funcionan los códigos promocionales?',
        a: 'Ingresa un código promocional en el paso de confirmación de tu envío. Desde el 1 de julio de 2025 puedes aplicar hasta dos códigos a un mismo envío cuando sus promociones se pueden combinar.',
      },
      estimateEmail: {
        q: '¿Puedo guardar mi estimación?',
        a: 'Sí. En la página de resultados, elige “Enviar mis resultados por correo” y te enviaremos la estimación. Puedes enviar hasta 5 estimaciones por día.',
      },
    },
    express: {
      whatIs: {
        q: '¿Qué son las recompensas exprés?',
        a: 'Algunos consultorios ingresan tu compra por ti al pagar. Luego recibes un enlace personal para reclamar la recompensa: agrega tus datos y una foto de tus lentes o de tu recibo, y nosotros nos encargamos del resto.',
      },
      link: {
        q: 'Perdí mi enlace de recompensa exprés.',
        a: 'Pide al consultorio que te lo envíe de nuevo, o comunícate con soporte con el nombre del consultorio y la fecha de compra. No compartas el enlace: cualquier persona que lo tenga puede reclamar la recompensa.',
      },
      notNeeded: {
        q: 'No quiero la recompensa exprés.',
        a: 'Abre tu enlace y elige “No necesito esta recompensa”. No pasa nada más, y si cambias de opinión puedes ingresar la compra tú mismo más adelante.',
      },
    },
    care: {
      replace: {
        q: '¿Cada cuánto debo cambiar mis lentes?',
        a: 'Sigue el calendario que te indicó tu oftalmólogo: los lentes diarios se usan una sola vez y los demás se cambian cada dos semanas o cada mes. Usar los lentes más tiempo del indicado aumenta el riesgo de infección.',
      },
      water: {
        q: '¿Puedo enjuagar mis lentes con agua?',
        a: 'No. El agua de la llave puede contener microorganismos que causan infecciones oculares graves. Usa solo la solución que te recomiende tu oftalmólogo y nunca la reutilices.',
      },
      sleep: {
        q: '¿Puedo dormir con mis lentes de contacto?',
        a: 'Solo si tu oftalmólogo te recetó lentes aprobados para uso nocturno. De lo contrario, quítatelos antes de dormir, incluso para una siesta.',
      },
      checkup: {
        q: '¿Cada cuánto debo visitar a mi oftalmólogo?',
        a: 'Al menos una vez al año, o antes si tus ojos están rojos o te duelen, o si tu visión cambia. Si eso pasa, quítate los lentes y llama a tu doctor de inmediato.',
      },
    },
  },
};
