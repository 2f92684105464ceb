import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { DATE_PATTERN, alimReadStateLabels, alimReadStates, type AlimNoteListItem } from '@kg/contract';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFilter, SearchTypeOption } from '@/components/list-page/list-search';
import { StoryClassRequired } from '@/components/story-class';
import { alimNoteKo } from '@/i18n/domains/alim-note';
import { ko } from '@/i18n/ko';
import { openFormMark } from '@/lib/form-draft';
import { useSessionStore } from '@/stores/session';
import { alimNoteKeys, listAlimNotes } from '../api/list-alim-notes';
import { useGetAlimToday } from '../api/get-alim-today';
import { AlimNoteCard, alimNoteColumns } from '../components/alim-note-columns';
import { AlimNoteDrawer } from '../components/alim-note-drawer';
import { AlimWriteDrawer, alimWriteDraftKey, type WriteChild, type WriteValues } from '../components/alim-write-drawer';
import { TodayBoard } from '../components/today-board';
import '../alim-note.css';

const SEARCH_TYPES: readonly SearchTypeOption[] = [
  { value: 'childName', label: alimNoteKo.searchChildName },
  { value: 'content', label: alimNoteKo.searchContent },
  { value: 'date', label: ko.list.dateRange },
];
/** 보호자 확인: `readState=unread` lists the notes no parent has opened yet, to follow up. */
const FILTERS: readonly ListFilter[] = [
  { key: 'readState', label: alimNoteKo.readState, options: alimReadStates.map((s) => ({ value: s, label: alimReadStateLabels[s] })) },
];
/** `note`: the note open in the drawer; `day`: the board's day (absent: today in the centre's time zone). */
const KEEP_PARAMS = ['note', 'day'] as const;

const positiveId = (value: string | null): number | null => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);
const validDay = (value: string | null): string | undefined => (value && DATE_PATTERN.test(value) ? value : undefined);

function AlimNoteWorkspace({ classId }: { classId: number }) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const day = validDay(params.get('day'));
  const noteId = positiveId(params.get('note'));
  const board = useGetAlimToday(classId, day);
  // the dashboard's '알림장을 쓰지 않은 원아' links here with ?childCode=: that child comes chosen
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => {
    const linked = positiveId(params.get('childCode'));
    return new Set(linked === null ? [] : [linked]);
  });
  const [writing, setWriting] = useState<WriteChild[] | null>(null);
  const [writeSession, setWriteSession] = useState(0);

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
  const changeDay = (date: string | undefined) => {
    const next = new URLSearchParams(params);
    if (date) next.set('day', date);
    else next.delete('day');
    setParams(next);
    setSelected(new Set());
  };
  const toggle = (childCode: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(childCode)) next.delete(childCode);
      else next.add(childCode);
      return next;
    });
  // absent children (결석, 인정결석) are not asked for a note: '아직 안 쓴 원아 모두' leaves them out
  const withoutNote = board.data?.children.filter((c) => !c.hasNote) ?? [];
  const unwritten = withoutNote.filter((c) => !c.absent);
  // only children still without a note can be chosen (a linked child may have one by now)
  const chosen = new Set(withoutNote.filter((c) => selected.has(c.childCode)).map((c) => c.childCode));
  const user = useSessionStore((s) => s.teacherId);
  const draftKey = alimWriteDraftKey(classId);
  const openWriter = useCallback(
    (children: WriteChild[]) => {
      setWriteSession((n) => n + 1);
      setWriting(children);
      if (user) openFormMark.set(user, draftKey);
    },
    [user, draftKey],
  );
  const closeWriter = () => {
    setWriting(null);
    if (user) openFormMark.clear(user, draftKey);
  };
  const startWriting = () =>
    openWriter(withoutNote.filter((c) => selected.has(c.childCode)).map((c) => ({ childCode: c.childCode, childName: c.childName })));

  // the drawer was open when the session ended (an idle sign-out): it opens again with its draft, for the children of
  // the draft still without a note
  const boardChildren = board.data?.children;
  const reopenChecked = useRef(false);
  useEffect(() => {
    if (reopenChecked.current || !user || !boardChildren) return;
    reopenChecked.current = true;
    const draft = openFormMark.reopen<WriteValues>(user, draftKey);
    if (!draft) return;
    const inDraft = new Set((draft.entries ?? []).map((e) => e.childCode));
    const children = boardChildren.filter((c) => !c.hasNote && inDraft.has(c.childCode));
    if (children.length === 0) openFormMark.clear(user, draftKey);
    else {
      setSelected(new Set(children.map((c) => c.childCode)));
      openWriter(children.map((c) => ({ childCode: c.childCode, childName: c.childName })));
    }
  }, [user, draftKey, boardChildren, openWriter]);

  return (
    <>
      <ListPage<AlimNoteListItem>
        title={ko.titles.alimNote}
        header={
          <TodayBoard
            board={board.data}
            isLoading={board.isLoading}
            error={board.error}
            onRetry={() => void board.refetch()}
            selected={chosen}
            onToggle={toggle}
            onSelectUnwritten={() => setSelected(new Set(unwritten.map((c) => c.childCode)))}
            onClearSelection={() => setSelected(new Set())}
            onOpenNote={(id) => navigate(noteHref(id))}
            onDateChange={changeDay}
            onWrite={startWriting}
          />
        }
        queryKey={alimNoteKeys.list(classId)}
        fetcher={(search) => listAlimNotes(classId, search)}
        columns={alimNoteColumns((item) => noteHref(item.noteId))}
        renderCard={(item) => <AlimNoteCard item={item} />}
        rowKey={(item) => item.noteId}
        itemHref={(item) => noteHref(item.noteId)}
        searchTypes={SEARCH_TYPES}
        filters={FILTERS}
        keepParams={KEEP_PARAMS}
      />
      {board.data && (
        <AlimWriteDrawer
          key={writeSession}
          classId={classId}
          open={writing !== null}
          date={board.data.date}
          childrenToWrite={writing ?? []}
          onClose={closeWriter}
          onSaved={() => {
            closeWriter();
            setSelected(new Set());
          }}
        />
      )}
      <AlimNoteDrawer classId={classId} noteId={noteId} onClose={closeNote} />
    </>
  );
}

/** story/alimNote: the day's board (who still has no note), writing for several children at once, past notes. */
export default function AlimNotePage() {
  return <StoryClassRequired title={ko.titles.alimNote}>{(classId) => <AlimNoteWorkspace classId={classId} />}</StoryClassRequired>;
}
