import type { CommonResources } from './en.ts';

const common: CommonResources = {
  notFound: {
    title: 'Página no encontrada',
    message: 'No se ha podido encontrar esta página.',
    backHome: 'Volver al inicio',
  },
  error: {
    title: 'Algo ha salido mal',
    status: 'Error {{status}}',
    unknownMiddleware: 'Middleware desconocido',
    backHome: 'Volver al inicio',
    reload: 'Recargar la página',
  },
  remote: {
    title: 'Esta parte del sitio no está disponible ahora',
    message: 'No hemos podido cargarla. Comprueba tu conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
    retrying: 'Reintentando…',
  },
  loading: 'Cargando…',
  copyFailed: 'Tu navegador no lo permite; cópialo manualmente',
  uploadFailed: 'Error al subir, inténtalo de nuevo',
  editFailed: 'No se ha podido guardar, inténtalo de nuevo',
  videoLearning: {
    sequence: 'Primero completa las lecciones anteriores en orden',
    reportTooLong: 'Este informe de progreso indica más vídeo del que pudo reproducirse desde el anterior',
    answersMismatch: 'Responde cada pregunta de la práctica una sola vez',
  },
  orderMessages: {
    couponExpired: 'El cupón ha caducado',
    couponNotApplicable: 'El cupón no es válido para este curso o no existe',
    couponMinimumAmount: 'El cupón requiere un importe mínimo de {{value}}',
    couponUseLimit: 'El cupón ha alcanzado su límite de {{value}} usos por usuario',
    couponNewUsersOnly: 'El cupón es solo para la primera compra de usuarios nuevos',
    purchaseLimit: 'El número de cursos que has comprado supera el límite',
    outOfStock: 'No quedan suficientes cursos',
    classFull: 'La clase está completa',
    classClosed: 'Esta clase ya no admite inscripciones',
    alreadyEnrolled: 'Ya tienes una plaza en esta clase',
    singleQuantity: 'Este curso se compra de uno en uno',
    courseNotForSale: 'Este curso aún no está disponible',
    notEnoughBalance: 'Saldo insuficiente, faltan {{value}}',
    companyBalanceShort: 'Saldo de la empresa insuficiente, ponte en contacto con el centro de atención',
    nonBalancePayment: 'No se admiten pagos que no sean con saldo',
    notAwaitingPayment: 'El pedido no está pendiente de pago',
    idempotencyKeyReused: 'Esta clave de idempotencia ya se usó para otra solicitud',
    payFailed: 'No se pudo completar el pago. Inténtalo de nuevo.',
    cancelFailed: 'No se pudo cancelar el pedido. Inténtalo de nuevo.',
  },
  close: 'Cerrar',
};
export default common;
