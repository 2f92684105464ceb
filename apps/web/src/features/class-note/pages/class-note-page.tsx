import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import dayjs from 'dayjs';
import type { ClassNoteListItem } from '@kg/contract';
import { ListPage } from '@/components/list-page/list-page';
import type { SearchTypeOption } from '@/components/list-page/list-search';
import { StoryClassRequired } from '@/components/story-class';
import { classNoteKo } from '@/i18n/domains/class-note';
import { ko } from '@/i18n/ko';
import { classNoteKeys, listClassNotes } from '../api/list-class-notes';
import { ClassNoteCard, classNoteColumns } from '../components/class-note-columns';
import { ClassNoteCreateDrawer, ClassNoteDrawer } from '../components/class-note-drawer';
import '../class-note.css';

const SEARCH_TYPES: readonly SearchTypeOption[] = [
  { value: 'title', label: classNoteKo.searchTitle },
  { value: 'content', label: classNoteKo.searchContent },
  { value: 'date', label: ko.list.dateRange },
];
/** `note`: the note open in the drawer (reload and back keep it). */
const KEEP_PARAMS = ['note'] as const;

const positiveId = (value: string | null): number | null => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

function ClassNoteWorkspace({ classId }: { classId: number }) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const classNoteId = positiveId(params.get('note'));

  const noteHref = (id: number) => {
    const next = new URLSearchParams(location.search);
    next.set('note', String(id));
    return `${location.pathname}?${next.toString()}`;
  };
  const closeNote = () => {
    const next = new URLSearchParams(params);
    next.delete('note');
    setParams(next, { replace: true });
  };

  return (
    <>
      <ListPage<ClassNoteListItem>
        title={ko.titles.classNote}
        titleExtra={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
            {classNoteKo.write}
          </Button>
        }
        queryKey={classNoteKeys.list(classId)}
        fetcher={(search) => listClassNotes(classId, search)}
        columns={classNoteColumns((item) => noteHref(item.classNoteId))}
        renderCard={(item) => <ClassNoteCard item={item} />}
        rowKey={(item) => item.classNoteId}
        itemHref={(item) => noteHref(item.classNoteId)}
        searchTypes={SEARCH_TYPES}
        keepParams={KEEP_PARAMS}
      />
      <ClassNoteCreateDrawer
        classId={classId}
        open={creating}
        today={dayjs().format('YYYY-MM-DD')}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          navigate(noteHref(id));
        }}
      />
      <ClassNoteDrawer classId={classId} classNoteId={classNoteId} onClose={closeNote} />
    </>
  );
}

/** story/classNote: the class's daily notes with photos and a video; detail and editing in a drawer. */
export default function ClassNotePage() {
  return <StoryClassRequired title={ko.titles.classNote}>{(classId) => <ClassNoteWorkspace classId={classId} />}</StoryClassRequired>;
}
