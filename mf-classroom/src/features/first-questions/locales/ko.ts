import type en from './en.ts';

const strings: typeof en = {
  firstQuestions: {
    refused: {
      dailyLimit:
        '수업한 적 없는 선생님과의 대화는 하루 최대 3개까지 시작할 수 있습니다. 내일 다시 시도해 주세요.',
      waitForReply: '선생님의 답장을 기다려 주세요. 답장 전까지 최대 10개의 메시지를 보낼 수 있습니다.',
      blocked: '이제 수업한 적 없는 선생님과 대화를 시작할 수 없습니다.',
    },
    report: {
      open: '신고',
      lead: '이 대화를 고객센터에 알립니다. 운영자가 확인하고 결정합니다.',
      reason: '사유',
      reasons: {
        spam: '스팸 또는 광고',
        abuse: '욕설 또는 불쾌한 내용',
        off_platform: '플랫폼 밖에서 결제나 만남을 요구함',
        other: '기타',
      },
      note: '메모 (선택)',
      send: '신고하기',
      sent: '신고했습니다. 고객센터에서 확인합니다.',
      failed: '신고를 보내지 못했습니다. 다시 시도해 주세요.',
    },
  },
};
export default strings;
