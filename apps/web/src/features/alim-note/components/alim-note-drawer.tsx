import { useState } from 'react';
import { Button, Drawer, Grid, Space } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { AlimNoteDetail } from '@kg/contract';
import { QueryState } from '@/components/query-state';
import { alimNoteKo } from '@/i18n/domains/alim-note';
import { useUiStore } from '@/stores/ui';
import { useDeleteAlimNote } from '../api/delete-alim-note';
import { useGetAlimNote } from '../api/get-alim-note';
import { AlimNoteEditForm } from './alim-note-edit-form';
import { AlimNoteReplies } from './alim-note-replies';
import { AlimNoteView } from './alim-note-view';

const t = alimNoteKo;

function NoteBody({ classId, noteId, onClose }: { classId: number; noteId: number; onClose: () => void }) {
  const query = useGetAlimNote(classId, noteId);
  return (
    <QueryState query={query} errorTitle={t.loadFailed}>
      {(note) => <LoadedNote note={note} onClose={onClose} />}
    </QueryState>
  );
}

function LoadedNote({ note, onClose }: { note: AlimNoteDetail; onClose: () => void }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteAlimNote();
  const openConfirm = useUiStore((s) => s.openConfirm);
  const showAlert = useUiStore((s) => s.showAlert);

  if (editing) return <AlimNoteEditForm note={note} onDone={() => setEditing(false)} />;
  const confirmDelete = () =>
    openConfirm(t.confirmDelete(note.childName, note.noteDate), () =>
      remove.mutate(note.noteId, {
        onSuccess: () => {
          showAlert(t.deleted, 'success');
          onClose();
        },
      }),
    );
  return (
    <>
      <h2 className="record-summary-title">{t.detailTitle(note.childName)}</h2>
      <AlimNoteView note={note} />
      <Space className="record-actions">
        <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
          {t.edit}
        </Button>
        <Button danger icon={<DeleteOutlined aria-hidden />} loading={remove.isPending} onClick={confirmDelete}>
          {t.delete}
        </Button>
      </Space>
      <AlimNoteReplies classId={note.classId} noteId={note.noteId} replies={note.replies} />
    </>
  );
}

/** The note named in the URL (?note=): detail, edit and delete in a drawer; closing removes it from the URL. */
export function AlimNoteDrawer({ classId, noteId, onClose }: { classId: number; noteId: number | null; onClose: () => void }) {
  const screens = Grid.useBreakpoint();
  return (
    <Drawer open={noteId !== null} onClose={onClose} title={t.listTitle} size={screens.md ? 560 : '100%'} destroyOnHidden>
      {noteId !== null && <NoteBody key={noteId} classId={classId} noteId={noteId} onClose={onClose} />}
    </Drawer>
  );
}
