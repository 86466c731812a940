/** Strings of first questions (a learner's messages to a teacher before any lesson) in the chat. */
export default {
  firstQuestions: {
    refused: {
      dailyLimit:
        'You can start at most 3 conversations a day with teachers you have had no lesson with. Try again tomorrow.',
      waitForReply: 'Please wait for the teacher’s reply: up to 10 messages can be sent before it.',
      blocked: 'You can no longer start conversations with teachers you have had no lesson with.',
    },
    report: {
      open: 'Report',
      lead: 'Tell the service centre about this conversation. An operator reads it and decides.',
      reason: 'Reason',
      reasons: {
        spam: 'Spam or advertising',
        abuse: 'Abusive or offensive',
        off_platform: 'Asks to pay or meet outside the platform',
        other: 'Something else',
      },
      note: 'Note (optional)',
      send: 'Send report',
      sent: 'Reported. The service centre will look at it.',
      failed: 'The report could not be sent. Please try again.',
    },
  },
};
