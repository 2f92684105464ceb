import type { SetupItemKey, SetupStatus } from '@kg/contract';

/** 사용 안내 (docs/product/guide.md): the guide pages, 도움말, 화면 안내 and the 새 학년도 준비 checklist. */
export const guideKo = {
  title: '사용 안내',
  intro: '처음 사용하시는 원장님과 선생님을 위해 자주 쓰는 기능을 순서대로 정리했습니다.',
  stepOf: (n: number, total: number) => `${total}단계 중 ${n}단계`,
  backToList: '안내 목록',
  toAdmin: '관리 화면으로',
  backToPage: '보던 화면으로',
  stepNotFound: '해당 안내를 찾을 수 없습니다.',
  searchLabel: '안내 검색',
  searchPlaceholder: '예: 알림장, 비밀번호, 엑셀',
  results: (n: number) => `검색 결과 ${n}건`,
  noResults: (q: string) => `'${q}'에 맞는 안내가 없습니다. 다른 낱말로 찾아보세요.`,
  audience: { admin: '원장·매니저', teacher: '선생님', everyone: '모두' },
  goal: '이 단계를 마치면',
  faq: '자주 묻는 질문',
  errorShown: '화면에 나오는 메시지',
  stepsOfGuide: '이 안내의 단계',
  help: '도움말',
  tour: '화면 안내',
  checklist: {
    title: '새 학년도 준비',
    progress: (done: number, total: number) => `${total}개 중 ${done}개 완료`,
    done: '완료',
    open: '남은 일',
    doIt: '바로 하기',
    howTo: '방법 보기',
    refresh: '다시 확인',
    items: { classes: '반 만들기', classTeachers: '반마다 담임 배정', childClasses: '원아 반 배정', childParents: '원아마다 보호자 연결' },
    detail: (key: SetupItemKey, done: boolean, s: SetupStatus) => {
      if (key === 'classes') return done ? `반 ${s.classCount}개` : '아직 만든 반이 없습니다.';
      if (key === 'classTeachers') {
        if (s.classCount === 0) return '반을 먼저 만들어 주세요.';
        return done ? '모든 반에 담임이 있습니다.' : `담임이 없는 반 ${s.classesWithoutTeacher}개`;
      }
      if (s.enrolledChildren === 0) return '아직 등록된 원아가 없습니다.';
      if (key === 'childClasses') return done ? `원아 ${s.enrolledChildren}명 모두 반이 있습니다.` : `반이 없는 원아 ${s.childrenWithoutClass}명`;
      return done ? '모든 원아에게 보호자가 연결되어 있습니다.' : `보호자가 연결되지 않은 원아 ${s.childrenWithoutParent}명`;
    },
  },
};
