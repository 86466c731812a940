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
  close: 'Cerrar',
};
export default common;
