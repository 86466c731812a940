import type en from './en.ts';

const strings: typeof en = {
  firstQuestions: {
    refused: {
      dailyLimit:
        'Puedes iniciar como máximo 3 conversaciones al día con profesores con los que no has tenido clase. Vuelve a intentarlo mañana.',
      waitForReply: 'Espera la respuesta del profesor: antes de ella puedes enviar hasta 10 mensajes.',
      blocked: 'Ya no puedes iniciar conversaciones con profesores con los que no has tenido clase.',
    },
    report: {
      open: 'Denunciar',
      lead: 'Informa al centro de atención sobre esta conversación. Un operador la revisará y decidirá.',
      reason: 'Motivo',
      reasons: {
        spam: 'Spam o publicidad',
        abuse: 'Ofensivo o abusivo',
        off_platform: 'Pide pagar o quedar fuera de la plataforma',
        other: 'Otro motivo',
      },
      note: 'Nota (opcional)',
      send: 'Enviar denuncia',
      sent: 'Denuncia enviada. El centro de atención la revisará.',
      failed: 'No se pudo enviar la denuncia. Inténtalo de nuevo.',
    },
  },
};
export default strings;
