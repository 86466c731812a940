import type en from './en.ts';

const strings: typeof en = {
  audit: {
    title: 'Registro de auditoría',
    heading: 'Registro de auditoría',
    personId: 'Id de la persona',
    filter: 'Mostrar',
    everyone: 'De todos',
    empty: 'Aún no hay nada registrado.',
    newest: 'Más recientes',
    older: 'Anteriores',
    when: 'Cuándo',
    operator: 'Operador',
    action: 'Acción',
    subject: 'Objeto',
    reason: 'Motivo',
    change: 'Antes → después',
  },
};
export default strings;
