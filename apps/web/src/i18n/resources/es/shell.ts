import { type Translation } from '../translation';
import { type shell as en } from '../en/shell';

export const shell: Translation<typeof en> = {
  skipToContent: 'Ir al contenido principal',
  logo: 'Inicio de Lens Rewards',
  documentTitle: '{{page}} | Lens Rewards',
  description:
    'Recibe recompensas por tus lentes de contacto: calcula tu recompensa, registra tu compra y síguela hasta que llegue tu tarjeta de recompensa.',
  impersonation: {
    banner:
      'Estás actuando en nombre de {{name}}. Todo lo que hagas queda registrado con tu comentario.',
    unnamed: 'este paciente',
    end: 'Terminar',
    endLabel: 'Terminar de actuar en nombre de {{name}}',
  },
  questionsButton: '¿Preguntas?',
  busy: 'Un momento…',
  footer: {
    label: 'Enlaces del sitio',
    language: 'Idioma: {{language}}',
    rewardTerms: 'Términos de las recompensas',
    faq: 'Preguntas frecuentes',
    safetyInformation: 'Información importante de seguridad',
    logout: 'Cerrar sesión',
    disclaimers: 'Avisos legales',
    copyright: '© {{year}} Lens Rewards. Programa de muestra con fines de demostración.',
    subPhase:
      'Oferta válida en compras elegibles hechas del {{start}} al {{end}} y enviadas dentro de los {{days}} días siguientes a la compra. Recompensas de hasta {{max}} por paciente en cualquier período de 12 meses.',
    card: 'Las tarjetas de recompensa se envían por correo a la dirección de tu cuenta cuando se aprueba tu solicitud.',
    estimate:
      'Los cálculos son solo informativos. Tu recompensa se confirma después de que revisemos tu solicitud.',
  },
  cookies: {
    label: 'Consentimiento de cookies',
    title: 'Cookies en Lens Rewards',
    body: 'Usamos cookies esenciales para mantener tu sesión iniciada y recordar tus preferencias. Con tu permiso, también usamos cookies de análisis para mejorar el sitio.',
    acceptAll: 'Aceptar todas las cookies',
    essentialOnly: 'Solo cookies esenciales',
    settings: 'Configuración de cookies',
    keep: 'Mantener mi elección',
    current: {
      all: 'Tu elección actual: todas las cookies.',
      essential: 'Tu elección actual: solo cookies esenciales.',
    },
  },
};
