import type en from './en.ts';

const strings: typeof en = {
  frame: {
    title: 'Centro de servicio',
    name: 'Centro de servicio',
    heading: 'Centro de servicio',
    intro:
      'Busca personas, abona o descuenta de sus monederos, atiende reembolsos y disputas, gestiona cupones, libros de texto, empresas y pagos a profesores. Cada acción queda en el registro de auditoría.',
    signedInAs: 'Sesión iniciada como {{name}}',
    navLabel: 'Secciones del centro de servicio',
    nav: {
      people: 'Personas',
      refunds: 'Reembolsos',
      textbooks: 'Libros de texto',
      coupons: 'Cupones',
      companies: 'Empresas',
      payouts: 'Pagos',
      disputes: 'Disputas',
      reviews: 'Reseñas',
      reports: 'Denuncias',
      audit: 'Registro de auditoría',
      support: 'Soporte',
    },
    operatorsOnly: 'Solo para operadores',
    operatorsOnlyText:
      'El centro de servicio es donde los operadores de la plataforma gestionan cuentas, dinero y soporte. Inicia sesión con una cuenta de operador para usarlo.',
    notFound: 'No encontrado',
    notFoundText: 'No hay nada con este id. Búscalo desde las secciones del centro.',
    signIn: 'Iniciar sesión',
  },
};
export default strings;
