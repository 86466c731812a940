import type en from './en.ts';

const strings: typeof en = {
  favourites: {
    heading: '즐겨찾기',
    menu: '즐겨찾기',
    teachers: '선생님',
    courses: '강좌',
    noTeachers: '저장한 선생님이 아직 없습니다.',
    noCourses: '저장한 강좌가 아직 없습니다.',
    empty: {
      title: '아직 저장한 항목이 없습니다',
      text: '선생님이나 강좌의 하트를 누르면 여기에서 다시 찾을 수 있습니다.',
      action: '선생님 찾기',
    },
    kinds: { live: '1:1 라이브', group: '소그룹 라이브', video: '동영상 강좌' },
    withTeacher: '담당: {{name}}',
    remove: '삭제',
    removeNamed: '즐겨찾기에서 {{name}} 삭제',
    removeFailed: '삭제하지 못했습니다. 다시 시도해 주세요.',
  },
};
export default strings;
