import { DownloadOutlined, PictureOutlined } from '@ant-design/icons';
import { familyPhotoZipName } from '@kg/contract';
import { useChildCode } from '@/family/child-scope';
import { FamilyDownloadButton } from '@/family/components/download-button';
import { FamilyList } from '@/family/components/family-list';
import { MonthNav } from '@/family/components/month-nav';
import { PageHead } from '@/family/components/page-head';
import { useSelectedChild } from '@/family/family-store';
import { monthLabel, thisMonth, useMonthParam } from '@/family/month';
import { childPath } from '@/family/paths';
import { familyKo } from '@/i18n/domains/family';
import { familyPhotoZipUrl, useFamilyPhotoMonth } from '../api/family-photo';

const t = familyKo.photo;

/**
 * 사진첩: a month's albums where the child is tagged, as a grid, and the month's photos as one ZIP (streamed to a file
 * once the session is confirmed).
 */
export default function FamilyPhotoListPage() {
  const childCode = useChildCode();
  const child = useSelectedChild();
  const { month, setMonth } = useMonthParam();
  const query = useFamilyPhotoMonth(childCode, month);
  return (
    <section className="family-page">
      <PageHead title={t.title} />
      <MonthNav month={month} onChange={setMonth} />
      <FamilyList
        query={query}
        label={t.title}
        empty={t.empty}
        itemKey={(album) => album.photoId}
        to={(album) => childPath(childCode, 'photo', album.photoId)}
        listClassName="family-album-grid family-list"
        linkClassName="family-album"
        header={
          <>
            <FamilyDownloadButton
              type="primary"
              size="large"
              block
              icon={<DownloadOutlined />}
              href={familyPhotoZipUrl(childCode, month)}
              download={familyPhotoZipName(child?.name ?? '', month)}
              className="family-block"
            >
              {month === thisMonth() ? t.zip : t.zipOf(monthLabel(month))}
            </FamilyDownloadButton>
            <p className="family-muted">{t.zipHint}</p>
          </>
        }
      >
        {(album) => (
          <>
            {album.coverThumbnailUrl ? (
              <img src={album.coverThumbnailUrl} alt="" loading="lazy" />
            ) : (
              <span className="family-album-empty" aria-hidden>
                <PictureOutlined />
              </span>
            )}
            <div className="family-album-title">{album.photoTitle}</div>
            <div className="family-card-line">
              {album.photoDate} · {t.count(album.photoCount)}
            </div>
          </>
        )}
      </FamilyList>
    </section>
  );
}
