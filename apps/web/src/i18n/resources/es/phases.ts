import { type Translation } from '../translation';
import { type phases as en } from '../en/phases';

export const phases: Translation<typeof en> = {
  maintenance: {
    lead: 'Lens Rewards está en mantenimiento programado.',
    body: 'Estamos haciendo algunas mejoras y volveremos en breve. Tus registros y recompensas están seguros y no se ha perdido nada de lo que ingresaste.',
    stillOpen: 'Mientras tanto, puedes leer las preguntas frecuentes y los términos del programa.',
    retry: 'Volver a comprobar',
  },
  lifecycle: {
    preLaunch: {
      heading: 'Lens Rewards abre pronto',
      body: 'El programa comienza el {{start}}. A partir de esa fecha podrás ingresar tus compras de lentes de contacto elegibles y recibir por correo una tarjeta de recompensa prepagada.',
    },
    expired: {
      heading: 'El programa Lens Rewards ha terminado',
      body: 'El programa cerró el {{end}}. Ya no se pueden ingresar compras nuevas. Las recompensas de los registros ya aprobados se siguen enviando por correo.',
      questions:
        '¿Tienes preguntas sobre un registro que ya hiciste? Comunícate con nuestro equipo de soporte.',
    },
    faq: 'Leer las preguntas frecuentes',
    terms: 'Leer los términos del programa',
    support: 'Contactar a soporte',
  },
  error: {
    body: 'Lo sentimos, un error inesperado detuvo la página en la que estabas. Nuestro equipo ya recibió un aviso automático.',
    next: 'Puedes regresar e intentarlo de nuevo, o empezar otra vez desde la página de inicio.',
    back: 'Regresar e intentar de nuevo',
    support: '¿Sigue sin funcionar? Contacta a soporte',
  },
  redirect: {
    body: 'Lens Rewards funciona en el sitio de nuestro socio. Te llevaremos allí en un momento.',
    countdown_one: 'Te llevaremos allí en {{count}} segundo…',
    countdown_other: 'Te llevaremos allí en {{count}} segundos…',
    continue: 'Continuar al sitio de nuestro socio',
    notProduction: 'En el sitio real, ahora te enviaríamos al sitio de nuestro socio.',
    signIn: 'Iniciar sesión en Lens Rewards',
  },
  tandr: {
    working: 'Te estamos llevando a tu enlace…',
    refused: {
      heading: 'No podemos abrir este enlace',
      body: 'Este enlace apunta a un lugar al que Lens Rewards no envía visitantes. Puede que esté mal escrito o que ya no sea válido.',
    },
    home: 'Ir a la página de inicio',
  },
  limiter: {
    generic: {
      body: 'Lo intentaste demasiadas veces en poco tiempo. Espera unos minutos y vuelve a intentarlo.',
    },
    login: {
      body: 'Hubo demasiados intentos de inicio de sesión. Por tu seguridad, espera 10 minutos antes de volver a intentarlo.',
    },
    estimate: {
      body: 'Llegaste al límite de correos de estimación de hoy. Aún puedes ver tu estimación en pantalla y enviarla por correo mañana.',
    },
    referral: {
      body: 'Enviaste muchas invitaciones en la última hora. Espera un rato antes de invitar a más amigos.',
    },
    escalation: {
      body: 'Recibimos varias solicitudes tuyas en la última hora. Nuestro equipo las responderá; espera antes de enviar otra.',
    },
    code: {
      body: 'Pediste códigos promocionales varias veces en la última hora. Revisa tu bandeja de entrada (y la de correo no deseado) para ver los códigos ya enviados.',
    },
    upload: {
      body: 'Subiste muchas fotos en poco tiempo. Espera unos minutos antes de volver a subir.',
    },
    home: 'Ir a la página de inicio',
    faq: 'Leer las preguntas frecuentes',
  },
  ineligibleAge: {
    body: 'Lens Rewards está abierto a residentes de EE. UU. de 18 años o más, así que no podemos crearte una cuenta.',
    guardian:
      'Si tienes menos de 18 años, tu madre, padre o tutor puede crear una cuenta y agregarte como paciente. Tus compras generarán recompensas en su cuenta.',
    faq: 'Leer las preguntas frecuentes',
  },
  dupAccount: {
    body: 'Ya existe una cuenta con este correo electrónico. Inicia sesión para ver tus recompensas e ingresar compras nuevas.',
    named:
      'Ya existe una cuenta con {{email}}. Inicia sesión para ver tus recompensas e ingresar compras nuevas.',
    forgot:
      '¿Olvidaste tu contraseña? Podemos enviarte por correo un enlace para elegir una nueva.',
    forgotLink: 'Restablecer mi contraseña',
    signIn: 'Iniciar sesión',
    help: '¿Problemas para iniciar sesión?',
  },
};
