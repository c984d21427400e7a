import { type Translation } from '../translation';
import { type common as en } from '../en/common';

export const common: Translation<typeof en> = {
  appName: 'Lens Rewards',
  close: 'Cerrar',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  continue: 'Continuar',
  ok: 'Aceptar',
  back: 'Volver',
  loading: 'Cargando…',
  retry: 'Intentar de nuevo',
  goHome: 'Ir a la página de inicio',
  opensInNewWindow: '(se abre en una ventana nueva)',
  languageName: { en: 'inglés', es: 'español' },
};
