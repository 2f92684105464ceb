import type { z } from 'zod';

/**
 * The message of a refused value whose schema names none (zod's own English, 'Too big: expected string to have <=100
 * characters', would otherwise reach the screen): plain Korean, without field names — the server's 400 details and the
 * forms put it on its field. Installed as zod's locale in `fields.ts`; a schema's own message always wins.
 */
export function plainKoreanMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `${max.toLocaleString('ko-KR')}자 이하로 입력해 주세요.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${max.toLocaleString('ko-KR')}개까지 입력할 수 있습니다.`;
      if (issue.origin === 'number' || issue.origin === 'int') return `${max.toLocaleString('ko-KR')} 이하로 입력해 주세요.`;
      return '입력값이 너무 큽니다.';
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? '값을 입력해 주세요.' : `${min.toLocaleString('ko-KR')}자 이상 입력해 주세요.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${min.toLocaleString('ko-KR')}개 이상 선택해 주세요.`;
      if (issue.origin === 'number' || issue.origin === 'int') return `${min.toLocaleString('ko-KR')} 이상으로 입력해 주세요.`;
      return '입력값이 너무 작습니다.';
    }
    case 'invalid_value':
      return '목록에 있는 값 중에서 선택해 주세요.';
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? '값을 입력해 주세요.' : '입력값을 확인해 주세요.';
    default:
      return '입력값을 확인해 주세요.';
  }
}
