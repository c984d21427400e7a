import { type Translation } from '../translation';
import { type extras as en } from '../en/extras';

export const extras: Translation<typeof en> = {
  game: {
    intro:
      'Descubre una tarjeta para ver si ganaste. Empiezas con una jugada y recibes otra por cada compra que ingreses.',
    remaining_one: 'Te queda {{count}} jugada.',
    remaining_other: 'Te quedan {{count}} jugadas.',
    none: 'No te quedan jugadas. Ingresa una compra para ganar otra.',
    play: 'Descubrir mi tarjeta',
    playing: 'Descubriendo…',
    won: {
      lens_case:
        '¡Ganaste un estuche para lentes gratis! Te lo enviaremos a la dirección de tu cuenta.',
      bonus_entry: '¡Ganaste una participación extra en el sorteo de esta temporada!',
    },
    lost: 'Esta vez no. ¡Gracias por jugar!',
    history: 'Tus jugadas recientes',
    historyItem: 'El {{date}}: {{result}}',
    noPrize: 'sin premio',
    prizes: {
      lens_case: 'un estuche para lentes gratis',
      bonus_entry: 'una participación extra en el sorteo',
    },
    empty: 'Todavía no has jugado.',
    failed: 'No pudimos cargar el juego. Vuelve a intentarlo.',
    retry: 'Intentar de nuevo',
    sample: 'Contenido de muestra del programa: los premios son solo de demostración.',
  },
  inky: {
    intro:
      '¡Hola, soy Inky! Tengo ocho brazos y dos lentes de contacto perfectamente limpios. Responde cinco preguntas rápidas sobre el cuidado de los lentes.',
    question: 'Pregunta {{number}} de {{total}}',
    true: 'Verdadero',
    false: 'Falso',
    right: '¡Correcto!',
    wrong: 'No exactamente.',
    next: 'Siguiente pregunta',
    score: 'Acertaste {{score}} de {{total}}.',
    perfect: '¡Puntuación perfecta! Inky está impresionado.',
    again: 'Jugar otra vez',
    questions: {
      water: {
        statement: 'Puedes enjuagar tus lentes con agua de la llave.',
        why: 'El agua de la llave puede contener gérmenes que causan infecciones oculares graves. Usa solo solución para lentes.',
      },
      sleep: {
        statement:
          'Debes quitarte los lentes antes de una siesta, salvo que tu doctor te indique otra cosa.',
        why: 'Dormir con lentes no aprobados para ello aumenta el riesgo de infección.',
      },
      topUp: {
        statement: 'Está bien rellenar el estuche con solución sobre la solución vieja.',
        why: 'Vacía siempre el estuche y usa solución nueva cada vez.',
      },
      case: {
        statement: 'Cambia tu estuche para lentes al menos cada tres meses.',
        why: 'Los estuches acumulan gérmenes con el tiempo, por bien que los limpies.',
      },
      redEye: {
        statement:
          'Si tu ojo está rojo y te duele, sigue usando tus lentes hasta tu próxima revisión.',
        why: 'Quítate los lentes y llama a tu oftalmólogo de inmediato.',
      },
    },
  },
  janky: {
    intro:
      'Janky revisa cómo funciona Lens Rewards en tu navegador. Es posible que soporte te pida leer estos datos.',
    details: 'Lo que muestra tu navegador',
    phase: 'Fase del programa',
    offer: 'Período de oferta',
    none: 'Ninguno',
    serverTime: 'Hora del servidor',
    language: 'Idioma',
    channel: 'Pantalla',
    channelM: 'Teléfono (pantalla angosta)',
    channelDef: 'Computadora (pantalla ancha)',
    iframe: 'Dentro de otro sitio',
    yes: 'Sí, dentro de un marco',
    no: 'No, por sí solo',
    check: 'Comprobar la conexión',
    checking: 'Comprobando…',
    ok: 'Conectado: el servidor respondió en {{ms}} ms.',
    failed: 'No pudimos comunicarnos con el servidor.',
    errorTest: {
      heading: 'Probar la página de error',
      body: 'Esto hace que la página falle a propósito, para comprobar que los errores se detectan y se informan.',
      action: 'Hacer fallar esta página',
    },
    phases: {
      'pre-launch': 'Antes del lanzamiento',
      active: 'En curso',
      expired: 'Terminado',
      maintenance: 'Mantenimiento',
    },
  },
};
