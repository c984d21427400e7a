import { type Translation } from '../translation';
import { type errors as en } from '../en/errors';

export const errors: Translation<typeof en> = {
  chunk: {
    title: 'Esta página no se cargó',
    body: 'Revisa tu conexión a internet e inténtalo de nuevo.',
    styles: 'No se cargaron los estilos de la página.',
  },
  page: {
    title: 'Algo salió mal',
    body: 'Lo sentimos, un error inesperado detuvo esta página. Nuestro equipo ya está enterado.',
  },
  start: {
    title: 'No podemos conectarnos con Lens Rewards en este momento',
    body: 'Revisa tu conexión e inténtalo de nuevo en un momento.',
  },
  network: 'No pudimos conectarnos con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  serviceUnavailable:
    'Lens Rewards no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
};
