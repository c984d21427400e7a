import { type Translation } from '../translation';
import { type terms as en } from '../en/terms';

export const terms: Translation<typeof en> = {
  sample:
    'Contenido de muestra del programa: estos términos describen un programa de demostración, no una oferta real.',
  version: 'Período de oferta del {{start}} al {{end}}',
  current: 'Estos son los términos del período de oferta vigente.',
  earlier: 'Estás leyendo los términos de un período de oferta anterior.',
  currentLink: 'Leer los términos vigentes',
  versions: 'Términos de cada período de oferta',
  preferredLink: 'Términos del bono de consultorio preferido',
  rewardsLink: 'Términos del programa de recompensas',
  expressLink: 'Términos de las recompensas exprés',
  unknownVersion: {
    heading: 'No encontramos estos términos',
    body: 'No existe un período de oferta llamado “{{version}}”. Elige uno de la lista de abajo.',
  },
  table: {
    caption: 'Recompensas de este período de oferta',
    supply: 'Compra',
    reward: 'Recompensa',
    three: 'Suministro de 3 meses',
    six: 'Suministro de 6 meses',
    nine: 'Suministro de 9 meses',
    twelve: 'Suministro de 12 meses',
    subsequent: 'Otro suministro de 3 meses dentro de 12 meses',
    preferred: 'Bono de consultorio preferido (suministro de 12 meses)',
    max: 'Lo máximo que un paciente puede recibir en 12 meses',
  },
  rewards: {
    who: {
      heading: '1. Quién puede participar',
      body: 'El programa Lens Rewards está abierto a residentes de EE. UU. de 18 años o más. Una madre, padre o tutor puede ingresar compras de sus familiares como pacientes en su propia cuenta. Los empleados del administrador del programa y de los consultorios oftalmológicos no pueden recibir recompensas por sus propias compras.',
    },
    purchases: {
      heading: '2. Compras elegibles',
      body: 'Compras de al menos un suministro de 3 meses de una marca de lentes elegible, hechas del {{start}} al {{end}} en un consultorio oftalmológico participante de Estados Unidos. Marcas elegibles en este período de oferta: {{brands}}.',
    },
    amounts: {
      heading: '3. Montos de recompensa',
      body: 'La recompensa depende del suministro comprado y la fija el período de oferta vigente en la fecha de compra. Un suministro de 12 meses se puede comprar de una vez o completar con varias compras dentro de 12 meses; la compra que completa el año recibe la diferencia hasta la recompensa de 12 meses.',
      flex: 'Las recompensas de un año completado con varias compras tienen un tope total de {{flex}}.',
    },
    limits: {
      heading: '4. Límites',
      body: 'Cada paciente puede recibir recompensas por un máximo de 12 meses de lentes en cualquier período continuo de 12 meses, y como máximo {{max}} en ese tiempo, sin contar los códigos promocionales. Las compras que superen el límite no reciben recompensa.',
      promoOne: 'Se puede aplicar un código promocional a cada registro.',
      promoTwo:
        'Se pueden aplicar hasta dos códigos promocionales a cada registro cuando sus promociones se pueden combinar.',
    },
    entering: {
      heading: '5. Cómo ingresar una compra',
      body: 'Ingresa la compra en lensrewards.example con una foto clara del recibo en la que se vean el consultorio, la fecha, los lentes y el monto pagado. Cada compra se puede ingresar una sola vez y debe enviarse dentro de los {{days}} días siguientes a su fecha. Podemos pedirte el recibo por correo postal, comunicarnos con el consultorio o rechazar un registro que no podamos verificar.',
    },
    card: {
      heading: '6. Tarjetas de recompensa',
      body: 'Las recompensas aprobadas se pagan con una tarjeta prepagada que se envía por correo a la dirección de tu cuenta, normalmente en un plazo de 3 semanas. Las tarjetas no se pueden cambiar por efectivo y los saldos no usados vencen según los propios términos de la tarjeta.',
    },
    privacy: {
      heading: '7. Tu información',
      body: 'Usamos la información que nos das para administrar el programa: verificar compras, enviar tarjetas y responder tus preguntas. No la vendemos. Puedes pedirnos que eliminemos tu cuenta en cualquier momento.',
    },
    general: {
      heading: '8. Disposiciones generales',
      body: 'El administrador del programa puede modificar o terminar el programa, o estos términos, para compras futuras, con aviso en este sitio web. Nulo donde esté prohibido. Las recompensas pueden estar sujetas a impuestos; eres responsable de los impuestos que correspondan.',
    },
  },
  preferred: {
    title: 'Términos del bono de consultorio preferido',
    intro:
      'Algunos consultorios participan en nuestro programa de consultorios preferidos. Comprar en uno de ellos puede darte un bono además de lo que establecen los términos del programa de recompensas.',
    bonus: {
      heading: '1. El bono',
      body: 'Se agrega un bono de hasta {{bonus}} cuando compras un suministro de 12 meses de {{brands}} en un consultorio que sea preferido en la fecha de compra.',
    },
    which: {
      heading: '2. Qué consultorios',
      body: 'Un consultorio es preferido mientras esté vigente uno de sus programas preferidos, desde su fecha de inicio hasta su fecha de fin. La búsqueda de consultorios y la calculadora de recompensas los marcan como “Consultorio preferido”.',
    },
    limits: {
      heading: '3. Límites',
      body: 'La recompensa y el bono juntos nunca superan {{max}} por paciente en cualquier período de 12 meses, sin contar los códigos promocionales. Todo lo demás se rige por los términos del programa de recompensas.',
    },
  },
  express: {
    intro:
      'Estos términos aplican cuando un consultorio participante ingresa tu compra por ti, en su caja o en su tienda en línea (“recompensas exprés”). Para todo lo demás aplican los términos del programa de recompensas.',
    entry: {
      heading: '1. Cómo se crea un registro exprés',
      body: 'El consultorio ingresa la fecha de compra, el consultorio y los lentes. Tú recibes un enlace personal para reclamar la recompensa. La recompensa es la que fijan los términos del programa de recompensas para esa compra.',
    },
    claim: {
      heading: '2. Cómo reclamar',
      body: 'Para reclamar, abre tu enlace, indica tu nombre, tu correo electrónico y tu dirección postal, y agrega una foto de las cajas de lentes o del recibo. Cada registro exprés se puede reclamar una sola vez. No compartas tu enlace: cualquier persona que lo tenga puede reclamar la recompensa.',
    },
    notNeeded: {
      heading: '3. Si no necesitas la recompensa',
      body: 'Puedes avisarnos que no necesitas la recompensa. El registro se cierra y no se envía ninguna tarjeta por él.',
    },
    review: {
      heading: '4. Revisión y pago',
      body: 'Revisamos cada reclamo como cualquier otro registro y podemos pedir al consultorio que confirme la compra. Las recompensas aprobadas se pagan con una tarjeta prepagada que se envía a la dirección que nos diste.',
    },
  },
};
