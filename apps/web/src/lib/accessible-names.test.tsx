import { render, screen, waitFor } from '@testing-library/react';
import { Button, ConfigProvider, InputNumber, Pagination } from 'antd';
import koKR from 'antd/locale/ko_KR';
import { LogoutOutlined, MedicineBoxOutlined, WarningOutlined } from '@ant-design/icons';
import { describe, expect, it } from 'vitest';

// test/setup.ts installs the observer, as main.tsx does (lib/accessible-names.ts)
describe('Korean accessible names', () => {
  it('hides icons named after themselves, keeps Korean ones, names icon-only controls and the step buttons', async () => {
    render(
      <ConfigProvider locale={koKR}>
        <Button icon={<LogoutOutlined />}>로그아웃</Button>
        <span>
          <MedicineBoxOutlined /> 투약의뢰서
        </span>
        <WarningOutlined aria-label="인계 주의" />
        <InputNumber aria-label="체온" />
        <Pagination total={50} />
      </ConfigProvider>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: '로그아웃' })).toBeInTheDocument());
    expect(screen.queryByRole('img', { name: 'logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'medicine-box' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: '인계 주의' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '값 올리기', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '값 내리기', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '이전 페이지' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다음 페이지' })).toBeInTheDocument();
    // nothing a screen reader would read is named only in Latin letters
    const latin = [...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')!).filter((l) => /^[\x20-\x7e]+$/.test(l) && /[a-z]/i.test(l));
    expect(latin).toEqual([]);
  });
});
