/**
 * 화면 안내: short tours of the three busiest screens (docs/product/guide.md#tours). A stop points at the element
 * marked `data-tour="{target}"`; a stop whose element is not on the screen (e.g. no allergy warning today) is left out.
 */
export type TourStop = { target: string; title: string; description: string };

export const tours = {
  dashboard: [
    {
      target: 'dashboard-stats',
      title: '오늘 우리 반',
      description: '재원 원아, 출석, 투약의뢰서, 귀가동의서, 알림장을 아직 못 받은 원아 수를 봅니다. 빨간 칸은 처리할 일이 남았다는 뜻이고, 칸을 누르면 그 화면으로 갑니다.',
    },
    {
      target: 'dashboard-allergies',
      title: '오늘 식단 알레르기',
      description: '오늘 식단에 우리 반 원아가 피해야 할 음식이 있으면 원아 이름과 음식이 여기에 나옵니다. 배식 전에 꼭 확인하세요.',
    },
    {
      target: 'dashboard-todo',
      title: '오늘 할 일',
      description: '확인하지 않은 투약의뢰서, 인계하지 않은 귀가동의서, 알림장을 아직 쓰지 않은 원아가 모여 있습니다. 모두 마치면 비어 있습니다.',
    },
    {
      target: 'dashboard-quick',
      title: '바로 가기',
      description: '출석부, 알림장, 주간 계획안, 반 일지, 사진첩, 우리 반 원아 화면으로 한 번에 갑니다.',
    },
    {
      target: 'help',
      title: '도움말',
      description: '어느 화면에서든 [도움말]을 누르면 그 화면의 사용 안내가 그림과 함께 열립니다.',
    },
  ],
  alimWrite: [
    {
      target: 'alim-date',
      title: '날짜와 템플릿',
      description: '알림장 날짜를 확인하고, 필요하면 [템플릿]에서 골라 공통 내용을 채웁니다.',
    },
    {
      target: 'alim-shared',
      title: '모두에게 보낼 내용',
      description: '오늘 반 전체의 활동처럼 고른 원아 모두에게 똑같이 갈 내용을 씁니다.',
    },
    {
      target: 'alim-apply-all',
      title: '한 번에 표시하기',
      description: '기분, 건강, 식사, 낮잠, 배변을 한 번에 모든 원아에게 표시합니다. 다른 원아만 아래 카드에서 바꾸세요.',
    },
    {
      target: 'alim-per-child',
      title: '원아별 기록',
      description: '원아마다 따로 전할 말과 사진을 더합니다. [모두 어제 기록 복사]로 어제 쓴 기록을 불러올 수도 있습니다.',
    },
    {
      target: 'alim-save',
      title: '저장',
      description: '저장하면 원아마다 알림장이 한 장씩 만들어집니다. 사진을 올리는 중에는 끝날 때까지 기다려 주세요.',
    },
  ],
  albumUpload: [
    {
      target: 'album-children',
      title: '사진 속 원아',
      description: '사진에 나온 원아를 고릅니다. 사진첩은 고른 원아의 보호자에게만 보입니다. 사진 동의를 하지 않은 원아는 고를 수 없습니다.',
    },
    {
      target: 'album-photos',
      title: '사진 올리기',
      description: '사진을 이곳에 끌어다 놓거나 눌러서 고릅니다. 올리는 동안 진행률이 보이고, 실패한 사진만 다시 올릴 수 있습니다. 끌어서 순서를 바꿉니다.',
    },
    {
      target: 'album-title',
      title: '제목과 날짜',
      description: '보호자가 알아보기 쉬운 제목과 활동 날짜를 적습니다.',
    },
    {
      target: 'album-save',
      title: '저장',
      description: '사진이 모두 올라간 뒤 [저장]을 누릅니다. 사진 속 위치 정보는 올릴 때 지워집니다.',
    },
  ],
} satisfies Record<string, TourStop[]>;

export type TourId = keyof typeof tours;

/** The HTML attribute a tour stop points at: spread it on the element (`<Card {...tourTarget('dashboard-todo')}>`). */
export const tourTarget = (target: string) => ({ 'data-tour': target });
