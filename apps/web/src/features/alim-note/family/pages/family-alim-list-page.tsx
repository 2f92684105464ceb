import { Badge } from 'antd';
import { CameraOutlined, MessageOutlined } from '@ant-design/icons';
import { useChildCode } from '@/family/child-scope';
import { FamilyList } from '@/family/components/family-list';
import { MonthNav } from '@/family/components/month-nav';
import { PageHead } from '@/family/components/page-head';
import { useMonthParam } from '@/family/month';
import { childPath } from '@/family/paths';
import { familyKo } from '@/i18n/domains/family';
import { formatDay } from '@/lib/format-date';
import { useFamilyAlimMonth } from '../api/family-alim-note';
import { RecordChips } from '../components/record-chips';

const t = familyKo.alim;

/** 알림장 by month, newest day first: the chips, the start of the text, photos and replies, 새 글 until opened. */
export default function FamilyAlimListPage() {
  const childCode = useChildCode();
  const { month, setMonth } = useMonthParam();
  const query = useFamilyAlimMonth(childCode, month);
  return (
    <section className="family-page">
      <PageHead title={t.title} />
      <MonthNav month={month} onChange={setMonth} />
      <FamilyList query={query} label={t.title} empty={t.empty} itemKey={(note) => note.noteId} to={(note) => childPath(childCode, 'alim', note.noteId)}>
        {(note) => (
          <>
            <div className="family-card-title">
              <span>{formatDay(note.noteDate)}</span>
              {!note.read && <Badge status="processing" text={t.unread} />}
            </div>
            <RecordChips record={note} />
            <div className="family-card-line">{note.excerpt}</div>
            <div className="family-card-line family-card-meta">
              {note.photoCount > 0 && (
                <span>
                  <CameraOutlined aria-hidden /> {t.photoCount(note.photoCount)}
                </span>
              )}
              {note.replyCount > 0 && (
                <span>
                  <MessageOutlined aria-hidden /> {t.replyCount(note.replyCount)}
                </span>
              )}
            </div>
          </>
        )}
      </FamilyList>
    </section>
  );
}
