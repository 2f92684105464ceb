import type { Guide } from '../guide-types';

/** docs/product/facility.md. Pictures: e2e/guide-shots/recipes/facility.ts. */
export const facilityGuide: Guide = {
  id: 'facility',
  title: '시설 사진',
  audience: 'admin',
  goal: '교실, 놀이터, 식당 같은 원의 공간을 설명과 사진으로 소개하고, 공간과 사진이 보이는 순서를 정합니다.',
  steps: [
    {
      id: 'facility-photos',
      title: '공간별 시설 사진 올리기',
      goal: '공간마다 이름과 설명, 설명이 붙은 사진을 원하는 순서로 올리고, 공간이 보이는 순서를 정리합니다.',
      screens: [
        {
          image: 'facility-list.webp',
          alt: '시설 사진 화면: 공간마다 이름, 사진 수, 위로·아래로·수정 단추, 설명, 설명이 붙은 사진들과 오른쪽 위 시설 사진 등록 단추',
          actions: [
            {
              text: '[홈페이지 관리] > [시설 사진]을 엽니다. 공간마다 설명과 사진이 정해 둔 순서대로 보이고, 사진을 누르면 크게 넘겨 볼 수 있습니다.',
              mark: '.facility-section >> nth=0',
            },
            {
              text: '공간의 순서를 바꾸려면 그 공간의 [위로]·[아래로]를 누릅니다. 누르는 즉시 저장됩니다.',
              mark: '.facility-section >> nth=1 >> .facility-section-actions',
            },
            { text: '새 공간은 [시설 사진 등록]을 누릅니다. 있는 공간을 고치거나 지울 때는 그 공간의 [수정]을 누릅니다.', mark: 'role=link[name="시설 사진 등록"]' },
          ],
        },
        {
          image: 'facility-new.webp',
          alt: '시설 사진 등록: 공간 이름, 설명, 사진을 끌어다 놓는 곳, 취소·저장 단추',
          actions: [
            {
              text: '[공간 이름]을 적습니다. 칸을 누르거나 글자를 적으면 교실, 놀이터, 식당, 강당 같은 이름이 나와 골라 쓸 수 있습니다.',
              mark: 'role=combobox[name="공간 이름"]',
            },
            { text: '[설명]에 공간을 소개하는 글을 적습니다.', mark: 'role=textbox[name="설명"]' },
            {
              text: '사진을 [사진을 끌어다 놓거나 눌러서 선택하세요] 칸에 끌어다 놓거나 눌러서 여러 장 고릅니다. 고르는 즉시 올라갑니다. 공간 하나에 50장까지 넣을 수 있습니다.',
              mark: '.facility-photo-field .ant-upload-drag',
            },
          ],
        },
        {
          image: 'facility-new-photos.webp',
          alt: '사진이 올라간 시설 사진 등록: 전체 업로드 진행률, 사진마다 순서 번호와 사진 설명, 위로·아래로·삭제 단추, 저장 단추',
          actions: [
            { text: '사진마다 진행 막대와 [전체 N/M장 업로드]로 올라가는 정도를 봅니다.', mark: '.facility-upload-overall' },
            {
              text: '사진마다 [사진 설명]을 적습니다. 예: "햇살이 잘 드는 창가" 설명은 사진을 크게 볼 때 함께 나옵니다.',
              mark: '.facility-photo-row >> nth=0 >> .facility-caption',
            },
            {
              text: '사진 옆 ↑·↓ 단추로 보이는 순서를 바꾸고, ✕로 뺍니다. 사진의 번호가 보이는 순서입니다.',
              mark: '.facility-photo-row >> nth=0 >> .facility-photo-actions',
            },
            {
              text: '사진이 다 올라간 뒤 [저장]을 누릅니다. "시설 사진을 저장했습니다."가 나오고 목록의 맨 아래에 새 공간이 보입니다.',
              mark: '.facility-form >> role=button[name="저장"]',
            },
          ],
        },
      ],
      faq: [
        {
          question: '[저장]을 눌렀더니 사진을 올려 달라고 나와요.',
          answer: '공간에는 사진이 한 장 이상 있어야 합니다. 사진을 넣고, 다 올라간 뒤 저장하세요.',
          error: '사진을 한 장 이상 올려 주세요.',
        },
        {
          question: '파일을 넣었는데 올라가지 않아요.',
          answer: '시설 사진에는 사진 파일만 넣을 수 있습니다. 휴대폰이나 카메라로 찍은 사진(jpg, png)을 골라 주세요.',
          error: '시설 사진에는 사진 파일(jpg, png, webp, gif)만 올릴 수 있습니다.',
        },
        {
          question: '저장하는데 사진 목록이 올바르지 않다고 나와요.',
          answer: '그 사이 다른 사람이 같은 공간을 고쳤을 수 있습니다. 화면을 새로 고친 뒤 다시 고쳐 저장하세요.',
          error: '사진 목록이 올바르지 않습니다. 화면을 새로 고친 뒤 다시 저장해 주세요.',
        },
        {
          question: '선생님 계정에는 등록이나 수정 단추가 없어요.',
          answer: '시설 사진은 모든 선생님이 볼 수 있지만, 올리거나 고치는 것은 원장님과 매니저만 할 수 있습니다.',
          error: '시설 사진은 원장님과 매니저만 등록하거나 고칠 수 있습니다.',
        },
      ],
    },
  ],
};
