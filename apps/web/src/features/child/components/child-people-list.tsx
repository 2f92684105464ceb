import type { ReactNode } from 'react';
import { Button, Col, Form, Input, Row } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { z } from 'zod';
import { childKo } from '@/i18n/domains/child';
import { zodRule } from '@/lib/form-rules';

const t = childKo;

type ChildPeopleListProps = {
  /** the form list: 비상 연락처 or 귀가 인수자 */
  listName: 'emergencyContacts' | 'pickupPersons';
  title: string;
  addLabel: string;
  max: number;
  newRow: Record<string, unknown>;
  /** the contract's row schema: its name, relation and phone rules check the fields */
  schema: { shape: { name: z.ZodType; relation: z.ZodType; phone: z.ZodType } };
  /** more fields of a row after the phone (귀가 인수자: 인계 허용 and a note) */
  extraFields?: (row: number) => ReactNode;
};

/** People of a child's record as an editable list: name, relation, phone (and more), add and remove. */
export function ChildPeopleList({ listName, title, addLabel, max, newRow, schema, extraFields }: ChildPeopleListProps) {
  const wide = extraFields === undefined;
  return (
    <>
      <h3 className="record-section-title">{title}</h3>
      <Form.List name={listName}>
        {(fields, { add, remove }) => (
          <>
            {fields.map(({ key, name }) => (
              <Row gutter={8} key={key} align="bottom">
                <Col xs={12} sm={wide ? 7 : 5}>
                  <Form.Item name={[name, 'name']} label={t.name} rules={[zodRule(schema.shape.name)]}>
                    <Input maxLength={50} />
                  </Form.Item>
                </Col>
                <Col xs={12} sm={wide ? 5 : 4}>
                  <Form.Item name={[name, 'relation']} label={t.relation} rules={[zodRule(schema.shape.relation)]}>
                    <Input maxLength={20} />
                  </Form.Item>
                </Col>
                <Col xs={wide ? 16 : 14} sm={wide ? 8 : 6}>
                  <Form.Item name={[name, 'phone']} label={t.phone} rules={[zodRule(schema.shape.phone)]}>
                    <Input inputMode="tel" maxLength={13} />
                  </Form.Item>
                </Col>
                {extraFields?.(name)}
                <Col xs={8} sm={wide ? 4 : 24}>
                  <Form.Item>
                    <Button danger block onClick={() => remove(name)}>
                      {t.removeRow}
                    </Button>
                  </Form.Item>
                </Col>
              </Row>
            ))}
            <Form.Item>
              <Button type="dashed" block icon={<PlusOutlined aria-hidden />} onClick={() => add(newRow)} disabled={fields.length >= max}>
                {addLabel}
              </Button>
            </Form.Item>
          </>
        )}
      </Form.List>
    </>
  );
}
