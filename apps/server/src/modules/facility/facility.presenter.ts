import type { Facility } from '@kg/contract';
import { fileUrl } from '../file/file.presenter';
import type { FacilityListRow, FacilityPhotoRow } from './facility.repository';

export function toFacility(row: FacilityListRow, photos: FacilityPhotoRow[]): Facility {
  return {
    facilityId: row.id,
    title: row.title,
    description: row.description,
    sortOrder: row.sortOrder,
    photos: photos.map((p) => ({
      fileId: p.fileId,
      caption: p.caption,
      fileName: p.fileName,
      url: fileUrl(p.fileId),
      thumbnailUrl: p.thumbnailKey ? `${fileUrl(p.fileId)}/thumb` : null,
      width: p.width,
      height: p.height,
    })),
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
