import { useState } from 'react';
import { Alert, Checkbox, Empty, Form, Input, Modal, Radio, Segmented, Select, Space, Spin, Tag, type FormInstance } from 'antd';
import {
  createParentBodySchema,
  linkParentBodySchema,
  parentLinkSearchTypes,
  parentStatusLabels,
  type CreateParentInput,
  type LinkParentInput,
  type ParentLinkCandidate,
  type ParentLinkCandidatesQuery,
  type ParentLinkSearchType,
} from '@kg/contract';
import { toApiError } from '@/api/api-error';
import { OneTimePasswordModal } from '@/components/one-time-password-modal';
import { childKo } from '@/i18n/domains/child';
import { fieldRule, applyServerErrors } from '@/lib/form-rules';
import { useUiStore } from '@/stores/ui';
import { useAddParent } from '../api/add-parent';
import { useLinkParent, useParentLinkCandidates } from '../api/link-parent';
import { recordFormProps } from '@/lib/record-form';

const t = childKo;
const rule = (field: keyof typeof createParentBodySchema.shape) => [fieldRule(createParentBodySchema, field)];
const linkRule = (field: keyof typeof linkParentBodySchema.shape) => [fieldRule(linkParentBodySchema, field)];

type Mode = 'new' | 'link';
type AddParentModalProps = {
  childCode: number;
  childName: string;
  open: boolean;
  onClose: () => void;
  /** a parent was created or linked */
  onAdded?: () => void;
};

/**
 * 보호자 추가: a new parent-app account linked to this child (its one-time password shown once), or an existing
 * account linked to it as well (one account for siblings, a grandparent of two families).
 */
export function AddParentModal({ childCode, childName, open, onClose, onAdded }: AddParentModalProps) {
  const [mode, setMode] = useState<Mode>('new');
  const [newForm] = Form.useForm<CreateParentInput>();
  const [linkForm] = Form.useForm<LinkParentInput>();
  const addParent = useAddParent(childCode);
  const linkParent = useLinkParent(childCode);
  const showAlert = useUiStore((s) => s.showAlert);
  const [created, setCreated] = useState<{ name: string; loginId: string; password: string } | null>(null);

  const close = () => {
    setMode('new');
    onClose();
  };

  const handleCreate = (values: CreateParentInput) => {
    addParent.mutate(values, {
      onSuccess: (result) => {
        // no toast: the password dialog says it, and a toast would lie over the password
        newForm.resetFields();
        close();
        onAdded?.();
        setCreated({ name: result.parent.name, loginId: result.parent.loginId, password: result.initialPassword });
      },
      onError: (error) => {
        const apiError = toApiError(error);
        // the only conflict this call has is a login id someone already uses
        if (apiError.code === 'CONFLICT') newForm.setFields([{ name: 'loginId', errors: [apiError.message] }]);
        else applyServerErrors(newForm, error);
      },
    });
  };

  const handleLink = (values: LinkParentInput) => {
    linkParent.mutate(values, {
      onSuccess: (parent) => {
        showAlert(t.parentLinked(parent.name), 'success');
        linkForm.resetFields();
        close();
        onAdded?.();
      },
      onError: (error) => {
        const apiError = toApiError(error);
        // already linked, or the account is gone: the message belongs to the chosen account
        if (apiError.code === 'CONFLICT' || apiError.code === 'NOT_FOUND') linkForm.setFields([{ name: 'pno', errors: [apiError.message] }]);
        else applyServerErrors(linkForm, error);
      },
    });
  };

  return (
    <>
      <Modal
        open={open}
        title={t.addParentTitle(childName)}
        okText={mode === 'new' ? t.addParent : t.linkSubmit}
        cancelText={t.cancel}
        onOk={() => (mode === 'new' ? newForm.submit() : linkForm.submit())}
        onCancel={close}
        confirmLoading={mode === 'new' ? addParent.isPending : linkParent.isPending}
        destroyOnHidden
      >
        <Segmented<Mode>
          block
          aria-label={t.addParentMode}
          value={mode}
          onChange={setMode}
          options={[
            { value: 'new', label: t.addParentModeNew },
            { value: 'link', label: t.addParentModeLink },
          ]}
          style={{ marginBottom: 16 }}
        />
        {mode === 'new' ? (
          <Form<CreateParentInput> {...recordFormProps} form={newForm} name="add-parent" layout="vertical" onFinish={handleCreate} initialValues={{ isPrimary: false }}>
            <Form.Item name="name" label={t.parentName} rules={rule('name')}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item name="relation" label={t.relation} rules={rule('relation')}>
              <Input placeholder={t.relationPlaceholder} />
            </Form.Item>
            <Form.Item name="phone" label={t.parentMobile} rules={rule('phone')}>
              <Input inputMode="tel" placeholder="010-1234-5678" />
            </Form.Item>
            <Form.Item name="email" label={t.parentEmail} rules={rule('email')}>
              <Input inputMode="email" />
            </Form.Item>
            <Form.Item name="loginId" label={t.parentLoginId} rules={rule('loginId')} extra={t.parentLoginIdHint}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item name="isPrimary" valuePropName="checked">
              <Checkbox>{t.primary}</Checkbox>
            </Form.Item>
          </Form>
        ) : (
          <LinkParentForm childCode={childCode} form={linkForm} onFinish={handleLink} />
        )}
      </Modal>
      <OneTimePasswordModal
        title={t.parentPasswordTitle}
        notice={t.parentPasswordNotice(created?.name ?? '')}
        hint={t.parentPasswordHint}
        password={created?.password ?? null}
        parent={created ?? undefined}
        onClose={() => setCreated(null)}
      />
    </>
  );
}

