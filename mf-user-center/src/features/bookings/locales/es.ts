import type en from './en.ts';

export default {
  reschedule: {
    open: 'Cambiar hora',
    movesLeft: 'Cambios restantes: {{count}} de {{max}}',
    noMovesLeft: 'Esta clase ya se ha cambiado dos veces y no se puede cambiar más.',
    heading: 'Cambiar la hora de esta clase',
    intro: 'Elige una nueva hora con {{teacher}}. La clase, su duración y su precio no cambian.',
    times: 'Horas libres en tu zona horaria',
    loading: 'Cargando horas libres…',
    none: 'No hay horas libres en las próximas dos semanas.',
    confirm: 'Cambiar la clase',
    moving: 'Cambiando…',
    close: 'Mantener la hora actual',
    chooseFirst: 'Elige una nueva hora.',
    moved: 'La clase ha cambiado de hora. Tú y tu profesor habéis recibido la nueva hora por correo.',
    tooLate: 'Las clases se pueden cambiar hasta 2 horas antes de empezar.',
    limit: 'Esta clase ya se ha cambiado dos veces.',
    taken: 'Esta hora ya no está libre. Elige otra.',
    movedMeanwhile: 'Esta clase acaba de cambiarse; se muestra su nueva hora.',
    failed: 'No se pudo cambiar la clase. Inténtalo de nuevo.',
    byAssistant: 'Las clases de este curso las reserva un profesor asistente: contáctanos para cambiarla.',
    loadFailed: 'No se pudieron cargar las horas libres. Inténtalo de nuevo.',
  },
} satisfies typeof en;
