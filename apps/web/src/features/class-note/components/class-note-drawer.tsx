import { useState } from 'react';
import { Button, Drawer, Grid, Space } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { ClassNote } from '@kg/contract';
import { QueryState } from '@/components/query-state';
import { classNoteKo } from '@/i18n/domains/class-note';
import { useUiStore } from '@/stores/ui';
import { useDeleteClassNote } from '../api/delete-class-note';
import { useGetClassNote } from '../api/get-class-note';
import { ClassNoteForm } from './class-note-form';
import { ClassNoteView } from './class-note-view';

const t = classNoteKo;

function NoteBody({ classId, classNoteId, onClose }: { classId: number; classNoteId: number; onClose: () => void }) {
  const query = useGetClassNote(classId, classNoteId);
  return (
    <QueryState query={query} errorTitle={t.loadFailed}>
      {(note) => <LoadedNote classId={classId} note={note} onClose={onClose} />}
    </QueryState>
  );
}

function LoadedNote({ classId, note, onClose }: { classId: number; note: ClassNote; onClose: () => void }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteClassNote();
  const openConfirm = useUiStore((s) => s.openConfirm);
  const showAlert = useUiStore((s) => s.showAlert);

  if (editing) return <ClassNoteForm classId={classId} note={note} today={note.noteDate} onDone={() => setEditing(false)} />;
  const confirmDelete = () =>
    openConfirm(t.confirmDelete(note.title), () =>
      remove.mutate(note.classNoteId, {
        onSuccess: () => {
          showAlert(t.deleted, 'success');
          onClose();
        },
      }),
    );
  return (
    <>
      <ClassNoteView note={note} />
      <Space className="record-actions">
        <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
          {t.edit}
        </Button>
        <Button danger icon={<DeleteOutlined aria-hidden />} loading={remove.isPending} onClick={confirmDelete}>
          {t.delete}
        </Button>
      </Space>
    </>
  );
}

/** The note named in the URL (?note=): detail with photos and video, edit and delete, in a drawer. */
export function ClassNoteDrawer({ classId, classNoteId, onClose }: { classId: number; classNoteId: number | null; onClose: () => void }) {
  const screens = Grid.useBreakpoint();
  return (
    <Drawer open={classNoteId !== null} onClose={onClose} title={t.detailTitle} size={screens.md ? 640 : '100%'} destroyOnHidden>
      {classNoteId !== null && <NoteBody key={classNoteId} classId={classId} classNoteId={classNoteId} onClose={onClose} />}
    </Drawer>
  );
}

/** Writing a new note in a drawer. */
export function ClassNoteCreateDrawer(props: { classId: number; open: boolean; today: string; onClose: () => void; onCreated: (id: number) => void }) {
  const screens = Grid.useBreakpoint();
  return (
    <Drawer open={props.open} onClose={props.onClose} title={t.createTitle} size={screens.md ? 640 : '100%'} destroyOnHidden>
      {props.open && (
        <ClassNoteForm
          classId={props.classId}
          note={null}
          today={props.today}
          onDone={(saved) => (saved ? props.onCreated(saved.classNoteId) : props.onClose())}
        />
      )}
    </Drawer>
  );
}