/** 기존 계정 연결: search, pick one account, relation and 주 보호자. */
function LinkParentForm({ childCode, form, onFinish }: { childCode: number; form: FormInstance<LinkParentInput>; onFinish: (values: LinkParentInput) => void }) {
  const [searchType, setSearchType] = useState<ParentLinkSearchType>('name');
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState<ParentLinkCandidatesQuery | null>(null);
  const [tooShort, setTooShort] = useState(false);
  const candidates = useParentLinkCandidates(childCode, query);
  const pno = Form.useWatch('pno', form);
  const picked = candidates.data?.items.find((c) => c.pno === pno);

  const search = () => {
    const trimmed = keyword.trim();
    setTooShort(trimmed.length < 2);
    if (trimmed.length < 2) return;
    form.setFieldValue('pno', undefined);
    setQuery({ searchType, keyword: trimmed });
  };

  return (
    <>
      <p className="record-muted">{t.linkModeHint}</p>
      <div className="form-field">
        <label htmlFor="link-parent-keyword">{t.linkSearch}</label>
        <Space.Compact block>
          <Select<ParentLinkSearchType>
            aria-label={t.linkSearchType}
            value={searchType}
            onChange={setSearchType}
            options={parentLinkSearchTypes.map((type) => ({ value: type, label: t.linkSearchTypes[type] }))}
            style={{ width: 100, flex: 'none' }}
          />
          <Input.Search
            id="link-parent-keyword"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            onSearch={search}
            enterButton={t.linkSearch}
            placeholder={t.linkSearchPlaceholder}
            inputMode={searchType === 'phone' ? 'tel' : undefined}
            autoComplete="off"
            loading={candidates.isFetching}
          />
        </Space.Compact>
        {tooShort && (
          <div role="alert" className="ant-form-item-explain-error">
            {t.linkKeywordTooShort}
          </div>
        )}
      </div>
      <Form<LinkParentInput> {...recordFormProps} form={form} name="link-parent" layout="vertical" onFinish={onFinish} initialValues={{ isPrimary: false }}>
        <Form.Item name="pno" label={t.linkCandidate} rules={[{ required: true, message: t.linkPickOne }]}>
          <CandidatePicker searched={query !== null} candidates={candidates} />
        </Form.Item>
        {picked && picked.status !== 'active' && (
          <Alert type="warning" showIcon title={t.linkStatusWarning(parentStatusLabels[picked.status])} style={{ marginBottom: 16 }} />
        )}
        <Form.Item name="relation" label={t.relation} rules={linkRule('relation')}>
          <Input placeholder={t.relationPlaceholder} />
        </Form.Item>
        <Form.Item name="isPrimary" valuePropName="checked">
          <Checkbox>{t.primary}</Checkbox>
        </Form.Item>
      </Form>
    </>
  );
}

type CandidatesState = ReturnType<typeof useParentLinkCandidates>;

/** The found accounts as radio buttons (Form.Item gives value and onChange); an account already linked is greyed out. */
function CandidatePicker({
  searched,
  candidates,
  value,
  onChange,
}: {
  searched: boolean;
  candidates: CandidatesState;
  value?: number;
  onChange?: (pno: number) => void;
}) {
  if (!searched) return <p className="record-muted">{t.linkSearchPlaceholder}</p>;
  if (candidates.isPending) return <Spin />;
  if (candidates.isError) return <Alert type="error" showIcon title={candidates.error.message} />;
  const { items, more } = candidates.data;
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.linkNoResults} />;
  return (
    <>
      <Radio.Group value={value} onChange={(event) => onChange?.(event.target.value as number)} style={{ display: 'flex', flexDirection: 'column', gap: 8, width: '100%' }}>
        {items.map((c) => (
          <Radio key={c.pno} value={c.pno} disabled={c.linked} style={{ whiteSpace: 'normal', alignItems: 'flex-start' }}>
            <CandidateLabel candidate={c} />
          </Radio>
        ))}
      </Radio.Group>
      {more && <p className="record-muted">{t.linkMore}</p>}
    </>
  );
}

function CandidateLabel({ candidate: c }: { candidate: ParentLinkCandidate }) {
  const children = c.children.map((child) => `${child.name}(${child.className ?? t.unassigned}·${child.relation})`).join(', ');
  return (
    <span>
      <strong>{c.name}</strong> <span className="record-muted">{c.loginId}</span>
      {c.maskedPhone && <span className="record-muted"> · {c.maskedPhone}</span>}{' '}
      {c.status !== 'active' && <Tag color={c.status === 'blocked' ? 'red' : 'orange'}>{parentStatusLabels[c.status]}</Tag>}
      {c.linked && <Tag>{t.linkAlready}</Tag>}
      <br />
      <span className="record-muted">{children ? t.linkChildrenOf(children) : t.linkNoChildren}</span>
    </span>
  );
}
