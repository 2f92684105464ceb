import { useMemo, useState, type ReactNode } from 'react';
import { Button, Result, Select, Spin } from 'antd';
import { PhoneOutlined } from '@ant-design/icons';
import type { ChildListItem } from '@kg/contract';
import { ListPage } from '@/components/list-page/list-page';
import { PageTitle } from '@/components/page-title';
import { useStoryClass } from '@/components/story-class';
import { childKo } from '@/i18n/domains/child';
import { ko } from '@/i18n/ko';
import { childKeys } from '../api/child-keys';
import { listClassChildren } from '../api/list-class-children';
import { useClassOptions } from '../api/list-class-options';
import { ChildCard, childColumns, childPath } from '../components/child-columns';
import { ChildContactsDrawer } from '../components/child-contacts-drawer';

const t = childKo;
const LINKED_COLUMNS = childColumns(true);

/** child-class: a teacher's own class's children (read-only); admins see the selected story class or choose one. */
export default function ChildClassPage() {
  const { classId, isStaff } = useStoryClass();
  if (isStaff) return <StaffClassChildren storyClassId={classId} />;
  if (classId == null) {
    return (
      <>
        <PageTitle title={ko.titles.childClass} />
        <Result status="info" title={t.noClass} />
      </>
    );
  }
  return <ClassChildren classId={classId} isStaff={false} />;
}

function StaffClassChildren({ storyClassId }: { storyClassId: number | null }) {
  const options = useClassOptions();
  const [chosen, setChosen] = useState<number | undefined>(storyClassId ?? undefined);
  const picker = (
    <div className="form-field">
      <label htmlFor="child-class-select">{t.chooseClass}</label>
      <Select<number>
        id="child-class-select"
        aria-label={t.chooseClass}
        style={{ width: '100%', maxWidth: 320 }}
        value={chosen}
        placeholder={t.chooseClassHint}
        loading={options.isPending}
        options={(options.data ?? []).map((c) => ({ value: c.classId, label: c.name }))}
        onChange={setChosen}
      />
    </div>
  );
  if (chosen === undefined) {
    return (
      <>
        <PageTitle title={ko.titles.childClass} />
        {picker}
        {options.isPending ? <Spin /> : <Result status="info" title={t.chooseClassHint} />}
      </>
    );
  }
  return <ClassChildren key={chosen} classId={chosen} isStaff header={picker} />;
}

function ContactsButton({ item, onOpen }: { item: ChildListItem; onOpen: (childCode: number) => void }) {
  return (
    <Button size="small" icon={<PhoneOutlined aria-hidden />} onClick={() => onOpen(item.childCode)} aria-label={`${item.name} ${t.showContacts}`}>
      {t.showContacts}
    </Button>
  );
}

function ClassChildren({ classId, isStaff, header }: { classId: number; isStaff: boolean; header?: ReactNode }) {
  const [contactsOf, setContactsOf] = useState<number | null>(null);
  // teachers read the record here (the admin record page is not theirs): contacts and pick-up persons in a drawer
  const columns = useMemo(
    () => (isStaff ? LINKED_COLUMNS : childColumns(false, (item) => <ContactsButton item={item} onOpen={setContactsOf} />)),
    [isStaff],
  );
  return (
    <>
      <ListPage<ChildListItem>
        title={ko.titles.childClass}
        header={header ?? <p className="record-muted">{t.classPageHint}</p>}
        queryKey={childKeys.classList(classId)}
        fetcher={(search) => listClassChildren(classId, search)}
        columns={columns}
        renderCard={(item) => <ChildCard item={item} action={isStaff ? undefined : <ContactsButton item={item} onOpen={setContactsOf} />} />}
        rowKey={(item) => item.childCode}
        itemHref={isStaff ? (item) => childPath(item.childCode) : undefined}
        zeroBased
      />
      <ChildContactsDrawer childCode={contactsOf} onClose={() => setContactsOf(null)} />
    </>
  );
}
