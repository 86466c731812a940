import type en from './en.ts';

export default {
  disputes: {
    title: { list: 'Reclamaciones', one: 'Reclamación', oneWithId: 'Reclamación n.º {{id}}' },
    intro:
      'Alumnos y profesores reclaman cómo contó una clase (una ausencia, una clase impartida) en las 48 horas siguientes a su fin. Las abiertas aparecen primero; un pago a profesores retiene sus clases hasta que se resuelven.',
    none: 'Aún no hay reclamaciones',
    itemTitle: 'n.º {{id}} · {{teacher}} con {{learner}}',
    lessonAt: 'Clase',
    raisedBy: {
      learner: 'presentada por el alumno {{name}}',
      teacher: 'presentada por el profesor {{name}}',
    },
    raisedByLabel: 'Presentada por',
    raisedAt: 'Presentada',
    reason: 'Motivo',
    resolution: 'Resolución',
    state: { open: 'Abierta', upheld: 'Aceptada', rejected: 'Rechazada' },
    side: { learner: 'Alumno', teacher: 'Profesor' },
    outcome: { teacher_no_show: 'el profesor no se presentó', learner_no_show: 'el alumno no se presentó' },
    lesson: 'La clase',
    when: 'Cuándo',
    minutes_one: '{{count}} minuto',
    minutes_other: '{{count}} minutos',
    teacher: 'Profesor',
    learner: 'Alumno',
    status: 'Cuenta como',
    lessonStatus: { booked: 'reservada', complete: 'impartida', cancelled: 'no impartida' },
    value: 'Valor',
    summary: 'Resumen del profesor',
    attendance: 'Asistencia al aula',
    person: 'Persona',
    joined: 'Entró',
    left: 'Salió',
    notLeft: 'sin registrar',
    role: { teacher: 'profesor', learner: 'alumno', assistant: 'asistente' },
    noAttendance: 'Nadie entró en el aula.',
    allOfLesson: 'Todas las reclamaciones de esta clase',
    back: 'Todas las reclamaciones',
    resolve: 'Resolver',
    upholdMeans: {
      learner:
        'Si se acepta, la clase cuenta como no impartida: el tiempo de clase vuelve al alumno y se revierte el pago al profesor.',
      teacher:
        'Si se acepta, la clase cuenta como impartida: se vuelve a gastar el tiempo del alumno y se paga al profesor.',
    },
    resolutionLabel: 'Resolución (ambas partes la leen y la reciben por correo)',
    resolutionRequired: 'Escribe la resolución que leerán ambas partes.',
    uphold: 'Aceptar',
    reject: 'Rechazar',
    alreadyResolved: 'Otro operador acaba de resolver esta reclamación.',
    notReversible:
      'Esta reclamación no se puede aceptar ahora: el tiempo del alumno ya se usó, el pago del profesor ya se abonó u otra clase ocupa ese horario.',
    failed: 'No se pudo resolver la reclamación. Inténtalo de nuevo.',
  },
} satisfies typeof en;
