import type en from './en.ts';

/** Los textos de la sección de denuncias. */
const strings: typeof en = {
  reports: {
    title: { list: 'Denuncias', one: 'Denuncia', oneWithId: 'Denuncia n.º {{id}}' },
    intro:
      'Los estudiantes pueden escribir a un profesor antes de su primera clase; cualquiera de los dos puede denunciar esa conversación. Las denuncias abiertas aparecen primero. Desestima una denuncia o impide al estudiante iniciar conversaciones con profesores con los que no ha tenido clase.',
    none: 'Todavía no hay denuncias',
    itemTitle: 'n.º {{id}} · {{reporter}} denunció a {{reported}}',
    state: { open: 'Abierta', dismissed: 'Desestimada', blocked: 'Estudiante bloqueado' },
    reason: {
      spam: 'Spam o publicidad',
      abuse: 'Ofensivo o abusivo',
      off_platform: 'Pide pagar o quedar fuera de la plataforma',
      other: 'Otro motivo',
    },
    reasonLabel: 'Motivo',
    note: 'Nota',
    reporter: 'Denunciada por',
    reported: 'Sobre',
    learner: 'Estudiante',
    teacher: 'Profesor',
    reportedAt: 'Denunciada',
    resolution: 'Resolución',
    learnerBlocked: 'bloqueado para primeras preguntas',
    conversation: 'La conversación',
    noMessages: 'Todavía no hay mensajes.',
    back: 'Todas las denuncias',
    resolve: 'Resolver',
    blockMeans:
      'Bloquear impide al estudiante iniciar nuevas conversaciones con profesores con los que no ha tenido clase, y resuelve sus otras denuncias abiertas.',
    onlyDismiss:
      'El estudiante denunció al profesor: esta denuncia se puede desestimar, no sirve para bloquear a nadie.',
    resolutionLabel: 'Motivo de la decisión (queda en el registro de auditoría)',
    resolutionRequired: 'Escribe el motivo de la decisión.',
    dismiss: 'Desestimar',
    block: 'Bloquear al estudiante',
    alreadyResolved: 'Otro operador acaba de resolver esta denuncia.',
    cannotBlock: 'Solo se puede bloquear al estudiante que inició la conversación.',
    failed: 'No se pudo resolver la denuncia. Inténtalo de nuevo.',
  },
};
export default strings;
