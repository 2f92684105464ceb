import { render, screen } from '@testing-library/react';
import { Button, Form, Input, Tabs } from 'antd';
import { describe, expect, it } from 'vitest';
import { visibilityRules } from './antd-styles';

describe('antd style filter (test/antd-styles.ts)', () => {
  it('keeps only the declarations that decide visibility, with their selectors and grouping at-rules', () => {
    const css =
      ':where(.css-x).ant-btn{display:inline-flex;color:red;background:url("data:image/svg+xml;a{b}")}' +
      ':where(.css-x).ant-select-dropdown-hidden{display:none}' +
      '.a::after{content:"x;y";opacity:0;pointer-events:none}' +
      '.css-var-r0{--ant-color-primary:#1677ff;--ant-line-width:1px}' +
      '@media (max-width:575px){.ant-col-xs-0{display:none}.ant-col-xs-1{flex:0 0 4%}}' +
      '@keyframes spin{to{transform:rotate(360deg)}}' +
      '@layer antd, app;';
    expect(visibilityRules(css)).toBe(
      ':where(.css-x).ant-btn{display:inline-flex}' +
        ':where(.css-x).ant-select-dropdown-hidden{display:none}' +
        '.a::after{opacity:0;pointer-events:none}' +
        '@media (max-width:575px){.ant-col-xs-0{display:none}}' +
        '@layer antd, app;',
    );
  });

  it('still hides what antd hides with its classes: an inactive tab panel, a hidden form item', () => {
    render(
      <Form>
        <Form.Item label="보이는 칸" name="shown">
          <Input />
        </Form.Item>
        <Form.Item label="숨은 칸" name="secret" hidden>
          <Input />
        </Form.Item>
        <Tabs
          items={[
            { key: 'a', label: '첫 탭', children: <Button>첫 탭 단추</Button> },
            { key: 'b', label: '둘째 탭', children: <Button>둘째 탭 단추</Button>, forceRender: true },
          ]}
        />
      </Form>,
    );
    expect(screen.getByRole('textbox', { name: '보이는 칸' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: '숨은 칸' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '첫 탭 단추' })).toBeVisible();
    expect(screen.queryByRole('button', { name: '둘째 탭 단추' })).not.toBeInTheDocument();
    expect(screen.getByText('둘째 탭 단추')).not.toBeVisible();
  });
});
