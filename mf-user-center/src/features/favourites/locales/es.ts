import type en from './en.ts';

const strings: typeof en = {
  favourites: {
    heading: 'Mis favoritos',
    menu: 'Mis favoritos',
    teachers: 'Profesores',
    courses: 'Cursos',
    noTeachers: 'Todavía no has guardado profesores.',
    noCourses: 'Todavía no has guardado cursos.',
    empty: {
      title: 'Todavía no has guardado nada',
      text: 'Pulsa el corazón de un profesor o de un curso para volver a encontrarlo aquí.',
      action: 'Buscar profesor',
    },
    kinds: {
      live: 'Clase individual en directo',
      group: 'Grupo reducido en directo',
      video: 'Curso en vídeo',
    },
    withTeacher: 'con {{name}}',
    remove: 'Quitar',
    removeNamed: 'Quitar {{name}} de favoritos',
    removeFailed: 'No se pudo quitar. Inténtalo de nuevo.',
  },
};
export default strings;
